import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openToken } from '@/modules/community/lib/accountTokens'
import { signState, stateKey } from '@/modules/community/lib/oauth/state'
import { getTestPayload } from '../helpers/payload'
import { signIn, startCmsApi } from '../helpers/cmsServer'
import { api, createTenant, createUser } from '../helpers/fixtures/platform'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { createCommunityUser } from '../helpers/fixtures/community'
import { startFakeOAuth, type FakeOAuth } from '../helpers/fixtures/fakeOAuth'

let payload: Payload
let cms: RunningServer
let fake: FakeOAuth
const tenants = { alpha: 0, beta: 0 }
const tokens = { managerAlpha: '', moderatorAlpha: '', managerBeta: '', superAdmin: '' }
const users = { managerAlpha: 0 }

const CALLBACK = '/api/community/oauth/youtube/callback'

/** Starts a connection as the user: the redirect's state and the nonce cookie the browser keeps. */
async function start(token: string, tenant: number) {
  const response = await fetch(`${cms.url}/api/community/oauth/youtube/start?tenant=${tenant}`, {
    headers: { authorization: `JWT ${token}` },
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!
  return { location, state: location.searchParams.get('state')!, cookie }
}

/** Google's redirect back into the browser (session cookie here as a JWT header). */
const callback = (token: string | undefined, query: Record<string, string>, cookie?: string) =>
  fetch(`${cms.url}${CALLBACK}?${new URLSearchParams(query)}`, {
    headers: { ...(token && { authorization: `JWT ${token}` }), ...(cookie && { cookie }) },
    redirect: 'manual',
  })

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; path?: string }[] }).errors[0]

beforeAll(async () => {
  fake = await startFakeOAuth()
  Object.assign(process.env, fake.env)
  payload = await getTestPayload()
  cms = await startCmsApi()
  tenants.alpha = (await createTenant(payload, 'oauth-alpha')).id
  tenants.beta = (await createTenant(payload, 'oauth-beta')).id
  users.managerAlpha = (
    await createCommunityUser(payload, 'manager@oauth-alpha.test', [
      { tenant: tenants.alpha, communityRole: 'manager' },
    ])
  ).id
  await createCommunityUser(payload, 'moderator@oauth-alpha.test', [
    { tenant: tenants.alpha, communityRole: 'moderator' },
  ])
  await createCommunityUser(payload, 'manager@oauth-beta.test', [{ tenant: tenants.beta, communityRole: 'manager' }])
  await createUser(payload, 'root@oauth.test', [], { isSuperAdmin: true })
  tokens.managerAlpha = await signIn(cms, 'manager@oauth-alpha.test')
  tokens.moderatorAlpha = await signIn(cms, 'moderator@oauth-alpha.test')
  tokens.managerBeta = await signIn(cms, 'manager@oauth-beta.test')
  tokens.superAdmin = await signIn(cms, 'root@oauth.test')
})

afterAll(async () => {
  await cms?.close()
  await fake?.close()
})

