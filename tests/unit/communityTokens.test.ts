import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openToken, sealToken } from '@/modules/community/lib/accountTokens'
import { signState, verifyState } from '@/modules/community/lib/oauth/state'
import { canRefresh, planAccount, type AccountTokenState } from '@/modules/community/lib/tokens/refresh'
import { scheduledRunKey } from '@/modules/community/jobs/queue'

// The process key of accountTokens (src/lib/crypto/encryptionKey.ts `secretKey`): set before its first use.
process.env.CMS_ENCRYPTION_KEY = randomBytes(32).toString('hex')

describe('accountTokens: sealed per tenant and token kind', () => {
  it('round-trips in the same tenant and kind, never contains the clear text', () => {
    const sealed = sealToken('ya29.clear-token', 7, 'accessToken')
    expect(sealed).not.toContain('clear-token')
    expect(sealed).not.toBe(sealToken('ya29.clear-token', 7, 'accessToken'))
    expect(openToken(sealed, 7, 'accessToken')).toBe('ya29.clear-token')
    // Tenant ids from relationships may be numbers or strings: the same tenant either way.
    expect(openToken(sealed, '7', 'accessToken')).toBe('ya29.clear-token')
  })

  it("fails for another tenant's account or the other token column", () => {
    const sealed = sealToken('ya29.clear-token', 7, 'accessToken')
    expect(() => openToken(sealed, 8, 'accessToken')).toThrow()
    expect(() => openToken(sealed, 7, 'refreshToken')).toThrow()
    const [version, iv, tag, data] = sealed.split('.')
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`
    expect(() => openToken([version, iv, tag, flipped].join('.'), 7, 'accessToken')).toThrow()
  })
})

describe('OAuth state', () => {
  const key = randomBytes(32)
  const state = { user: 3, tenant: 5, nonce: 'n'.repeat(24), exp: 1_000 }

  it('verifies until it expires', () => {
    const token = signState(state, key)
    expect(verifyState(token, key, 999)).toEqual({ ok: true, state })
    expect(verifyState(token, key, 1_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another key, a changed payload and malformed input', () => {
    const token = signState(state, key)
    expect(verifyState(token, randomBytes(32), 0)).toEqual({ ok: false, reason: 'signature' })
    const [, mac] = token.split('.')
    const changed = `${Buffer.from(JSON.stringify({ ...state, tenant: 6 })).toString('base64url')}.${mac}`
    expect(verifyState(changed, key, 0)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyState('nodot', key, 0).ok).toBe(false)
    expect(verifyState(`${token}.extra`, key, 0).ok).toBe(false)
    const wrongShape = signState({ ...state, nonce: 'short' }, key)
    expect(verifyState(wrongShape, key, 0)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('token refresh plan', () => {
  const now = new Date('2026-11-23T03:00:00Z')
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000)
  const youtube = (expiresAt: Date | null, extra: Partial<AccountTokenState> = {}): AccountTokenState => ({
    network: 'youtube',
    expiresAt,
    hasAccessToken: true,
    hasRefreshToken: true,
    ...extra,
  })
  const options = { thresholdDays: 7, includeExpired: false }

  it('skips accounts without a token, without an expiry, or expiring after the threshold', () => {
    expect(planAccount(youtube(inDays(1), { hasAccessToken: false }), now, options, true)).toBe('skip')
    expect(planAccount(youtube(null), now, options, true)).toBe('skip')
    expect(planAccount(youtube(inDays(7.01)), now, options, true)).toBe('skip')
    expect(planAccount(youtube(inDays(7)), now, options, true)).toBe('refresh')
  })

  it('refreshes what it can, reports what it cannot; expired tokens only with includeExpired', () => {
    expect(planAccount(youtube(inDays(2)), now, options, false)).toBe('expiring')
    expect(planAccount(youtube(inDays(-1)), now, options, true)).toBe('expired')
    expect(planAccount(youtube(now), now, options, true)).toBe('expired')
    expect(planAccount(youtube(inDays(-1)), now, { ...options, includeExpired: true }, true)).toBe('refresh')
    expect(planAccount(youtube(inDays(-1)), now, { ...options, includeExpired: true }, false)).toBe('expired')
  })

  it('YouTube needs its refresh token and the Google client; Meta networks need the app credentials', () => {
    expect(canRefresh(youtube(now), true, false)).toBe(true)
    expect(canRefresh(youtube(now, { hasRefreshToken: false }), true, true)).toBe(false)
    expect(canRefresh(youtube(now), false, true)).toBe(false)
    expect(canRefresh({ ...youtube(now), network: 'facebook', hasRefreshToken: false }, false, true)).toBe(true)
    expect(canRefresh({ ...youtube(now), network: 'instagram' }, true, false)).toBe(false)
  })
})

describe('scheduled run key', () => {
  it('is the cron slot for scheduled jobs and the job id otherwise', () => {
    expect(scheduledRunKey('community-token-refresh', { id: 4, waitUntil: '2026-11-24T03:00:00.000Z' })).toBe(
      'community-token-refresh:2026-11-24T03:00:00.000Z',
    )
    expect(scheduledRunKey('community-token-refresh', { id: 4, waitUntil: null })).toBe('community-token-refresh:job-4')
  })
})
