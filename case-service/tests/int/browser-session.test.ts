import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { refreshTokens } from '@case/db/schema'
import { createUser, loginAs, type TestUser } from '../harness/fixtures/auth'
import {
  browserLogin,
  browserLogout,
  browserRefresh,
  postSessionLogin,
  refreshCookieSet,
  sessionOf,
} from '../harness/fixtures/browserSession'
import { timeStep, totp } from '../harness/fixtures/totp'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'
process.env.CASE_IDLE_LOGOUT_MINUTES = '20'

describe('browser sessions (/api/auth/session)', () => {
  const ctx = useCaseApi({ users: false })
  const { api } = ctx
  let user: TestUser
  // The web app is served by this service: its origin is CASE_PUBLIC_URL.
  const origin = () => ctx.url

  beforeAll(async () => {
    process.env.CASE_PUBLIC_URL = ctx.url
    user = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
  })

  const me = (token: string) => api.get('/api/auth/me', { token })

  it('login sets the HttpOnly refresh cookie with exactly the agreed attributes; the JSON has no refresh token', async () => {
    const res = await postSessionLogin(api, user.email)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(
      /^case_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/session; HttpOnly; Secure; SameSite=Strict; Max-Age=604800$/,
    )
    expect(res.body).toEqual({
      outcome: 'session',
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      user: expect.objectContaining({ email: user.email }),
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      idle_timeout_seconds: 1200,
    })
    expect(res.text).not.toContain(refreshCookieSet(res))
    expect(res.headers.get('ratelimit-policy')).toBeTruthy()
    expect((await me(res.body.access_token)).status).toBe(200)
    const [family] = await ctx.db
      .select({ transport: refreshTokens.transport })
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, user.id))
    expect(family?.transport).toBe('cookie')
  })

  it('GET /csrf answers the CSRF token of the cookie present, and a 401 without one', async () => {
    const session = await browserLogin(api, user.email)
    const csrf = await api.get('/api/auth/session/csrf', { headers: { cookie: `case_refresh=${session.cookie}` } })
    expect(csrf.status).toBe(200)
    expect(csrf.body).toEqual({ csrf_token: session.csrf_token })
    const none = await api.get('/api/auth/session/csrf')
    expect(none.status).toBe(401)
    expect(none.body.code).toBe('session_missing')
  })

  it('refresh rotates the cookie; the old cookie is refused afterwards and its reuse revokes the family', async () => {
    const first = await browserLogin(api, user.email)
    const second = sessionOf(await browserRefresh(api, origin(), first.cookie, first.csrf_token))
    expect(second.cookie).not.toBe(first.cookie)
    expect(second.csrf_token).not.toBe(first.csrf_token)
    expect(second.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      user: expect.objectContaining({ email: user.email }),
      csrf_token: expect.any(String),
      idle_timeout_seconds: 1200,
    })
    expect((await me(second.access_token)).status).toBe(200)

    const reused = await browserRefresh(api, origin(), first.cookie, first.csrf_token)
    expect(reused.status).toBe(401)
    expect(reused.body.code).toBe('refresh_reused')
    expect(refreshCookieSet(reused), 'a refused cookie is removed').toBe('')
    expect(reused.headers.get('set-cookie')).toContain('Max-Age=0')
    const afterReuse = await browserRefresh(api, origin(), second.cookie, second.csrf_token)
    expect(afterReuse.status, 'the whole family is revoked').toBe(401)
    expect((await me(second.access_token)).status).toBe(401)
  })

  it('refresh without a cookie is a 401 that removes the cookie', async () => {
    const res = await browserRefresh(api, origin(), undefined, 'whatever')
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('session_missing')
    expect(refreshCookieSet(res)).toBe('')
  })

  it('logout revokes the session and clears the cookie (Max-Age=0, same path)', async () => {
    const session = await browserLogin(api, user.email)
    const res = await browserLogout(api, origin(), session.cookie, session.csrf_token)
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toBe(
      'case_refresh=; Path=/api/auth/session; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
    )
    expect((await me(session.access_token)).status).toBe(401)
    expect((await browserRefresh(api, origin(), session.cookie, session.csrf_token)).status).toBe(401)
    const again = await browserLogout(api, origin(), session.cookie, session.csrf_token)
    expect(again.status, 'idempotent').toBe(204)
  })

  it('logout with the Bearer token of the same user also ends that token’s session', async () => {
    const cookieSession = await browserLogin(api, user.email)
    const refreshed = sessionOf(await browserRefresh(api, origin(), cookieSession.cookie, cookieSession.csrf_token))
    const res = await browserLogout(api, origin(), refreshed.cookie, refreshed.csrf_token, refreshed.access_token)
    expect(res.status).toBe(204)
    expect((await me(refreshed.access_token)).status).toBe(401)
  })

  it('MFA: the browser login asks for the code, then opens the session with it', async () => {
    const mfaUser = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const json = await loginAs(api, mfaUser.email)
    const setup = await api.post('/api/auth/mfa/setup', {
      token: json.access_token,
      json: { password: mfaUser.password },
    })
    const step = timeStep()
    const verify = await api.post('/api/auth/mfa/verify', {
      token: json.access_token,
      json: { password: mfaUser.password, code: totp(setup.body.secret, step) },
    })
    expect(verify.status).toBe(200)
    expect(verify.body.refresh_token, 'a JSON session stays a JSON session').toEqual(expect.any(String))
    expect(verify.headers.get('set-cookie')).toBeNull()

    const withoutCode = await postSessionLogin(api, mfaUser.email)
    expect(withoutCode.status).toBe(200)
    expect(withoutCode.body).toEqual({ outcome: 'mfa_required', mfa_required: true })
    expect(withoutCode.headers.get('set-cookie')).toBeNull()
    const wrongCode = await postSessionLogin(api, mfaUser.email, mfaUser.password, '000000')
    expect(wrongCode.status).toBe(401)
    expect(wrongCode.body.code).toBe('mfa_invalid')
    const session = sessionOf(
      await postSessionLogin(api, mfaUser.email, mfaUser.password, totp(setup.body.secret, step + 1)),
    )
    expect(session.body.outcome).toBe('session')
  })

  it('MFA enrolment in a browser session keeps the browser signed in with a new cookie', async () => {
    const mfaUser = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const session = await browserLogin(api, mfaUser.email)
    const setup = await api.post('/api/auth/mfa/setup', {
      token: session.access_token,
      json: { password: mfaUser.password },
    })
    const verify = await api.post('/api/auth/mfa/verify', {
      token: session.access_token,
      json: { password: mfaUser.password, code: totp(setup.body.secret) },
    })
    const next = sessionOf(verify)
    expect(verify.body.refresh_token).toBeUndefined()
    expect((await me(next.access_token)).status).toBe(200)
    expect((await browserRefresh(api, origin(), next.cookie, next.csrf_token)).status).toBe(200)
  })

  it('a wrong password locks the account after 5 failures: 423 with locked_until, as at the login', async () => {
    const victim = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await postSessionLogin(api, victim.email, 'Wrong-Password-0000!')
      expect(wrong.status).toBe(401)
      expect(wrong.body.code).toBe('invalid_credentials')
    }
    const locked = await postSessionLogin(api, victim.email, 'Wrong-Password-0000!')
    expect(locked.status).toBe(423)
    expect(locked.body).toMatchObject({ code: 'account_locked', locked_until: expect.any(String) })
    expect((await postSessionLogin(api, victim.email)).status).toBe(423)
  })

  it('change-password in a browser session sets a new cookie and leaves the refresh token out of the JSON', async () => {
    const changer = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const session = await browserLogin(api, changer.email)
    const res = await api.post('/api/auth/change-password', {
      token: session.access_token,
      json: { current_password: changer.password, new_password: 'Another-Horse-Battery-43!' },
    })
    const next = sessionOf(res)
    expect(res.body.refresh_token).toBeUndefined()
    expect(res.body.idle_timeout_seconds).toBe(1200)
    expect(next.cookie).not.toBe(session.cookie)
    expect((await me(session.access_token)).status, 'the old session ended').toBe(401)
    expect((await browserRefresh(api, origin(), session.cookie, session.csrf_token)).status).toBe(401)
    expect((await browserRefresh(api, origin(), next.cookie, next.csrf_token)).status).toBe(200)
  })

  it('the JSON API is unchanged: login, /api/auth/refresh and change-password answer token pairs without cookies', async () => {
    const apiUser = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const tokens = await loginAs(api, apiUser.email)
    const refreshed = await api.post('/api/auth/refresh', { json: { refresh_token: tokens.refresh_token } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).toEqual(expect.any(String))
    expect(refreshed.body.csrf_token).toBeUndefined()
    expect(refreshed.headers.get('set-cookie')).toBeNull()
    const changed = await api.post('/api/auth/change-password', {
      token: refreshed.body.access_token,
      json: { current_password: apiUser.password, new_password: 'Another-Horse-Battery-43!' },
    })
    expect(changed.status).toBe(200)
    expect(Object.keys(changed.body).sort()).toEqual(
      ['access_token', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
    )
    expect(changed.headers.get('set-cookie')).toBeNull()
  })
})