describe('GET /api/community/oauth/youtube/start', () => {
  it('sends a community manager to the consent screen with a signed state and a nonce cookie', async () => {
    const response = await fetch(`${cms.url}/api/community/oauth/youtube/start?tenant=${tenants.alpha}`, {
      headers: { authorization: `JWT ${tokens.managerAlpha}` },
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(fake.env.GOOGLE_OAUTH_AUTHORIZE_URL)
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'fake-client-id',
      redirect_uri: `${cms.url}${CALLBACK}`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
    })
    expect(location.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/)
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(
      /^community_oauth_nonce=[\w-]{16,}; Path=\/api\/community\/oauth; Max-Age=600; HttpOnly; SameSite=Lax/,
    )
    // The client secret never leaves the server.
    expect(location.toString()).not.toContain('fake-client-secret')
  })

  it('refuses anonymous users, moderators, managers of another tenant, and bad or unknown tenants', async () => {
    const startAs = (token: string | undefined, tenant: string) =>
      api(cms.url, `/api/community/oauth/youtube/start?tenant=${tenant}`, {
        token,
        headers: { 'accept-language': 'en' },
      })
    expect((await startAs(undefined, String(tenants.alpha))).status).toBe(401)
    const moderator = await startAs(tokens.moderatorAlpha, String(tenants.alpha))
    expect(moderator.status).toBe(403)
    expect(moderator.json.errors[0]).toEqual({
      message: 'You may not connect accounts in this tenant.',
      path: 'tenant',
    })
    expect((await startAs(tokens.managerBeta, String(tenants.alpha))).status).toBe(403)
    const malformed = await startAs(tokens.managerAlpha, '1 or 1=1')
    expect(malformed.status).toBe(400)
    expect(malformed.json.errors[0].path).toBe('tenant')
    expect((await startAs(tokens.superAdmin, '999999')).status).toBe(404)
    const german = await api(cms.url, `/api/community/oauth/youtube/start?tenant=${tenants.alpha}`, {
      token: tokens.moderatorAlpha,
      headers: { 'accept-language': 'de' },
    })
    expect(german.json.errors[0].message).toBe('Sie dürfen in diesem Mandanten keine Konten verbinden.')
  })
})

