import type { Payload } from 'payload'
import { z } from 'zod'
import { postgresPool } from '@/lib/db/payloadPostgres'
import { createIpBlocker, type IpBlocker, type IpBlockerLimits } from '@/lib/rateLimit/ipBlocker'

const positiveInt = (fallback: number) => z.coerce.number().int().positive().catch(fallback)

const limitsSchema = z.object({
  TIMELINES_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  TIMELINES_BLOCK_AFTER_VIOLATIONS: positiveInt(5),
  TIMELINES_BLOCK_MINUTES: positiveInt(15),
})

/** Thresholds from the environment; unset or invalid values fall back to the defaults. */
export function timelinesLimits(env: Record<string, string | undefined> = process.env): IpBlockerLimits {
  const parsed = limitsSchema.parse(env)
  return {
    perMinute: parsed.TIMELINES_RATE_LIMIT_PER_MINUTE,
    blockAfterViolations: parsed.TIMELINES_BLOCK_AFTER_VIOLATIONS,
    blockMinutes: parsed.TIMELINES_BLOCK_MINUTES,
  }
}

const blockers = new WeakMap<Payload, IpBlocker>()

/** One blocker per Payload instance, counting in its PostgreSQL database (shared by all app instances). */
export function timelinesBlocker(payload: Payload): IpBlocker {
  let blocker = blockers.get(payload)
  if (!blocker) {
    blocker = createIpBlocker('timelines', timelinesLimits(), postgresPool(payload))
    blockers.set(payload, blocker)
  }
  return blocker
}
