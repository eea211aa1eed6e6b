import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, invitations, users } from '@case/db/schema'
import { loginAs } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'
process.env.ALLOWED_EMAIL_DOMAINS = 'kasse.example, Partner.Example'
process.env.CASE_PUBLIC_URL = 'https://cases.kasse.example/'

const PASSWORD = 'Registration-Passphrase-2024'

describe('invitations and registration', () => {
  const ctx = useCaseApi({ admin: { email: 'boss@kasse.example' }, employee: { email: 'clerk@kasse.example' } })
  const { api } = ctx

  const invite = (json: Record<string, unknown>) => api.post('/api/admin/invitations', { token: ctx.admin.token, json })
  const register = (json: Record<string, unknown>) =>
    api.post('/api/auth/register', { json: { password: PASSWORD, name: 'New Person', ...json } })

  it('an admin creates an invitation: token and link once, only a hash stored, audited without the token', async () => {
    const res = await invite({ role: 'kasse_mitarbeiter', expires_in_days: 3 })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      role: 'kasse_mitarbeiter',
      email: null,
      status: 'pending',
      used_at: null,
      created_by: ctx.admin.id,
    })
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.body.registration_link).toBe(`https://cases.kasse.example/register?token=${res.body.token}`)
    const expiresIn = new Date(res.body.expires_at).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(3 * 86400_000 - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(3 * 86400_000)

    const [stored] = await ctx.db.select().from(invitations).where(eq(invitations.id, res.body.id))
    expect(stored!.token_hash).not.toContain(res.body.token)
    const list = await api.get('/api/admin/invitations', { token: ctx.admin.token })
    expect(list.status).toBe(200)
    expect(list.body.items.find((item: { id: string }) => item.id === res.body.id)).not.toHaveProperty('token')
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'invitations.created'))
    expect(JSON.stringify(entry)).not.toContain(res.body.token)
  })

  it('refuses invitation management to non-admins and validates the body', async () => {
    expect((await api.get('/api/admin/invitations', { token: ctx.employee.token })).status).toBe(403)
    expect(
      (await api.post('/api/admin/invitations', { token: ctx.employee.token, json: { role: 'admin' } })).status,
    ).toBe(403)
    expect((await api.get('/api/admin/invitations')).status).toBe(401)
    const invalid = await invite({ role: 'superuser', expires_in_days: 0 })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['expires_in_days', 'role'])
    const foreign = await invite({ role: 'kasse_mitarbeiter', email: 'someone@gmail.com' })
    expect(foreign.status).toBe(422)
    expect(foreign.body.code).toBe('email_domain_not_allowed')
  })

  it('registers with a valid invitation; the role comes from the invitation; the token is then used up', async () => {
    const { body: invitation } = await invite({ role: 'admin' })
    // A role of one's own choosing is refused outright (unknown field), not silently dropped.
    const chosen = await register({
      token: invitation.token,
      email: 'New.Admin@Partner.Example',
      role: 'kasse_mitarbeiter',
    })
    expect(chosen.status).toBe(422)
    const res = await register({ token: invitation.token, email: 'New.Admin@Partner.Example' })
    expect(res.status).toBe(201)
    // Without a language the notifications speak German
    expect(res.body.user).toMatchObject({
      email: 'new.admin@partner.example',
      role: 'admin',
      name: 'New Person',
      locale: 'de',
    })
    await loginAs(api, 'new.admin@partner.example', PASSWORD)

    const [stored] = await ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id))
    expect(stored!.used_by).toBe(res.body.user.id)
    expect(stored!.used_at).not.toBeNull()

    const reuse = await register({ token: invitation.token, email: 'second@kasse.example' })
    expect(reuse.status).toBe(409)
    expect(reuse.body.code).toBe('invitation_used')
    expect(await ctx.db.select().from(users).where(eq(users.email, 'second@kasse.example'))).toHaveLength(0)
  })

  it('keeps the language the app registered in, for the notifications; an unknown one is refused', async () => {
    const { body: invitation } = await invite({ role: 'kasse_mitarbeiter' })
    const unknown = await register({ token: invitation.token, email: 'english@kasse.example', locale: 'fr' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['locale'])
    const res = await register({ token: invitation.token, email: 'english@kasse.example', locale: 'en' })
    expect(res.status).toBe(201)
    expect(res.body.user.locale).toBe('en')
    const [stored] = await ctx.db.select().from(users).where(eq(users.email, 'english@kasse.example'))
    expect(stored!.locale).toBe('en')
  })

  it('refuses a domain not on the whitelist without consuming the invitation', async () => {
    const { body: invitation } = await invite({ role: 'kasse_mitarbeiter' })
    const res = await register({ token: invitation.token, email: 'intruder@evil.example' })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('email_domain_not_allowed')
    expect((await register({ token: invitation.token, email: 'fine@kasse.example' })).status).toBe(201)
  })

  it('an invitation issued for an address only registers that address', async () => {
    const { body: invitation } = await invite({ role: 'kasse_mitarbeiter', email: 'Named@Kasse.Example' })
    const other = await register({ token: invitation.token, email: 'other@kasse.example' })
    expect(other.status).toBe(422)
    expect(other.body.code).toBe('invitation_email_mismatch')
    expect((await register({ token: invitation.token, email: 'named@kasse.example' })).status).toBe(201)
  })

  it('refuses unknown, expired and deleted invitations, weak passwords and taken addresses', async () => {
    const unknown = await register({ token: 'A'.repeat(43), email: 'x1@kasse.example' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('invitation_invalid')

    const { body: expiring } = await invite({ role: 'kasse_mitarbeiter' })
    await ctx.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring.id))
    const expired = await register({ token: expiring.token, email: 'x2@kasse.example' })
    expect(expired.status).toBe(409)
    expect(expired.body.code).toBe('invitation_expired')
    expect(
      (await api.get('/api/admin/invitations', { token: ctx.admin.token })).body.items.find(
        (i: { id: string }) => i.id === expiring.id,
      ).status,
    ).toBe('expired')

    const { body: deleted } = await invite({ role: 'kasse_mitarbeiter' })
    expect((await api.delete(`/api/admin/invitations/${deleted.id}`, { token: ctx.admin.token })).status).toBe(204)
    expect((await api.delete(`/api/admin/invitations/${deleted.id}`, { token: ctx.admin.token })).status).toBe(404)
    expect((await api.delete('/api/admin/invitations/not-a-uuid', { token: ctx.admin.token })).status).toBe(404)
    expect((await register({ token: deleted.token, email: 'x3@kasse.example' })).status).toBe(404)

    const { body: fresh } = await invite({ role: 'kasse_mitarbeiter' })
    const weak = await register({ token: fresh.token, email: 'x4@kasse.example', password: 'short' })
    expect(weak.status).toBe(422)
    expect(weak.body.code).toBe('password_too_short')
    const taken = await register({ token: fresh.token, email: 'clerk@kasse.example' })
    expect(taken.status).toBe(409)
    expect(taken.body.code).toBe('email_taken')
    // Neither refusal used the invitation up.
    expect((await register({ token: fresh.token, email: 'x5@kasse.example' })).status).toBe(201)
  })

  it('two concurrent registrations with one token: exactly one succeeds', async () => {
    const { body: invitation } = await invite({ role: 'kasse_mitarbeiter' })
    const results = await Promise.all(
      ['race-a@kasse.example', 'race-b@kasse.example'].map((email) => register({ token: invitation.token, email })),
    )
    expect(results.map((res) => res.status).sort()).toEqual([201, 409])
    const registered = await ctx.db.select().from(users).where(eq(users.name, 'New Person'))
    expect(registered.filter((user) => user.email.startsWith('race-'))).toHaveLength(1)
  })
})
