import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '@case/db/schema'
import { createUser, loginAs, tokenFor, type TestUser } from '../harness/fixtures/auth'
import { base32Decode, hotp, timeStep, totp } from '../harness/fixtures/totp'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

/** Waits into a fresh 30-second step when the current one is nearly over (for tests about the ±1 window). */
async function awayFromStepEnd() {
  const intoStep = (Date.now() / 1000) % 30
  if (intoStep > 25) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 50))
}

describe('TOTP helper of this test (RFC 6238 appendix B vectors)', () => {
  it('matches the SHA-1 reference values', () => {
    const key = Buffer.from('12345678901234567890')
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082')
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804')
    expect(hotp(key, Math.floor(2000000000 / 30), 8)).toBe('69279037')
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890')
  })
})

describe('auth: MFA', () => {
  const ctx = useCaseApi({ admin: { email: 'mfa-admin@example.org' } })
  const { api } = ctx

  const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!
  const login = (user: TestUser, totp_code?: string) =>
    api.post('/api/auth/login', {
      json: { email: user.email, password: user.password, ...(totp_code ? { totp_code } : {}) },
    })

  /**
   * setup + verify through the API. Returns the secret, the step whose code enrolled (now used
   * up) and the session handed out by verify. Later codes use step + 1, accepted within ±1.
   */
  async function enrol(user: TestUser) {
    const session = await loginAs(api, user.email, user.password)
    const setup = await api.post('/api/auth/mfa/setup', {
      token: session.access_token,
      json: { password: user.password },
    })
    expect(setup.status).toBe(200)
    const step = timeStep()
    const verify = await api.post('/api/auth/mfa/verify', {
      token: session.access_token,
      json: { password: user.password, code: totp(setup.body.secret, step) },
    })
    expect(verify.status).toBe(200)
    return { secret: setup.body.secret as string, step, session: verify.body }
  }

  it('setup returns a base32 secret, an otpauth URL and a PNG QR code, and stores the secret encrypted', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'setup@example.org' })
    const res = await api.post('/api/auth/mfa/setup', {
      token: await tokenFor(user),
      json: { password: user.password },
    })
    expect(res.status).toBe(200)
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(res.body.otpauth_url)
    expect(url.protocol).toBe('otpauth:')
    expect(url.searchParams.get('secret')).toBe(res.body.secret)
    expect(decodeURIComponent(url.pathname)).toContain('setup@example.org')
    expect(res.body.qr_code).toMatch(/^data:image\/png;base64,/)
    expect(Buffer.from(res.body.qr_code.split(',')[1], 'base64').subarray(0, 4).toString('hex')).toBe('89504e47')

    const stored = await row(user.id)
    expect(stored.mfa_enabled).toBe(false)
    expect(stored.mfa_pending_secret_enc).toBeTruthy()
    expect(stored.mfa_pending_secret_enc).not.toContain(res.body.secret)
  })

  it('verify refuses a wrong code and turns MFA on with a right one; other sessions end, a new pair is returned', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'enrol@example.org' })
    const session = await loginAs(api, user.email, user.password)
    const setup = await api.post('/api/auth/mfa/setup', {
      token: session.access_token,
      json: { password: user.password },
    })
    const wrong = await api.post('/api/auth/mfa/verify', {
      token: session.access_token,
      json: { password: user.password, code: totp(setup.body.secret, timeStep() + 10) },
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.code).toBe('mfa_invalid')
    expect((await row(user.id)).mfa_enabled).toBe(false)

    const verify = await api.post('/api/auth/mfa/verify', {
      token: session.access_token,
      json: { password: user.password, code: totp(setup.body.secret) },
    })
    expect(verify.status).toBe(200)
    expect(verify.body.user.mfa_enabled).toBe(true)
    expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
    expect((await api.post('/api/auth/refresh', { json: { refresh_token: session.refresh_token } })).status).toBe(401)
    expect((await api.get('/api/auth/me', { token: verify.body.access_token })).status).toBe(200)

    const stored = await row(user.id)
    expect(stored).toMatchObject({ mfa_enabled: true, mfa_pending_secret_enc: null })
    expect(stored.mfa_secret_enc).not.toContain(setup.body.secret)
    expect(
      (await api.post('/api/auth/mfa/setup', { token: verify.body.access_token, json: { password: user.password } }))
        .status,
    ).toBe(409)
  })

  it('verify without a setup is a 409', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'nosetup@example.org' })
    const res = await api.post('/api/auth/mfa/verify', {
      token: await tokenFor(user),
      json: { password: user.password, code: '123456' },
    })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('mfa_setup_required')
  })

  it('login with MFA: no code → mfa_required without tokens, wrong code → 401 mfa_invalid, right code → tokens, the same code again → refused', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'mfa-login@example.org' })
    const { secret, step } = await enrol(user)

    const noCode = await login(user)
    expect(noCode.status).toBe(200)
    expect(noCode.body).toEqual({ outcome: 'mfa_required', mfa_required: true })

    const wrong = await login(user, totp(secret, timeStep() + 10))
    expect(wrong.status).toBe(401)
    expect(wrong.body.code).toBe('mfa_invalid')

    expect((await login(user, totp(secret, step))).status, 'the enrolment code is used up').toBe(401)
    const code = totp(secret, step + 1)
    const ok = await login(user, code)
    expect(ok.status).toBe(200)
    expect(ok.body.access_token).toBeTruthy()
    expect((await row(user.id)).failed_login_count).toBe(0)

    const replay = await login(user, code)
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('mfa_invalid')
    const failures = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'))
    expect(failures.map((f) => f.details?.reason)).toEqual(expect.arrayContaining(['mfa_invalid', 'mfa_replayed']))
  })

  it('a code of the previous step is accepted, one of two steps ago is not', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'drift@example.org' })
    const { secret } = await enrol(user)
    await ctx.db.update(users).set({ mfa_last_step: null }).where(eq(users.id, user.id))
    expect((await login(user, totp(secret, timeStep() - 3))).status).toBe(401)
    await awayFromStepEnd()
    expect((await login(user, totp(secret, timeStep() - 1))).status).toBe(200)
  })

  it('wrong codes count toward the lockout', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'mfa-lock@example.org' })
    const { secret } = await enrol(user)
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login(user, totp(secret, timeStep() + 10 + attempt))).status).toBe(401)
    const fifth = await login(user, totp(secret, timeStep() + 20))
    expect(fifth.status).toBe(423)
    expect(fifth.body.code).toBe('account_locked')
  })

  it('disable needs password and a fresh code; then login needs no code', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'disable@example.org' })
    const { secret, step, session } = await enrol(user)
    const token = session.access_token
    const badPassword = await api.post('/api/auth/mfa/disable', {
      token,
      json: { password: 'wrong-password-123', code: totp(secret, step + 1) },
    })
    expect(badPassword.status).toBe(422)
    expect(badPassword.body.code).toBe('password_invalid')

    const replayed = await api.post('/api/auth/mfa/disable', {
      token,
      json: { password: user.password, code: totp(secret, step) },
    })
    expect(replayed.status, 'the enrolment code is used up').toBe(422)
    expect(replayed.body.code).toBe('mfa_invalid')

    const disabled = await api.post('/api/auth/mfa/disable', {
      token,
      json: { password: user.password, code: totp(secret, step + 1) },
    })
    expect(disabled.status).toBe(200)
    expect(disabled.body.user.mfa_enabled).toBe(false)
    expect((await api.get('/api/auth/me', { token })).status).toBe(401)
    expect(await row(user.id)).toMatchObject({ mfa_enabled: false, mfa_secret_enc: null, mfa_last_step: null })
    expect((await login(user)).body.access_token).toBeTruthy()
  })

  it('an admin resets MFA of a user who lost the device: sessions end, login without code works', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'lostphone@example.org' })
    const { session } = await enrol(user)

    const byStaff = await api.post(`/api/admin/users/${ctx.admin.id}/mfa/reset`, { token: session.access_token })
    expect(byStaff.status).toBe(403)
    const own = await api.post(`/api/admin/users/${ctx.admin.id}/mfa/reset`, { token: ctx.admin.token })
    expect(own.status).toBe(409)
    expect(own.body.code).toBe('cannot_reset_own_mfa')
    expect(
      (await api.post('/api/admin/users/00000000-0000-4000-8000-000000000000/mfa/reset', { token: ctx.admin.token }))
        .status,
    ).toBe(404)

    const reset = await api.post(`/api/admin/users/${user.id}/mfa/reset`, { token: ctx.admin.token })
    expect(reset.status).toBe(200)
    expect(reset.body.mfa_enabled).toBe(false)
    expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
    expect((await login(user)).body.access_token).toBeTruthy()
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'users.mfa_reset'))
    expect(entry).toMatchObject({ user_id: ctx.admin.id, entity_id: user.id })
  })
})
