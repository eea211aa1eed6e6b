import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '@case/db/schema'
import { createUser, loginAs } from '../harness/fixtures/auth'
import { timeStep, totp } from '../harness/fixtures/totp'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

/**
 * Issue 28 #4: with nothing but a victim's access token an attacker turned MFA on with a secret of
 * their own: the owner's sessions ended, the owner's next login asked for the attacker's code, and the
 * attacker held a fresh session. Setup and verify now need the current password, and every MFA change
 * leaves the owner a notification.
 */
describe('attack: MFA enrolment with a stolen access token', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!
  const notificationTypes = async (token: string) =>
    ((await api.get('/api/notifications', { token })).body.items as { type: string }[]).map((item) => item.type)

  it('setup and verify without the password are refused; MFA stays off and the owner keeps the session', async () => {
    const victim = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const owner = await loginAs(api, victim.email, victim.password)
    const stolen = owner.access_token

    const bare = await api.post('/api/auth/mfa/setup', { token: stolen })
    expect(bare.status, bare.text).toBe(415)
    const setup = await api.post('/api/auth/mfa/setup', { token: stolen, json: {} })
    expect(setup.status, setup.text).toBe(422)
    expect(setup.body.errors).toEqual([expect.objectContaining({ field: 'password' })])
    const verify = await api.post('/api/auth/mfa/verify', {
      token: stolen,
      json: { code: totp(setup.body.secret ?? bare.body.secret ?? 'AAAA') },
    })
    expect(verify.status, verify.text).toBe(422)
    expect(verify.body.errors).toEqual([expect.objectContaining({ field: 'password' })])

    expect(await row(victim.id)).toMatchObject({ mfa_enabled: false, mfa_pending_secret_enc: null })
    expect((await api.post('/api/auth/refresh', { json: { refresh_token: owner.refresh_token } })).status).toBe(200)
    expect(
      (await api.post('/api/auth/login', { json: { email: victim.email, password: victim.password } })).body
        .access_token,
    ).toBeTruthy()
  })

  it('a wrong password is refused at setup and at verify, and counts toward the lockout', async () => {
    const victim = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const { access_token: stolen } = await loginAs(api, victim.email, victim.password)
    const setup = await api.post('/api/auth/mfa/setup', { token: stolen, json: { password: 'Guessed-Password-1' } })
    expect(setup.status, setup.text).toBe(422)
    expect(setup.body.code).toBe('password_invalid')
    expect(await row(victim.id)).toMatchObject({ mfa_pending_secret_enc: null, failed_login_count: 1 })

    // Even a pending secret the owner started cannot be completed without the password.
    const started = await api.post('/api/auth/mfa/setup', { token: stolen, json: { password: victim.password } })
    expect(started.status).toBe(200)
    const verify = await api.post('/api/auth/mfa/verify', {
      token: stolen,
      json: { password: 'Guessed-Password-2', code: totp(started.body.secret) },
    })
    expect(verify.status, verify.text).toBe(422)
    expect(verify.body.code).toBe('password_invalid')
    expect(await row(victim.id)).toMatchObject({ mfa_enabled: false, failed_login_count: 2 })
  })

  it('with the password MFA is turned on; the owner is notified of MFA on, off and an admin reset', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const session = await loginAs(api, user.email, user.password)
    const setup = await api.post('/api/auth/mfa/setup', {
      token: session.access_token,
      json: { password: user.password },
    })
    expect(setup.status, setup.text).toBe(200)
    const step = timeStep()
    const verify = await api.post('/api/auth/mfa/verify', {
      token: session.access_token,
      json: { password: user.password, code: totp(setup.body.secret, step) },
    })
    expect(verify.status, verify.text).toBe(200)
    expect(await notificationTypes(verify.body.access_token)).toEqual(['mfa_enabled'])

    const disabled = await api.post('/api/auth/mfa/disable', {
      token: verify.body.access_token,
      json: { password: user.password, code: totp(setup.body.secret, step + 1) },
    })
    expect(disabled.status, disabled.text).toBe(200)
    expect(await notificationTypes(disabled.body.access_token)).toEqual(['mfa_disabled', 'mfa_enabled'])

    await ctx.db.update(users).set({ mfa_enabled: true }).where(eq(users.id, user.id))
    expect((await api.post(`/api/admin/users/${user.id}/mfa/reset`, { token: ctx.admin.token })).status).toBe(200)
    const after = await loginAs(api, user.email, user.password)
    const notice = (await api.get('/api/notifications', { token: after.access_token })).body.items[0]
    expect(notice).toMatchObject({
      type: 'mfa_reset',
      title: 'Zwei-Faktor-Anmeldung von einem Administrator zurückgesetzt',
      link: '/profile',
    })
  })
})