describe('GET /api/community/oauth/youtube/callback', () => {
  it('exchanges the code, reads the channel and stores the account with sealed tokens, then opens it in the admin', async () => {
    const { state, cookie } = await start(tokens.managerAlpha, tenants.alpha)
    const code = fake.grantCode({ id: 'UCalpha1', title: 'Alpha Kanal' })
    const before = Date.now()
    // As a browser comes back from Google: Payload refuses the session cookie on that cross-site navigation,
    // so the signed state and the nonce cookie alone identify the user (the attack tests below try to break that).
    const response = await callback(undefined, { code, state }, cookie)
    expect(response.status).toBe(200)
    const accounts = await payload.find({
      collection: 'social-accounts',
      where: { tenant: { equals: tenants.alpha } },
      depth: 1,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(accounts.totalDocs).toBe(1)
    const account = accounts.docs[0]! as (typeof accounts.docs)[number] & {
      accessTokenSealed: string
      refreshTokenSealed: string
    }
    // A page that opens the account (a redirect would carry the cross-site origin on to the admin).
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain(
      `<meta http-equiv="refresh" content="0;url=/admin/collections/social-accounts/${account.id}">`,
    )
    expect(page).toContain(`<a href="/admin/collections/social-accounts/${account.id}">Weiter zum Konto</a>`)
    // The nonce is single-use: the callback clears it.
    expect(response.headers.get('set-cookie')).toMatch(/^community_oauth_nonce=; .*Max-Age=0/)
    expect(account).toMatchObject({
      name: 'Alpha Kanal',
      externalId: 'UCalpha1',
      handle: '@ucalpha1',
      status: 'connected',
      accessTokenSet: true,
      refreshTokenSet: true,
    })
    expect(account.scopes).toEqual(['https://www.googleapis.com/auth/youtube.force-ssl'])
    expect((account.platform as { network: string }).network).toBe('youtube')
    const expires = new Date(account.tokenExpiresAt!).getTime()
    expect(expires).toBeGreaterThanOrEqual(before + 3590_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000)
    const [accessToken, refreshToken] = fake.issued.slice(-2)
    expect(openToken(account.accessTokenSealed, tenants.alpha, 'accessToken')).toBe(accessToken)
    expect(openToken(account.refreshTokenSealed, tenants.alpha, 'refreshToken')).toBe(refreshToken)
    const exchange = fake.calls.find((call) => call.params.code === code)!
    expect(exchange.params).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: `${cms.url}${CALLBACK}`,
      client_id: 'fake-client-id',
    })
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/youtube/v3/channels',
      params: { part: 'snippet', mine: 'true' },
      authorization: `Bearer ${accessToken}`,
    })

    // Replayed: without the cleared nonce the browser check refuses it; with the old cookie Google refuses the used code.
    const replay = await callback(tokens.managerAlpha, { code, state })
    expect(replay.status).toBe(400)
    expect((await errorOf(replay))!.path).toBe('state')
    const replayWithCookie = await callback(tokens.managerAlpha, { code, state }, cookie)
    expect(replayWithCookie.status).toBe(502)
    expect(
      (
        await payload.count({
          collection: 'social-accounts',
          where: { tenant: { equals: tenants.alpha } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('updates the same account on a reconnect of the channel', async () => {
    const { state, cookie } = await start(tokens.managerAlpha, tenants.alpha)
    const response = await callback(
      tokens.managerAlpha,
      { code: fake.grantCode({ id: 'UCalpha1', title: 'Alpha Kanal (neu)' }), state },
      cookie,
    )
    expect(response.status).toBe(200)
    const accounts = await payload.find({
      collection: 'social-accounts',
      where: { tenant: { equals: tenants.alpha } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(accounts.docs.map((account) => account.name)).toEqual(['Alpha Kanal (neu)'])
    const sealed = (accounts.docs[0] as unknown as { accessTokenSealed: string }).accessTokenSealed
    expect(openToken(sealed, tenants.alpha, 'accessToken')).toBe(fake.issued.at(-2))
    expect(
      (
        await payload.count({
          collection: 'social-platforms',
          where: { tenant: { equals: tenants.alpha } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it("refuses another user's state, a tampered, expired or foreign-browser state, and a declined consent", async () => {
    const { state, cookie } = await start(tokens.managerAlpha, tenants.alpha)
    const code = fake.grantCode({ id: 'UCstolen', title: 'Stolen' })
    const callsBefore = fake.calls.length

    const otherUser = await callback(tokens.managerBeta, { code, state }, cookie)
    expect(otherUser.status).toBe(403)

    // The payload names tenant beta, the signature is alpha's.
    const [body, mac] = state.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const forged = `${Buffer.from(JSON.stringify({ ...claims, tenant: tenants.beta })).toString('base64url')}.${mac}`
    const tampered = await callback(tokens.managerAlpha, { code, state: forged }, cookie)
    expect(tampered.status).toBe(400)

    const expired = signState({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, stateKey())
    const late = await fetch(`${cms.url}${CALLBACK}?${new URLSearchParams({ code, state: expired })}`, {
      headers: { authorization: `JWT ${tokens.managerAlpha}`, cookie, 'accept-language': 'en' },
    })
    expect(late.status).toBe(400)
    expect(await errorOf(late)).toEqual({
      message: 'The request has expired: please start the connection again.',
      path: 'state',
    })

    expect((await callback(tokens.managerAlpha, { code, state })).status).toBe(400)
    // Without the browser's nonce cookie the state alone is worth nothing (a stolen or replayed link).
    expect((await callback(undefined, { code, state })).status).toBe(400)
    expect((await callback(tokens.managerAlpha, { error: 'access_denied', state }, cookie)).status).toBe(400)
    expect((await callback(tokens.managerAlpha, { code: 'x\u0000', state }, cookie)).status).toBe(400)
    // None of these reached Google, and nothing was stored.
    expect(fake.calls.length).toBe(callsBefore)
    expect(
      (
        await payload.count({
          collection: 'social-accounts',
          where: { externalId: { equals: 'UCstolen' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('answers 502 without storing anything when Google refuses the code', async () => {
    const { state, cookie } = await start(tokens.managerAlpha, tenants.alpha)
    const response = await callback(tokens.managerAlpha, { code: '4/never-issued', state }, cookie)
    expect(response.status).toBe(502)
    expect((await errorOf(response))!.message).toContain('invalid_grant')
    expect(
      (
        await payload.count({
          collection: 'social-accounts',
          where: { tenant: { equals: tenants.alpha } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})
