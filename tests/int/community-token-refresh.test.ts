import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openToken } from '@/modules/community/lib/accountTokens'
import { getTestPayload } from '../helpers/payload'
import { signIn, startCmsApi } from '../helpers/cmsServer'
import { api, createTenant, createUser } from '../helpers/fixtures/platform'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { createHubUser } from '../helpers/fixtures/videoHub'
import { createAccount, createCommunityUser } from '../helpers/fixtures/community'
import { startFakeOAuth, type FakeOAuth } from '../helpers/fixtures/fakeOAuth'

const DAY = 24 * 60 * 60 * 1000
const PAUSE_MS = 150
const CRON_SECRET = randomBytes(32).toString('hex')
const PATH = '/api/cron/token-refresh'

let payload: Payload
let cms: RunningServer
let fake: FakeOAuth
const tenants = { alpha: 0, beta: 0 }
const users = { hubAlpha1: 0, hubAlpha2: 0, hubBeta: 0 }
const tokens = { alpha: '', moderator: '', superAdmin: '', hubAlpha: '' }
const accounts = { ytSoon: 0, fbSoon: 0, igLater: 0, ytExpired: 0, ytNoRefresh: 0, ytBeta: 0 }
const secrets = {
  ytSoonRefresh: `1//refresh-${randomBytes(8).toString('hex')}`,
  fbSoonAccess: `EAA-${randomBytes(8).toString('hex')}`,
}

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const cron = (method: string, secret = CRON_SECRET) =>
  fetch(`${cms.url}${PATH}`, { method, headers: { authorization: `Bearer ${secret}` } })

type Sealed = { accessTokenSealed?: string | null; refreshTokenSealed?: string | null }
const account = async (id: number) =>
  (await payload.findByID({
    collection: 'social-accounts',
    id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })) as Awaited<ReturnType<Payload['findByID']>> &
    Sealed & { status: string; lastError?: string | null; tokenExpiresAt?: string | null }

/** Everything a run may change: the accounts (with ciphertexts), the notifications, the run records. */
async function snapshot() {
  const all = await payload.find({
    collection: 'social-accounts',
    overrideAccess: true,
    showHiddenFields: true,
    pagination: false,
    sort: 'id',
  })
  const notifications = await payload.count({ collection: 'vp-notifications', overrideAccess: true })
  const runs = await payload.count({ collection: 'community-task-runs', overrideAccess: true })
  return { accounts: all.docs, notifications: notifications.totalDocs, runs: runs.totalDocs }
}

