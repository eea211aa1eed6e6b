import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../harness/fixtures/auth'
import {
  browserHeaders,
  browserLogin,
  browserLogout,
  browserRefresh,
  refreshCookieSet,
  sessionOf,
  type BrowserSession,
} from '../harness/fixtures/browserSession'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

/**
 * Attacks on the browser session: cross-site requests (CSRF) against the cookie routes, tokens of
 * another session, and attempts to read or reuse the refresh token from what page scripts see.
 */
describe('attack: browser sessions', () => {
  const ctx = useCaseApi({ users: false })
  const { api } = ctx
  let victim: TestUser
  let attacker: TestUser
  const origin = () => ctx.url

  beforeAll(async () => {
    process.env.CASE_PUBLIC_URL = ctx.url
    victim = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    attacker = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
  })

  const expectCsrfRefusal = (res: { status: number; body: any }) => {
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('csrf_failed')
  }
  /** The session still works after a refused request: the refusal neither used nor revoked it. */
  const expectIntact = async (session: BrowserSession) => {
    expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(200)
    return sessionOf(await browserRefresh(api, origin(), session.cookie, session.csrf_token))
  }

  describe('CSRF on refresh and logout', () => {
    const foreignOrigins = () => [
      'https://evil.example',
      'null',
      // Same host, another scheme or port: another origin.
      ctx.url.replace('http://', 'https://'),
      ctx.url.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`),
      `${ctx.url}.evil.example`,
    ]

    it('a request without Origin is refused (403 csrf_failed), and the session stays usable', async () => {
      const session = await browserLogin(api, victim.email)
      const headers = { cookie: `case_refresh=${session.cookie}`, 'x-csrf-token': session.csrf_token }
      expectCsrfRefusal(await api.post('/api/auth/session/refresh', { headers }))
      expectCsrfRefusal(await api.post('/api/auth/session/logout', { headers }))
      await expectIntact(session)
    })

    it('a foreign Origin is refused, also with the right token', async () => {
      const session = await browserLogin(api, victim.email)
      for (const foreign of foreignOrigins()) {
        expectCsrfRefusal(await browserRefresh(api, foreign, session.cookie, session.csrf_token))
        expectCsrfRefusal(await browserLogout(api, foreign, session.cookie, session.csrf_token))
      }
      await expectIntact(session)
    })

    it('a missing or wrong X-CSRF-Token is refused', async () => {
      const session = await browserLogin(api, victim.email)
      const flipped = session.csrf_token.slice(0, -1) + (session.csrf_token.endsWith('A') ? 'B' : 'A')
      for (const token of [undefined, '', 'x', session.cookie, flipped]) {
        expectCsrfRefusal(await browserRefresh(api, origin(), session.cookie, token))
        expectCsrfRefusal(await browserLogout(api, origin(), session.cookie, token))
      }
      await expectIntact(session)
    })

    it('the CSRF token of another session (the attacker’s own) is refused', async () => {
      const session = await browserLogin(api, victim.email)
      const own = await browserLogin(api, attacker.email)
      const otherOfVictim = await browserLogin(api, victim.email)
      for (const token of [own.csrf_token, otherOfVictim.csrf_token]) {
        expectCsrfRefusal(await browserRefresh(api, origin(), session.cookie, token))
        expectCsrfRefusal(await browserLogout(api, origin(), session.cookie, token))
      }
      await expectIntact(session)
    })

    it('a rotated session’s old CSRF token no longer works with the new cookie', async () => {
      const first = await browserLogin(api, victim.email)
      const second = await expectIntact(first)
      expectCsrfRefusal(await browserRefresh(api, origin(), second.cookie, first.csrf_token))
    })

    it('GET /csrf grants no cross-origin read (no CORS headers) and changes nothing', async () => {
      const session = await browserLogin(api, victim.email)
      const res = await api.get('/api/auth/session/csrf', {
        headers: { origin: 'https://evil.example', cookie: `case_refresh=${session.cookie}` },
      })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('set-cookie')).toBeNull()
      await expectIntact(session)
    })
  })

  describe('the refresh token stays in the cookie', () => {
    it('no answer a page script reads carries it, and the CSRF token is no refresh token', async () => {
      const session = await browserLogin(api, victim.email)
      expect(JSON.stringify(session.body)).not.toContain(session.cookie)
      const refreshed = await browserRefresh(api, origin(), session.cookie, session.csrf_token)
      expect(refreshed.text).not.toContain(refreshCookieSet(refreshed))
      const csrfAsRefresh = await api.post('/api/auth/refresh', { json: { refresh_token: session.csrf_token } })
      expect(csrfAsRefresh.status).toBe(401)
    })

    it('a forged cookie gets a CSRF token from GET /csrf, but no session (401 refresh_invalid, cookie removed)', async () => {
      const forged = 'A'.repeat(43)
      const csrf = await api.get('/api/auth/session/csrf', { headers: { cookie: `case_refresh=${forged}` } })
      expect(csrf.status).toBe(200)
      const res = await browserRefresh(api, origin(), forged, csrf.body.csrf_token)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('refresh_invalid')
      expect(refreshCookieSet(res)).toBe('')
    })

    it('an access token as the cookie is refused', async () => {
      const session = await browserLogin(api, victim.email)
      const csrf = await api.get('/api/auth/session/csrf', {
        headers: { cookie: `case_refresh=${session.access_token}` },
      })
      const res = await browserRefresh(api, origin(), session.access_token, csrf.body.csrf_token)
      expect(res.status).toBe(401)
    })

    it('a refresh token in the body of the cookie route is ignored: without the cookie it is a 401', async () => {
      const session = await browserLogin(api, victim.email)
      const res = await api.raw('/api/auth/session/refresh', {
        method: 'POST',
        headers: { ...browserHeaders(origin(), undefined, session.csrf_token), 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.cookie }),
      })
      expect(res.status).toBe(401)
      await expectIntact(session)
    })

    it('logout with a foreign Bearer token ends only the cookie’s session, not the other user’s', async () => {
      const session = await browserLogin(api, attacker.email)
      const other = await browserLogin(api, victim.email)
      const res = await browserLogout(api, origin(), session.cookie, session.csrf_token, other.access_token)
      expect(res.status).toBe(204)
      expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
      await expectIntact(other)
    })
  })
})
