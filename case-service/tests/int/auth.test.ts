import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { signAccessToken } from '@case/features/auth/accessToken'
import { CALLER_RECHECK_MS } from '@case/features/auth/callerRows'
import { authConfig } from '@case/features/auth/config'
import { auditLog, refreshTokens, users } from '@case/db/schema'
import { createUser, DEFAULT_PASSWORD, loginAs, tokenFor, type TestUser } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

// All test requests come from 127.0.0.1: the per-IP limit is exercised in auth-rate-limit.test.ts.
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'
process.env.ALLOWED_EMAIL_DOMAINS = 'example.org,kasse.example'

describe('auth: login, tokens, sessions', () => {
  const ctx = useCaseApi({
    admin: { email: 'admin@example.org' },
    employee: { email: 'staff@example.org', name: 'Erika Muster' },
  })
  const { api } = ctx

  const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!
  const wrongLogin = (email: string) =>
    api.post('/api/auth/login', { json: { email, password: 'not-the-password-123' } })

  describe('POST /api/auth/login', () => {
    it('returns a bearer pair and the user for the right password, and audits it with IP and user agent', async () => {
      const res = await api.post('/api/auth/login', {
        json: { email: 'STAFF@example.org', password: DEFAULT_PASSWORD },
        headers: { 'user-agent': 'vitest-agent/1' },
      })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: authConfig.accessTokenTtlSeconds })
      expect(res.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(res.body.user).toMatchObject({
        id: ctx.employee.id,
        email: 'staff@example.org',
        role: 'kasse_mitarbeiter',
        mfa_enabled: false,
      })
      expect(res.body.user).not.toHaveProperty('password_hash')
      const me = await api.get('/api/auth/me', { token: res.body.access_token })
      expect(me.status).toBe(200)
      expect(me.body.id).toBe(ctx.employee.id)

      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.login_succeeded'))
        .orderBy(sql`id desc`)
        .limit(1)
      expect(entry).toMatchObject({ user_id: ctx.employee.id, ip: '127.0.0.1', user_agent: 'vitest-agent/1' })
      // Only the hash of the refresh token is stored.
      const stored = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, ctx.employee.id))
      expect(stored.some((row) => row.token_hash === res.body.refresh_token)).toBe(false)
    })

    it('refuses a wrong password with 401 invalid_credentials and audits the failure', async () => {
      const res = await wrongLogin(ctx.employee.email)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        type: 'https://docs.case-service.example/problems/invalid_credentials',
        title: 'Invalid credentials',
        status: 401,
        detail: expect.any(String),
        instance: '/api/auth/login',
        code: 'invalid_credentials',
      })
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.login_failed'))
        .orderBy(sql`id desc`)
        .limit(1)
      expect(entry).toMatchObject({
        user_id: ctx.employee.id,
        ip: '127.0.0.1',
        details: { email: ctx.employee.email, reason: 'wrong_password' },
      })
      expect(JSON.stringify(entry!.details)).not.toContain('not-the-password')
      await api.post('/api/auth/login', { json: { email: ctx.employee.email, password: DEFAULT_PASSWORD } }) // resets the count
    })

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const res = await wrongLogin('nobody@example.org')
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('invalid_credentials')
    })

    it('refuses a malformed body with 400 and a missing field with 422', async () => {
      const malformed = await api.raw('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      })
      expect(malformed.status).toBe(400)
      const missing = await api.post('/api/auth/login', { json: { email: ctx.employee.email } })
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toContainEqual({ field: 'password', message: expect.any(String) })
    })

    it('locks after 5 consecutive failures (423 with locked_until, even with the right password) and unlocks after the window', async () => {
      const victim = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'victim@example.org' })
      process.env.LOGIN_LOCK_MINUTES = String(2 / 60) // 2 seconds
      try {
        for (let attempt = 1; attempt <= 4; attempt++) expect((await wrongLogin(victim.email)).status).toBe(401)
        const fifth = await wrongLogin(victim.email)
        expect(fifth.status).toBe(423)
        expect(fifth.body).toMatchObject({ code: 'account_locked', locked_until: expect.any(String) })
        const lockedUntil = new Date(fifth.body.locked_until).getTime()
        expect(lockedUntil).toBeGreaterThan(Date.now())

        const rightPassword = await api.post('/api/auth/login', {
          json: { email: victim.email, password: victim.password },
        })
        expect(rightPassword.status).toBe(423)
        expect(rightPassword.body.locked_until).toBe(fifth.body.locked_until)

        await new Promise((resolve) => setTimeout(resolve, lockedUntil - Date.now() + 100))
        const afterWindow = await api.post('/api/auth/login', {
          json: { email: victim.email, password: victim.password },
        })
        expect(afterWindow.status).toBe(200)
        expect(await userRow(victim.id)).toMatchObject({ failed_login_count: 0, locked_until: null })
      } finally {
        delete process.env.LOGIN_LOCK_MINUTES
      }
    })

    it('a successful login resets the failure count: failures must be consecutive to lock', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'resets@example.org' })
      for (let attempt = 1; attempt <= 4; attempt++) await wrongLogin(user.email)
      await loginAs(api, user.email, user.password)
      for (let attempt = 1; attempt <= 4; attempt++) expect((await wrongLogin(user.email)).status).toBe(401)
      expect((await userRow(user.id)).failed_login_count).toBe(4)
    })

    it('concurrent wrong attempts cannot slip past the lock', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'burst@example.org' })
      // Exactly as many as the threshold, at once: a lost update (read-modify-write) would leave it unlocked.
      const results = await Promise.all(
        Array.from({ length: authConfig.maxFailedLogins }, () => wrongLogin(user.email)),
      )
      expect(results.filter((res) => res.status === 423)).toHaveLength(1)
      const row = await userRow(user.id)
      expect(row.failed_login_count).toBe(authConfig.maxFailedLogins)
      expect(row.locked_until!.getTime()).toBeGreaterThan(Date.now())
      expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
        423,
      )
    })

    it('an admin unlock clears the lock at once', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'unlockme@example.org' })
      for (let attempt = 1; attempt <= 5; attempt++) await wrongLogin(user.email)
      expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
        423,
      )
      const unlock = await api.put(`/api/admin/users/${user.id}`, {
        token: await tokenFor(ctx.admin),
        json: { unlock: true },
      })
      expect(unlock.status).toBe(200)
      expect(unlock.body).toMatchObject({ failed_login_count: 0, locked_until: null })
      expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
        200,
      )
    })

    it('a deactivated user cannot log in', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'inactive@example.org' })
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id))
      const res = await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('invalid_credentials')
    })
  })

  describe('access tokens', () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const decode = (part: string) =>
      JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
    const validClaims = (user: TestUser) => {
      const now = Math.floor(Date.now() / 1000)
      return {
        sub: user.id,
        role: user.role,
        iat_ms: Date.now(),
        iss: authConfig.issuer,
        aud: authConfig.audience,
        iat: now,
        exp: now + 600,
      }
    }
    const meWith = (token: string) => api.get('/api/auth/me', { token })

    it('accepts a genuine token (control for the refusals below)', async () => {
      expect((await meWith(await tokenFor(ctx.employee))).status).toBe(200)
    })

    it('refuses a request without a token with 401 token_missing', async () => {
      const res = await api.get('/api/auth/me')
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('token_missing')
    })

    it('refuses an unsigned token (alg: none)', async () => {
      const token = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(validClaims(ctx.employee))}.`
      const res = await meWith(token)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('token_invalid')
    })

    it('refuses a token signed with another key', async () => {
      const token = await new SignJWT({ role: ctx.employee.role, iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(ctx.employee.id)
        .setIssuer(authConfig.issuer)
        .setAudience(authConfig.audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(randomBytes(32))
      expect((await meWith(token)).status).toBe(401)
    })

    it('refuses a token whose role claim was changed (signature kept), also right after the genuine one was accepted', async () => {
      const genuine = await tokenFor(ctx.employee)
      expect((await meWith(genuine)).status).toBe(200)
      const [header, payload, signature] = genuine.split('.') as [string, string, string]
      const forged = `${header}.${encode({ ...decode(payload), role: 'admin' })}.${signature}`
      const res = await api.get('/api/admin/users', { token: forged })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('token_invalid')
    })

    it('refuses an expired token with 401 token_expired', async () => {
      const issuedLongAgo = Date.now() - (authConfig.accessTokenTtlSeconds + 60) * 1000
      const res = await meWith(await signAccessToken(ctx.employee.id, ctx.employee.role, randomUUID(), issuedLongAgo))
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('token_expired')
    })

    it('a token accepted before is refused from its expiry on (verified tokens are remembered no longer than they last)', async () => {
      vi.stubEnv('ACCESS_TOKEN_TTL_SECONDS', '2')
      const token = await tokenFor(ctx.employee).finally(() => vi.unstubAllEnvs())
      expect((await meWith(token)).status).toBe(200)
      const expiresAtMs = Number(decode(token.split('.')[1]!).exp) * 1000
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAtMs - Date.now()) + 50))
      const res = await meWith(token)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('token_expired')
    })

    it('a token accepted before is refused once the signing key has changed', async () => {
      const token = await tokenFor(ctx.employee)
      expect((await meWith(token)).status).toBe(200)
      vi.stubEnv('CASE_JWT_SECRET', randomBytes(32).toString('hex'))
      try {
        expect((await meWith(token)).status).toBe(401)
      } finally {
        vi.unstubAllEnvs()
      }
      expect((await meWith(token)).status).toBe(200)
    })

    it('refuses a correctly signed token without typ (e.g. another token kind)', async () => {
      const key = new TextEncoder().encode(process.env.CASE_JWT_SECRET!)
      const token = await new SignJWT({ role: ctx.employee.role, iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ctx.employee.id)
        .setIssuer(authConfig.issuer)
        .setAudience(authConfig.audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key)
      expect((await meWith(token)).status).toBe(401)
    })

    it('a token whose role claim is stale does not grant the old role: the user row decides', async () => {
      const demoted = await createUser(ctx.db, { role: 'admin', email: 'demoted@example.org' })
      const token = await tokenFor(demoted)
      await ctx.db.update(users).set({ role: 'kasse_mitarbeiter' }).where(eq(users.id, demoted.id))
      expect((await api.get('/api/admin/users', { token })).status).toBe(403)
    })

    it('a change made by another instance (here: directly in the database) stops a session within CALLER_RECHECK_MS', async () => {
      const leaver = await createUser(ctx.db, { role: 'admin', email: 'elsewhere@example.org' })
      const demoted = await createUser(ctx.db, { role: 'admin', email: 'demoted-elsewhere@example.org' })
      const [leaverToken, demotedToken] = await Promise.all([tokenFor(leaver), tokenFor(demoted)])
      // Both rows are now remembered by this instance.
      expect((await meWith(leaverToken)).status).toBe(200)
      expect((await api.get('/api/admin/users', { token: demotedToken })).status).toBe(200)
      await ctx.db.update(users).set({ active: false }).where(eq(users.id, leaver.id))
      await ctx.db.update(users).set({ role: 'kasse_mitarbeiter' }).where(eq(users.id, demoted.id))
      await new Promise((resolve) => setTimeout(resolve, CALLER_RECHECK_MS + 50))
      const refused = await meWith(leaverToken)
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('token_revoked')
      expect((await api.get('/api/admin/users', { token: demotedToken })).status).toBe(403)
    })
  })

  describe('refresh, logout, change-password', () => {
    it('rotates: each refresh token works once and yields a new pair', async () => {
      const first = await loginAs(api, ctx.employee.email)
      const second = await api.post('/api/auth/refresh', { json: { refresh_token: first.refresh_token } })
      expect(second.status).toBe(200)
      expect(second.body.refresh_token).not.toBe(first.refresh_token)
      expect(second.body.user.id).toBe(ctx.employee.id)
      expect((await api.get('/api/auth/me', { token: second.body.access_token })).status).toBe(200)
      const third = await api.post('/api/auth/refresh', { json: { refresh_token: second.body.refresh_token } })
      expect(third.status).toBe(200)
    })

    it('reuse of a used refresh token answers refresh_reused and revokes the whole family', async () => {
      const login = await loginAs(api, ctx.employee.email)
      const rotated = await api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })
      expect(rotated.status).toBe(200)

      const replay = await api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })
      expect(replay.status).toBe(401)
      expect(replay.body.code).toBe('refresh_reused')
      // The legitimate successor is dead too.
      const successor = await api.post('/api/auth/refresh', { json: { refresh_token: rotated.body.refresh_token } })
      expect(successor.status).toBe(401)
      expect(successor.body.code).toBe('refresh_revoked')
      const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.refresh_token_reused'))
      expect(entry?.user_id).toBe(ctx.employee.id)
    })

    it('a logout racing a refresh of the same session leaves no refresh token of it valid', async () => {
      // Regression: a revocation that waited for the rotation's row lock could not see the successor the rotation
      // inserted (READ COMMITTED), so that successor stayed valid after the logout. Several rounds, since the two
      // requests meet in either order.
      const survivors: string[] = []
      for (let round = 0; round < 12; round += 1) {
        const login = await loginAs(api, ctx.employee.email)
        const [refreshed, loggedOut] = await Promise.all([
          api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } }),
          api.post('/api/auth/logout', { token: login.access_token, json: { refresh_token: login.refresh_token } }),
        ])
        expect(loggedOut.status).toBe(204)
        if (refreshed.status !== 200) continue
        const next = await api.post('/api/auth/refresh', { json: { refresh_token: refreshed.body.refresh_token } })
        if (next.status !== 401) survivors.push(`round ${round}: ${next.status}`)
      }
      expect(survivors).toEqual([])
    })

    it('refuses unknown and expired refresh tokens', async () => {
      const unknown = await api.post('/api/auth/refresh', {
        json: { refresh_token: randomBytes(32).toString('base64url') },
      })
      expect(unknown.status).toBe(401)
      expect(unknown.body.code).toBe('refresh_invalid')

      const login = await loginAs(api, ctx.employee.email)
      await ctx.db
        .update(refreshTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.user_id, ctx.employee.id))
      const expired = await api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })
      expect(expired.status).toBe(401)
      expect(expired.body.code).toBe('refresh_expired')
    })

    it('a rotated token keeps the absolute expiry of its family', async () => {
      const login = await loginAs(api, ctx.employee.email)
      const rotated = await api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })
      const rows = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, ctx.employee.id))
        .orderBy(refreshTokens.created_at)
      const family = rows.slice(-2)
      expect(family).toHaveLength(2)
      expect(family[0]!.family_id).toBe(family[1]!.family_id)
      expect(family[1]!.family_expires_at.getTime()).toBe(family[0]!.family_expires_at.getTime())
      expect(rotated.status).toBe(200)
    })

    it('of two concurrent refreshes with one token exactly one succeeds', async () => {
      const login = await loginAs(api, ctx.employee.email)
      const results = await Promise.all(
        [0, 1].map(() => api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })),
      )
      expect(results.map((res) => res.status).sort()).toEqual([200, 401])
    })

    it('logout needs the access token and revokes the refresh family', async () => {
      const login = await loginAs(api, ctx.employee.email)
      expect((await api.post('/api/auth/logout', { json: { refresh_token: login.refresh_token } })).status).toBe(401)
      const out = await api.post('/api/auth/logout', {
        token: login.access_token,
        json: { refresh_token: login.refresh_token },
      })
      expect(out.status).toBe(204)
      const refresh = await api.post('/api/auth/refresh', { json: { refresh_token: login.refresh_token } })
      expect(refresh.status).toBe(401)
      expect(refresh.body.code).toBe('refresh_revoked')
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.logged_out'))
        .orderBy(sql`id desc`)
        .limit(1)
      expect(entry).toMatchObject({ user_id: ctx.employee.id, details: { session_revoked: true } })
    })

    it("logout cannot revoke someone else's session", async () => {
      const theirs = await loginAs(api, ctx.admin.email)
      const mine = await loginAs(api, ctx.employee.email)
      expect(
        (
          await api.post('/api/auth/logout', {
            token: mine.access_token,
            json: { refresh_token: theirs.refresh_token },
          })
        ).status,
      ).toBe(204)
      expect((await api.post('/api/auth/refresh', { json: { refresh_token: theirs.refresh_token } })).status).toBe(200)
    })

    it('change-password verifies the current one, applies the policy, revokes every session and returns a new pair', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'changer@example.org' })
      const otherDevice = await loginAs(api, user.email, user.password)
      const thisDevice = await loginAs(api, user.email, user.password)
      const newPassword = 'Another-Long-Passphrase-77'

      const wrongCurrent = await api.post('/api/auth/change-password', {
        token: thisDevice.access_token,
        json: { current_password: 'wrong-wrong-wrong-1', new_password: newPassword },
      })
      expect(wrongCurrent.status).toBe(422)
      expect(wrongCurrent.body.code).toBe('password_invalid')

      for (const [weak, code] of [
        ['short-pw', 'password_too_short'],
        ['1qaz2wsx3edc', 'password_common'],
        ['changer-is-my-secret-99', 'password_contains_email'],
      ] as const) {
        const res = await api.post('/api/auth/change-password', {
          token: thisDevice.access_token,
          json: { current_password: user.password, new_password: weak },
        })
        expect(res.status, weak).toBe(422)
        expect(res.body.code, weak).toBe(code)
      }

      const changed = await api.post('/api/auth/change-password', {
        token: thisDevice.access_token,
        json: { current_password: user.password, new_password: newPassword },
      })
      expect(changed.status).toBe(200)
      expect((await api.get('/api/auth/me', { token: changed.body.access_token })).status).toBe(200)
      for (const old of [thisDevice, otherDevice]) {
        const me = await api.get('/api/auth/me', { token: old.access_token })
        expect(me.status).toBe(401)
        expect(me.body.code).toBe('token_revoked')
        expect((await api.post('/api/auth/refresh', { json: { refresh_token: old.refresh_token } })).status).toBe(401)
      }
      expect(
        (await api.post('/api/auth/refresh', { json: { refresh_token: changed.body.refresh_token } })).status,
      ).toBe(200)
      expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
        401,
      )
      await loginAs(api, user.email, newPassword)
    })

    it('accepts a 64-character password and does not truncate it', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'longpw@example.org' })
      const long = 'x7'.repeat(40) // 80 characters
      const session = await loginAs(api, user.email, user.password)
      const changed = await api.post('/api/auth/change-password', {
        token: session.access_token,
        json: { current_password: user.password, new_password: long },
      })
      expect(changed.status).toBe(200)
      expect(
        (await api.post('/api/auth/login', { json: { email: user.email, password: long.slice(0, 72) } })).status,
      ).toBe(401)
      await loginAs(api, user.email, long)
    })
  })

  describe('GET /api/auth/me and PUT /api/auth/profile', () => {
    it('changes the own name and e-mail; the e-mail domain must be whitelisted and free', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'profile@example.org' })
      const token = await tokenFor(user)
      const renamed = await api.put('/api/auth/profile', {
        token,
        json: { name: 'Max Mustermann', email: 'Max.M@Kasse.Example' },
      })
      expect(renamed.status).toBe(200)
      expect(renamed.body).toMatchObject({ name: 'Max Mustermann', email: 'max.m@kasse.example' })

      const foreign = await api.put('/api/auth/profile', { token, json: { email: 'max@gmail.com' } })
      expect(foreign.status).toBe(422)
      expect(foreign.body.code).toBe('email_domain_not_allowed')

      const taken = await api.put('/api/auth/profile', { token, json: { email: ctx.employee.email } })
      expect(taken.status).toBe(409)
      expect(taken.body.code).toBe('email_taken')

      const empty = await api.put('/api/auth/profile', { token, json: {} })
      expect(empty.status).toBe(422)
      expect((await api.get('/api/auth/me', { token })).body).toMatchObject({
        email: 'max.m@kasse.example',
        name: 'Max Mustermann',
      })
    })
  })
})
