import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '@case/db/schema'
import { createUser, loginAs, tokenFor } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

const INITIAL_PASSWORD = 'Initial-Passphrase-Of-Staff-7'

describe('admin: users and audit log', () => {
  const ctx = useCaseApi({ admin: { email: 'root@example.org' }, employee: { email: 'worker@example.org' } })
  const { api } = ctx

  const latestAudit = async (action: string) =>
    (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1)
    )[0]

  describe('non-admins', () => {
    it.each([
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/audit-log'],
    ])('get 403 on %s %s (and 401 without a token)', async (method, path) => {
      const asStaff = await api.raw(path, {
        method,
        headers: { authorization: `Bearer ${ctx.employee.token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      })
      expect(asStaff.status).toBe(403)
      expect((await asStaff.json()).code).toBe('forbidden')
      expect((await api.raw(path, { method })).status).toBe(401)
    })
  })

  describe('CRUD', () => {
    it('creates a user with a policy-checked initial password; the user can log in; audited without the password', async () => {
      const weak = await api.post('/api/admin/users', {
        token: ctx.admin.token,
        json: { email: 'new@example.org', name: 'New', role: 'kasse_mitarbeiter', password: '1qaz2wsx3edc' },
      })
      expect(weak.status).toBe(422)
      expect(weak.body.code).toBe('password_common')

      const res = await api.post('/api/admin/users', {
        token: ctx.admin.token,
        json: { email: 'New@Example.org', name: 'New Staff', role: 'kasse_mitarbeiter', password: INITIAL_PASSWORD },
      })
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({
        email: 'new@example.org',
        name: 'New Staff',
        role: 'kasse_mitarbeiter',
        active: true,
      })
      await loginAs(api, 'new@example.org', INITIAL_PASSWORD)

      const entry = await latestAudit('users.created')
      expect(entry).toMatchObject({
        user_id: ctx.admin.id,
        entity_id: res.body.id,
        details: { email: 'new@example.org', role: 'kasse_mitarbeiter' },
      })
      expect(JSON.stringify(entry)).not.toContain(INITIAL_PASSWORD)

      const duplicate = await api.post('/api/admin/users', {
        token: ctx.admin.token,
        json: { email: 'new@example.org', name: 'Dup', role: 'admin', password: INITIAL_PASSWORD },
      })
      expect(duplicate.status).toBe(409)
      expect(duplicate.body.code).toBe('email_taken')
    })

    it('lists users paginated and reads one; unknown or malformed ids are 404', async () => {
      for (let i = 0; i < 3; i++)
        await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: `zz-list-${i}@example.org` })
      const total = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n
      const page1 = await api.get('/api/admin/users?page_size=2&include_total=true', { token: ctx.admin.token })
      expect(page1.status).toBe(200)
      expect(page1.body).toMatchObject({ total, has_more: true, page_size: 2 })
      expect(page1.body.items).toHaveLength(2)
      const page2 = await api.get(`/api/admin/users?page_size=2&cursor=${page1.body.next_cursor}`, {
        token: ctx.admin.token,
      })
      const emails = [...page1.body.items, ...page2.body.items].map((u: { email: string }) => u.email)
      expect(emails).toEqual([...emails].sort())
      expect(emails.slice(0, 2)).not.toContain('zz-list-2@example.org')
      expect(page1.body.items[0]).not.toHaveProperty('password_hash')
      expect((await api.get('/api/admin/users?page_size=500', { token: ctx.admin.token })).status).toBe(422)

      const one = await api.get(`/api/admin/users/${ctx.employee.id}`, { token: ctx.admin.token })
      expect(one.status).toBe(200)
      expect(one.body.email).toBe(ctx.employee.email)
      expect(
        (await api.get('/api/admin/users/00000000-0000-4000-8000-000000000000', { token: ctx.admin.token })).status,
      ).toBe(404)
      expect((await api.get('/api/admin/users/42', { token: ctx.admin.token })).status).toBe(404)
    })

    it('renames without touching sessions; a role change revokes all sessions of the user at once', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'promote@example.org' })
      const session = await loginAs(api, user.email, user.password)
      const renamed = await api.put(`/api/admin/users/${user.id}`, {
        token: ctx.admin.token,
        json: { name: 'Renamed Person' },
      })
      expect(renamed.status).toBe(200)
      expect(renamed.body.name).toBe('Renamed Person')
      expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(200)

      const promoted = await api.put(`/api/admin/users/${user.id}`, { token: ctx.admin.token, json: { role: 'admin' } })
      expect(promoted.status).toBe(200)
      expect(promoted.body.role).toBe('admin')
      expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
      expect((await api.post('/api/auth/refresh', { json: { refresh_token: session.refresh_token } })).status).toBe(401)
      expect(await latestAudit('users.updated')).toMatchObject({
        user_id: ctx.admin.id,
        entity_id: user.id,
        details: { changes: { role: { from: 'kasse_mitarbeiter', to: 'admin' } } },
      })
      const fresh = await loginAs(api, user.email, user.password)
      expect((await api.get('/api/admin/users', { token: fresh.access_token })).status).toBe(200)
    })

    it('deactivation ends sessions and blocks login; reactivation allows it again', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'leaver@example.org' })
      const session = await loginAs(api, user.email, user.password)
      expect(
        (await api.put(`/api/admin/users/${user.id}`, { token: ctx.admin.token, json: { active: false } })).body.active,
      ).toBe(false)
      expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
      expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
        401,
      )
      await api.put(`/api/admin/users/${user.id}`, { token: ctx.admin.token, json: { active: true } })
      await loginAs(api, user.email, user.password)
    })

    it('validates the update body', async () => {
      const empty = await api.put(`/api/admin/users/${ctx.employee.id}`, { token: ctx.admin.token, json: {} })
      expect(empty.status).toBe(422)
      const bad = await api.put(`/api/admin/users/${ctx.employee.id}`, {
        token: ctx.admin.token,
        json: { role: 'root', unlock: false },
      })
      expect(bad.status).toBe(422)
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['role', 'unlock'])
    })

    it('deletes a user (audited); the user can no longer log in', async () => {
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'gone@example.org' })
      const res = await api.delete(`/api/admin/users/${user.id}`, { token: ctx.admin.token })
      expect(res.status).toBe(204)
      expect((await api.get(`/api/admin/users/${user.id}`, { token: ctx.admin.token })).status).toBe(404)
      expect((await api.delete(`/api/admin/users/${user.id}`, { token: ctx.admin.token })).status).toBe(404)
      expect(await latestAudit('users.deleted')).toMatchObject({
        entity_id: user.id,
        details: { email: 'gone@example.org' },
      })
    })
  })

  describe('self and last-admin protection', () => {
    it('an admin cannot demote, deactivate or delete themself (409)', async () => {
      const demote = await api.put(`/api/admin/users/${ctx.admin.id}`, {
        token: ctx.admin.token,
        json: { role: 'kasse_mitarbeiter' },
      })
      expect(demote.status).toBe(409)
      expect(demote.body.code).toBe('cannot_demote_self')
      const deactivate = await api.put(`/api/admin/users/${ctx.admin.id}`, {
        token: ctx.admin.token,
        json: { active: false },
      })
      expect(deactivate.body.code).toBe('cannot_deactivate_self')
      const remove = await api.delete(`/api/admin/users/${ctx.admin.id}`, { token: ctx.admin.token })
      expect(remove.status).toBe(409)
      expect(remove.body.code).toBe('cannot_delete_self')
      expect((await api.get(`/api/admin/users/${ctx.admin.id}`, { token: ctx.admin.token })).body).toMatchObject({
        role: 'admin',
        active: true,
      })
    })

    it('two admins demoting each other at once: one wins, the other gets last_admin', async () => {
      // Only these two admins are active for this test.
      const others = await ctx.db
        .update(users)
        .set({ active: false })
        .where(eq(users.role, 'admin'))
        .returning({ id: users.id })
      try {
        const a = await createUser(ctx.db, { role: 'admin', email: 'admin-a@example.org' })
        const b = await createUser(ctx.db, { role: 'admin', email: 'admin-b@example.org' })
        const [tokenA, tokenB] = await Promise.all([tokenFor(a), tokenFor(b)])
        const results = await Promise.all([
          api.put(`/api/admin/users/${b.id}`, { token: tokenA, json: { role: 'kasse_mitarbeiter' } }),
          api.put(`/api/admin/users/${a.id}`, { token: tokenB, json: { role: 'kasse_mitarbeiter' } }),
        ])
        // Without the lock on the admin rows both would pass the check and leave no admin at all.
        expect(results.filter((res) => res.status === 200)).toHaveLength(1)
        // The loser is refused by last_admin — or, if the winner's session revocation came first, by its dead token.
        const loser = results.find((res) => res.status !== 200)!
        expect([`409 last_admin`, `401 token_revoked`]).toContain(`${loser.status} ${loser.body.code}`)
        const admins = await ctx.db.select().from(users).where(eq(users.role, 'admin'))
        expect(admins.filter((user) => user.active)).toHaveLength(1)
      } finally {
        for (const { id } of others) await ctx.db.update(users).set({ active: true }).where(eq(users.id, id))
      }
    })
  })

  describe('GET /api/admin/audit-log', () => {
    it('filters by action, user and time range, newest first, paginated', async () => {
      const before = new Date(Date.now() - 1000).toISOString()
      const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'audited@example.org' })
      await loginAs(api, user.email, user.password)
      await api.post('/api/auth/login', { json: { email: user.email, password: 'wrong-password-123' } })
      await loginAs(api, user.email, user.password)

      const mine = await api.get(`/api/admin/audit-log?user_id=${user.id}&from=${encodeURIComponent(before)}`, {
        token: ctx.admin.token,
      })
      expect(mine.status).toBe(200)
      expect(mine.body.items.map((e: { action: string }) => e.action)).toEqual([
        'auth.login_succeeded',
        'auth.login_failed',
        'auth.login_succeeded',
      ])
      expect(mine.body.items[1]).toMatchObject({ ip: '127.0.0.1', details: { reason: 'wrong_password' } })
      // The actor is named at read time, not copied into the append-only log.
      const [named] = await ctx.db.select().from(users).where(eq(users.id, user.id))
      expect(mine.body.items[0]).toMatchObject({ user_id: user.id, user_name: named!.name, user_email: user.email })

      const successesPath = `/api/admin/audit-log?action=auth.login_succeeded&user_id=${user.id}&page_size=1&include_total=true`
      const first = await api.get(successesPath, { token: ctx.admin.token })
      const successes = await api.get(`${successesPath}&cursor=${first.body.next_cursor}`, { token: ctx.admin.token })
      expect(successes.body).toMatchObject({ total: 2, has_more: false, next_cursor: null, page_size: 1 })
      expect(successes.body.items).toHaveLength(1)

      const future = await api.get(
        `/api/admin/audit-log?from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
        { token: ctx.admin.token },
      )
      expect(future.body).toMatchObject({ total: 0, items: [] })
      const past = await api.get(`/api/admin/audit-log?user_id=${user.id}&to=${encodeURIComponent(before)}`, {
        token: ctx.admin.token,
      })
      expect(past.body.total).toBe(0)

      const all = await api.get('/api/admin/audit-log?page_size=200', { token: ctx.admin.token })
      const times = all.body.items.map((e: { at: string }) => Date.parse(e.at))
      expect([...times].sort((a, b) => b - a)).toEqual(times)
    })

    it('refuses bad filters with 422', async () => {
      for (const query of [
        'page_size=201',
        'from=yesterday',
        'user_id=abc',
        'case_id=abc',
        // Only the names of AUDIT_ACTIONS, not the older ones the migration renamed.
        'action=login_success',
        `from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z`,
      ]) {
        const res = await api.get(`/api/admin/audit-log?${query}`, { token: ctx.admin.token })
        expect(res.status, query).toBe(422)
      }
    })

    it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows for the app’s own connection', async () => {
      const [row] = await ctx.db.select().from(auditLog).limit(1)
      expect(row).toBeDefined()
      await expect(
        ctx.db.execute(sql`update audit_log set action = 'tampered' where id = ${row!.id}`),
      ).rejects.toThrow()
      await expect(ctx.db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow()
      await expect(ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow()
      const [after] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, row!.id))
      expect(after).toEqual(row)
    })
  })
})
