import { describe, expect, it } from 'vitest'
import { timelinesLimits } from '../../src/endpoints/public/timelinesRateLimit'
import { parseCmsEnv } from '../../src/env'
import { createIpBlocker } from '../../src/lib/rateLimit/ipBlocker'

describe('createIpBlocker (in-memory store)', () => {
  it('allows up to the limit, answers "limited" for the next violations, then blocks the IP', async () => {
    const blocker = createIpBlocker('unit', { perMinute: 2, blockAfterViolations: 2, blockMinutes: 15 })
    const outcomes = []
    for (let request = 0; request < 7; request++) outcomes.push(await blocker.check('203.0.113.1'))
    expect(outcomes.map((verdict) => verdict.outcome)).toEqual([
      'allowed',
      'allowed',
      'limited',
      'limited',
      'blocked',
      'blocked',
      'blocked',
    ])
    expect(outcomes[2]).toMatchObject({ retryAfterSeconds: expect.any(Number) })
    expect((outcomes[2] as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60)
    // Only the request that crossed the threshold reports a new block (so it is logged once).
    expect(outcomes.slice(4).map((verdict) => (verdict as { newlyBlocked: boolean }).newlyBlocked)).toEqual([
      true,
      false,
      false,
    ])
    expect((outcomes[5] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    // Other addresses are counted separately.
    expect((await blocker.check('203.0.113.2')).outcome).toBe('allowed')
  })
})

describe('timelinesLimits', () => {
  it('reads the thresholds from the environment with defaults, and refuses invalid values by name', () => {
    expect(timelinesLimits(parseCmsEnv({}))).toEqual({ perMinute: 60, blockAfterViolations: 5, blockMinutes: 15 })
    expect(
      timelinesLimits(
        parseCmsEnv({
          TIMELINES_RATE_LIMIT_PER_MINUTE: '10',
          TIMELINES_BLOCK_AFTER_VIOLATIONS: '3',
          TIMELINES_BLOCK_MINUTES: '1',
        }),
      ),
    ).toEqual({ perMinute: 10, blockAfterViolations: 3, blockMinutes: 1 })
    expect(() => parseCmsEnv({ TIMELINES_RATE_LIMIT_PER_MINUTE: 'lots', TIMELINES_BLOCK_MINUTES: '-4' })).toThrow(
      /TIMELINES_RATE_LIMIT_PER_MINUTE[\s\S]*TIMELINES_BLOCK_MINUTES/,
    )
  })
})
