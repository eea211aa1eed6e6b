import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it, vi } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { api, createUser, PASSWORD } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
type Entry = {
  action: string
  collection: string
  label?: string
  actorEmail?: string
  ip?: string
  userAgent?: string
  changes?: Record<string, { from: unknown; to: unknown }>
  tenants?: number[]
  user?: number | null
}

describe('audit logs: user/tenant changes and logins, masked, read-only, never blocking', () => {
  const cms = useCms({
    env: { TRUSTED_PROXY_HOPS: '1' },
    tenants: { alpha: {}, beta: {} },
    users: {
      root: ROOT_USER,
      adminA: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } },
      adminB: { email: 'admin@beta.test', roles: { beta: ['admin'] }, signIn: false },
    },
  })

  const entries = async (where: Record<string, unknown>) =>
    (
      await cms.payload.find({
        collection: 'audit-logs',
        where: where as never,
        depth: 0,
        sort: 'createdAt',
        limit: 100,
      })
    ).docs as unknown as Entry[]

  it('records user create, update and delete with the actor and without secrets', async () => {
    const created = await api(cms.url, '/api/users', {
      token: cms.tokens.adminA,
      body: {
        email: 'neu@alpha.test',
        password: PASSWORD,
        name: 'Neu',
        tenants: [{ tenant: cms.tenants.alpha, roles: ['editor'] }],
      },
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id as number
    // Only a super admin (or the user) sets another user's password.
    await api(cms.url, `/api/users/${id}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { name: 'Neu Name', password: 'Ganz-Neues-Passwort-1' },
    })
    const beforeDelete = await entries({ collection: { equals: 'users' }, documentId: { equals: String(id) } })
    expect(beforeDelete.map((entry) => entry.label)).toEqual(['neu@alpha.test', 'neu@alpha.test'])
    expect(beforeDelete[1]!.changes).toEqual({
      name: { from: 'Neu', to: 'Neu Name' },
      password: { from: '***', to: '***' },
    })
    await api(cms.url, `/api/users/${id}`, { method: 'DELETE', token: cms.tokens.adminA })

    const log = await entries({ collection: { equals: 'users' }, documentId: { equals: String(id) } })
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    expect(log.map((entry) => entry.actorEmail)).toEqual(['admin@alpha.test', 'root@platform.test', 'admin@alpha.test'])
    // Erased: the entries about the user name them by pseudonym only (docs/security.md, "Erasing a user").
    for (const entry of log) {
      expect(entry).toMatchObject({
        label: expect.stringMatching(/^deleted-user-[0-9a-f]{16}$/),
        tenants: [cms.tenants.alpha],
      })
      const text = JSON.stringify(entry)
      for (const secret of [PASSWORD, 'Ganz-Neues-Passwort-1', '"hash"', '"salt"', 'neu@alpha.test', 'Neu Name'])
        expect(text).not.toContain(secret)
    }
    expect(log[1]!.changes).toEqual({ name: { from: '***', to: '***' }, password: { from: '***', to: '***' } })
  })

  it('records logins with IP and user agent, and failed logins with the attempted e-mail', async () => {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'AuditTest/1.0',
      'x-forwarded-for': '203.0.113.7',
    }
    const ok = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'admin@beta.test', password: PASSWORD }),
    })
    expect(ok.status).toBe(200)
    for (const email of ['admin@beta.test', 'nobody@nowhere.test']) {
      const failed = await fetch(`${cms.url}/api/users/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: 'wrong' }),
      })
      expect(failed.status).toBe(401)
    }
    const logins = await entries({ action: { equals: 'login' }, actorEmail: { equals: 'admin@beta.test' } })
    expect(logins.at(-1)).toMatchObject({ ip: '203.0.113.7', userAgent: 'AuditTest/1.0', tenants: [cms.tenants.beta] })
    const failures = await entries({ action: { equals: 'login-failed' } })
    expect(failures.map((entry) => [entry.actorEmail, entry.ip, entry.userAgent, entry.user ?? null])).toEqual([
      ['admin@beta.test', '203.0.113.7', 'AuditTest/1.0', null],
      ['nobody@nowhere.test', '203.0.113.7', 'AuditTest/1.0', null],
    ])
    expect(JSON.stringify(failures)).not.toContain('wrong')
  })

  it('is readable by super admins and, for their tenant, by tenant admins; writable by nobody', async () => {
    const all = await api(cms.url, '/api/audit-logs?limit=100&depth=0', { token: cms.tokens.root })
    expect(all.status).toBe(200)
    const mine = await api(cms.url, '/api/audit-logs?limit=100&depth=0', { token: cms.tokens.adminA })
    expect(mine.status).toBe(200)
    expect(mine.json.totalDocs).toBeGreaterThan(0)
    expect(mine.json.totalDocs).toBeLessThan(all.json.totalDocs)
    for (const entry of mine.json.docs as Entry[]) expect(entry.tenants).toContain(cms.tenants.alpha)
    expect(JSON.stringify(mine.json.docs)).not.toContain('admin@beta.test')

    const editor = await createUser(cms.payload, 'editor@alpha.test', [
      { tenant: cms.tenants.alpha, roles: ['editor'] },
    ])
    const editorToken = await signIn(cms.server, 'editor@alpha.test')
    expect((await api(cms.url, '/api/audit-logs', { token: editorToken })).status).toBe(403)

    const anyId = (all.json.docs as { id: number }[])[0]!.id
    expect(
      (
        await api(cms.url, '/api/audit-logs', {
          token: cms.tokens.root,
          body: { action: 'login', collection: 'users' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await api(cms.url, `/api/audit-logs/${anyId}`, {
          method: 'PATCH',
          token: cms.tokens.root,
          body: { label: 'x' },
        })
      ).status,
    ).toBe(403)
    expect((await api(cms.url, `/api/audit-logs/${anyId}`, { method: 'DELETE', token: cms.tokens.root })).status).toBe(
      403,
    )
    expect(editor.id).toBeGreaterThan(0)
  })

  it('a failing audit write is logged and the audited save still succeeds', async () => {
    const db = (cms.payload.db as unknown as { drizzle: Drizzle }).drizzle
    const target = await createUser(cms.payload, 'robust@alpha.test', [
      { tenant: cms.tenants.alpha, roles: ['viewer'] },
    ])
    const errors = vi.spyOn(cms.payload.logger, 'error')
    await db.execute(sql`alter table audit_logs rename to audit_logs_offline`)
    try {
      const response = await api(cms.url, `/api/users/${target.id}`, {
        method: 'PATCH',
        token: cms.tokens.root,
        body: { name: 'Trotzdem gespeichert' },
      })
      expect(response.status, response.text).toBe(200)
      const login = await api(cms.url, '/api/users/login', { body: { email: 'robust@alpha.test', password: PASSWORD } })
      expect(login.status).toBe(200)
      expect(
        errors.mock.calls.filter(([, message]) => String(message).includes('audit log write failed')),
      ).toHaveLength(2)
    } finally {
      await db.execute(sql`alter table audit_logs_offline rename to audit_logs`)
      errors.mockRestore()
    }
    expect((await cms.payload.findByID({ collection: 'users', id: target.id })).name).toBe('Trotzdem gespeichert')
  })
})