async function notificationsOf(accountId: number, type: string) {
  const { docs } = await payload.find({
    collection: 'vp-notifications',
    where: { relatedAccount: { equals: accountId }, type: { equals: type } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
  })
  return docs
}

beforeAll(async () => {
  fake = await startFakeOAuth()
  Object.assign(process.env, fake.env, { TOKEN_REFRESH_PAUSE_MS: String(PAUSE_MS), CRON_SECRET })
  payload = await getTestPayload()
  cms = await startCmsApi()
  tenants.alpha = (await createTenant(payload, 'refresh-alpha')).id
  tenants.beta = (await createTenant(payload, 'refresh-beta')).id
  await createCommunityUser(payload, 'm1@refresh-alpha.test', [{ tenant: tenants.alpha, communityRole: 'manager' }])
  await createCommunityUser(payload, 'mod@refresh-alpha.test', [{ tenant: tenants.alpha, communityRole: 'moderator' }])
  // The token notices go to the video-hub managers, not to the community managers who may start a refresh. The
  // role counts per membership row: hub2 manages alpha's hub and is only a creator in beta.
  users.hubAlpha1 = (
    await createHubUser(payload, 'hub1@refresh-alpha.test', [{ tenant: tenants.alpha, hub: 'VideoPlatformManager' }])
  ).id
  users.hubAlpha2 = (
    await createHubUser(payload, 'hub2@refresh-alpha.test', [
      { tenant: tenants.alpha, hub: 'VideoPlatformManager' },
      { tenant: tenants.beta, hub: 'VideoPlatformCreator' },
    ])
  ).id
  users.hubBeta = (
    await createHubUser(payload, 'hub@refresh-beta.test', [{ tenant: tenants.beta, hub: 'VideoPlatformManager' }])
  ).id
  await createUser(payload, 'root@refresh.test', [], { isSuperAdmin: true })
  tokens.alpha = await signIn(cms, 'm1@refresh-alpha.test')
  tokens.moderator = await signIn(cms, 'mod@refresh-alpha.test')
  tokens.superAdmin = await signIn(cms, 'root@refresh.test')
  tokens.hubAlpha = await signIn(cms, 'hub1@refresh-alpha.test')
  const a = tenants.alpha
  accounts.ytSoon = (
    await createAccount(payload, a, 'youtube', {
      name: 'yt-soon',
      accessToken: 'ya29-old',
      refreshToken: secrets.ytSoonRefresh,
      tokenExpiresAt: inDays(2),
    })
  ).id
  accounts.fbSoon = (
    await createAccount(payload, a, 'facebook', {
      name: 'fb-soon',
      accessToken: secrets.fbSoonAccess,
      tokenExpiresAt: inDays(3),
    })
  ).id
  accounts.igLater = (
    await createAccount(payload, a, 'instagram', {
      name: 'ig-later',
      accessToken: 'IG-later',
      tokenExpiresAt: inDays(30),
    })
  ).id
  accounts.ytExpired = (
    await createAccount(payload, a, 'youtube', {
      name: 'yt-expired',
      accessToken: 'ya29-gone',
      refreshToken: '1//still-valid',
      tokenExpiresAt: inDays(-1),
    })
  ).id
  accounts.ytNoRefresh = (
    await createAccount(payload, a, 'youtube', {
      name: 'yt-no-refresh',
      accessToken: 'ya29-lonely',
      tokenExpiresAt: inDays(1),
    })
  ).id
  accounts.ytBeta = (
    await createAccount(payload, tenants.beta, 'youtube', {
      name: 'yt-beta',
      accessToken: 'ya29-beta',
      refreshToken: '1//beta',
      tokenExpiresAt: inDays(1),
    })
  ).id
})

afterAll(async () => {
  await cms?.close()
  await fake?.close()
})

describe('HEAD /api/cron/token-refresh (monitor)', () => {
  it('reports expiring and expired tokens in headers and changes nothing', async () => {
    const before = await snapshot()
    const calls = fake.calls.length
    const response = await cron('HEAD')
    expect(response.status).toBe(200)
    // Expiring within 7 days: yt-soon, fb-soon, yt-no-refresh, yt-beta; expired: yt-expired.
    expect(response.headers.get('x-tokens-expiring')).toBe('4')
    expect(response.headers.get('x-tokens-expired')).toBe('1')
    expect(response.headers.get('x-tokens-refresh-failed')).toBe('0')
    expect(await response.text()).toBe('')
    expect(await snapshot()).toEqual(before)
    expect(fake.calls.length).toBe(calls)
  })

  it('is for the cron secret and super admins only', async () => {
    expect((await fetch(`${cms.url}${PATH}`, { method: 'HEAD' })).status).toBe(401)
    expect((await cron('HEAD', 'wrong')).status).toBe(401)
    expect(
      (await fetch(`${cms.url}${PATH}`, { method: 'HEAD', headers: { authorization: `JWT ${tokens.alpha}` } })).status,
    ).toBe(403)
    expect(
      (await fetch(`${cms.url}${PATH}`, { method: 'HEAD', headers: { authorization: `JWT ${tokens.superAdmin}` } }))
        .status,
    ).toBe(200)
  })
})

describe('POST /api/cron/token-refresh (manual)', () => {
  it('refuses anonymous users, moderators and invalid bodies', async () => {
    expect((await api(cms.url, PATH, { body: {} })).status).toBe(401)
    const moderator = await api(cms.url, PATH, {
      token: tokens.moderator,
      body: {},
      headers: { 'accept-language': 'en' },
    })
    expect(moderator.status).toBe(403)
    expect(moderator.json.errors[0].message).toBe('Only community managers may refresh tokens.')
    const invalid = await api(cms.url, PATH, {
      token: tokens.alpha,
      body: { platforms: ['twitter'], thresholdDays: -1, dryRun: 'yes', extra: 1 },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      '',
      'dryRun',
      'platforms.0',
      'thresholdDays',
    ])
  })

  it('dryRun reports the plan for the manager’s tenants and changes nothing', async () => {
    const before = await snapshot()
    const calls = fake.calls.length
    const response = await api(cms.url, PATH, { token: tokens.alpha, body: { dryRun: true } })
    expect(response.status).toBe(200)
    expect(response.json.dryRun).toBe(true)
    const outcomes = Object.fromEntries(
      response.json.results.map((result: { name: string; outcome: string }) => [result.name, result.outcome]),
    )
    // Tenant beta's account is not the alpha manager's business; ig-later is outside the threshold.
    expect(outcomes).toEqual({
      'yt-soon': 'would_refresh',
      'fb-soon': 'would_refresh',
      'yt-expired': 'expired',
      'yt-no-refresh': 'expiring',
    })
    expect(await snapshot()).toEqual(before)
    expect(fake.calls.length).toBe(calls)
  })

  it('refreshes, marks and notifies every video-hub manager of the tenant once per outcome', async () => {
    const calls = fake.calls.length
    const response = await api(cms.url, PATH, { token: tokens.alpha, body: { thresholdDays: 7 } })
    expect(response.status).toBe(200)
    const byName = Object.fromEntries(response.json.results.map((result: { name: string }) => [result.name, result]))
    expect(Object.keys(byName).sort()).toEqual(['fb-soon', 'yt-expired', 'yt-no-refresh', 'yt-soon'])
    expect(byName['yt-soon']).toMatchObject({ outcome: 'refreshed', platform: 'youtube', tenant: tenants.alpha })
    expect(byName['fb-soon']).toMatchObject({ outcome: 'refreshed', platform: 'facebook' })
    expect(byName['yt-expired'].outcome).toBe('expired')
    expect(byName['yt-no-refresh'].outcome).toBe('expiring')

    // The providers got the stored tokens, with the configured pause between the two calls.
    const [google, meta] = fake.calls.slice(calls)
    expect(fake.calls.length - calls).toBe(2)
    expect(google).toMatchObject({
      path: '/google/token',
      params: { grant_type: 'refresh_token', refresh_token: secrets.ytSoonRefresh },
    })
    expect(meta).toMatchObject({
      path: '/meta/oauth/access_token',
      params: { grant_type: 'fb_exchange_token', fb_exchange_token: secrets.fbSoonAccess },
    })
    expect(meta!.at - google!.at).toBeGreaterThanOrEqual(PAUSE_MS - 5)

    const yt = await account(accounts.ytSoon)
    expect(yt.status).toBe('connected')
    expect(openToken(yt.accessTokenSealed!, tenants.alpha, 'accessToken')).toBe(fake.issued.at(-2))
    expect(openToken(yt.refreshTokenSealed!, tenants.alpha, 'refreshToken')).toBe(secrets.ytSoonRefresh)
    expect(new Date(yt.tokenExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 3500_000)
    const fb = await account(accounts.fbSoon)
    expect(openToken(fb.accessTokenSealed!, tenants.alpha, 'accessToken')).toBe(fake.issued.at(-1))
    expect(new Date(fb.tokenExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 59 * DAY)
    expect((await account(accounts.ytExpired)).status).toBe('expired')
    expect((await account(accounts.ytNoRefresh)).status).toBe('expiring')
    // Tenant beta was outside the manager's run.
    expect(new Date((await account(accounts.ytBeta)).tokenExpiresAt!).getTime()).toBeLessThan(Date.now() + 2 * DAY)
    expect((await notificationsOf(accounts.ytBeta, 'token_refreshed')).length).toBe(0)

    // The video-hub managers, not the community managers (m1 started this run)
    const managers = [users.hubAlpha1, users.hubAlpha2].sort()
    const expectNotified = async (accountId: number, type: string, severity: string) => {
      const docs = await notificationsOf(accountId, type)
      expect(docs.map((doc) => doc.recipient).sort()).toEqual(managers)
      for (const doc of docs) expect(doc).toMatchObject({ severity, tenant: tenants.alpha, read: false })
      return docs
    }
    const [refreshed] = await expectNotified(accounts.ytSoon, 'token_refreshed', 'info')
    // Stored in both languages, each reader sees one (the Local API reads in the fallback language, German).
    expect(refreshed!.title).toBe('Token erneuert')
    expect(refreshed!.titleEn).toBe('Token refreshed')
    expect(refreshed!.message).toContain('yt-soon: Das Token wurde erneuert.')
    expect(refreshed!.message).not.toContain('The token was refreshed')
    expect(refreshed!.messageEn).toContain('yt-soon: The token was refreshed.')
    await expectNotified(accounts.fbSoon, 'token_refreshed', 'info')
    await expectNotified(accounts.ytExpired, 'token_expired', 'error')
    await expectNotified(accounts.ytNoRefresh, 'token_expiring', 'warning')
    const total = await payload.count({ collection: 'vp-notifications', overrideAccess: true })
    expect(total.totalDocs).toBe(8)
  })

  it('notifies the managers that can read them only: a video-hub manager reads their own notifications through REST', async () => {
    const own = await api(cms.url, '/api/vp-notifications?limit=100', { token: tokens.hubAlpha })
    expect(own.status).toBe(200)
    expect(own.json.totalDocs).toBe(4)
    expect(
      own.json.docs.every(
        (doc: { recipient: number | { id: number } }) =>
          (typeof doc.recipient === 'object' ? doc.recipient.id : doc.recipient) === users.hubAlpha1,
      ),
    ).toBe(true)
    for (const token of [tokens.alpha, tokens.moderator]) {
      const other = await api(cms.url, '/api/vp-notifications', { token })
      expect(other.json.totalDocs).toBe(0)
    }
  })
})

describe('GET /api/cron/token-refresh (automatic)', () => {
  it('refuses a missing or wrong secret and does nothing', async () => {
    const before = await snapshot()
    expect((await fetch(`${cms.url}${PATH}`)).status).toBe(401)
    // One character off (never the same character: a random secret may already end in `0`).
    const wrong = await cron('GET', `${CRON_SECRET.slice(0, -1)}${CRON_SECRET.endsWith('0') ? '1' : '0'}`)
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { errors: unknown[] }).errors).toHaveLength(1)
    expect(await snapshot()).toEqual(before)
  })

  it('records failures (invalid_grant, Meta error) on the accounts, notifies, and the monitor turns non-2xx', async () => {
    fake.modes.google = 'invalid_grant'
    fake.modes.meta = 'failure'
    await payload.update({
      collection: 'social-accounts',
      id: accounts.fbSoon,
      data: { tokenExpiresAt: inDays(1) },
      overrideAccess: true,
    })
    const notificationsBefore = (await payload.count({ collection: 'vp-notifications', overrideAccess: true }))
      .totalDocs
    const response = await cron('GET')
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: { name: string; outcome: string; error?: string }[] }
    const byName = Object.fromEntries(results.map((result) => [result.name, result]))
    // All tenants; expired YouTube tokens are tried too (their refresh token may still work).
    expect(byName['yt-expired']).toMatchObject({
      outcome: 'failed',
      error: 'Google: invalid_grant (Token has been expired or revoked.)',
    })
    expect(byName['yt-beta']).toMatchObject({ outcome: 'failed' })
    // YouTube access tokens live an hour, so the account refreshed above is due again.
    expect(byName['yt-soon']).toMatchObject({ outcome: 'failed' })
    expect(byName['fb-soon']).toMatchObject({ outcome: 'failed', error: 'Meta: An unexpected error has occurred' })
    expect(byName['yt-no-refresh']!.outcome).toBe('expiring')
    expect(await account(accounts.ytBeta)).toMatchObject({
      status: 'error',
      lastError: 'Google: invalid_grant (Token has been expired or revoked.)',
    })
    expect((await account(accounts.fbSoon)).status).toBe('error')

    const failedBeta = await notificationsOf(accounts.ytBeta, 'token_refresh_failed')
    expect(failedBeta.map((doc) => doc.recipient)).toEqual([users.hubBeta])
    expect(failedBeta[0]).toMatchObject({ severity: 'error', tenant: tenants.beta })
    expect(failedBeta[0]!.message).toContain('invalid_grant')
    expect((await notificationsOf(accounts.fbSoon, 'token_refresh_failed')).length).toBe(2)
    expect((await notificationsOf(accounts.ytExpired, 'token_refresh_failed')).length).toBe(2)
    // "Still expiring" is not told again.
    expect((await notificationsOf(accounts.ytNoRefresh, 'token_expiring')).length).toBe(2)
    expect(
      (await payload.count({ collection: 'vp-notifications', overrideAccess: true })).totalDocs - notificationsBefore,
    ).toBe(7)

    const before = await snapshot()
    const calls = fake.calls.length
    const monitor = await cron('HEAD')
    expect(monitor.status).toBe(503)
    expect(monitor.headers.get('x-tokens-refresh-failed')).toBe('4')
    expect(monitor.headers.get('x-tokens-last-run')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await snapshot()).toEqual(before)
    expect(fake.calls.length).toBe(calls)
  })

  it('recovers: the next good run clears the error state and the monitor is 2xx again', async () => {
    fake.modes.google = 'success'
    fake.modes.meta = 'success'
    const response = await cron('GET')
    const { results } = (await response.json()) as { results: { name: string; outcome: string }[] }
    expect(results.filter((result) => result.outcome === 'failed')).toEqual([])
    expect(await account(accounts.ytBeta)).toMatchObject({ status: 'connected', lastError: null })
    expect((await cron('HEAD')).status).toBe(200)
  })
})
