import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser, PASSWORD } from '../helpers/fixtures/platform'

type Drizzle = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
type Entry = { action: string; collection: string; label?: string; actorEmail?: string; ip?: string; userAgent?: string; changes?: Record<string, { from: unknown; to: unknown }>; tenants?: number[]; user?: number | null }

describe('audit logs: user/tenant changes and logins, masked, read-only, never blocking', () => {
  let payload: Payload
  let server: CmsStack['server']
  let alpha: number
  let beta: number
  let rootToken: string
  let adminAToken: string

  const entries = async (where: Record<string, unknown>) =>
    (await payload.find({ collection: 'audit-logs', where: where as never, depth: 0, sort: 'createdAt', limit: 100 })).docs as unknown as Entry[]

  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    ;({ payload, server } = await startCms())
    alpha = (await createTenant(payload, 'alpha')).id
    beta = (await createTenant(payload, 'beta')).id
    await createSuperAdmin(payload)
    await createUser(payload, 'admin@alpha.test', [{ tenant: alpha, roles: ['admin'] }])
    await createUser(payload, 'admin@beta.test', [{ tenant: beta, roles: ['admin'] }])
    rootToken = await signIn(server, 'root@platform.test')
    adminAToken = await signIn(server, 'admin@alpha.test')
  })
  afterAll(async () => {
    delete process.env.TRUSTED_PROXY_HOPS
    await server.close()
  })

  it('records user create, update and delete with the actor and without secrets', async () => {
    const created = await api(server.url, '/api/users', {
      token: adminAToken,
      body: { email: 'neu@alpha.test', password: PASSWORD, name: 'Neu', tenants: [{ tenant: alpha, roles: ['editor'] }] },
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id as number
    // Only a super admin (or the user) sets another user's password.
    await api(server.url, `/api/users/${id}`, { method: 'PATCH', token: rootToken, body: { name: 'Neu Name', password: 'Ganz-Neues-Passwort-1' } })
    await api(server.url, `/api/users/${id}`, { method: 'DELETE', token: adminAToken })

    const log = await entries({ collection: { equals: 'users' }, documentId: { equals: String(id) } })
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    expect(log.map((entry) => entry.actorEmail)).toEqual(['admin@alpha.test', 'root@platform.test', 'admin@alpha.test'])
    for (const entry of log) {
      expect(entry).toMatchObject({ label: 'neu@alpha.test', tenants: [alpha] })
      const text = JSON.stringify(entry)
      for (const secret of [PASSWORD, 'Ganz-Neues-Passwort-1', '"hash"', '"salt"']) expect(text).not.toContain(secret)
    }
    expect(log[1]!.changes).toEqual({ name: { from: 'Neu', to: 'Neu Name' }, password: { from: '***', to: '***' } })
  })

  it('records logins with IP and user agent, and failed logins with the attempted e-mail', async () => {
    const headers = { 'content-type': 'application/json', 'user-agent': 'AuditTest/1.0', 'x-forwarded-for': '203.0.113.7' }
    const ok = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'admin@beta.test', password: PASSWORD }) })
    expect(ok.status).toBe(200)
    for (const email of ['admin@beta.test', 'nobody@nowhere.test']) {
      const failed = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'wrong' }) })
      expect(failed.status).toBe(401)
    }
    const logins = await entries({ action: { equals: 'login' }, actorEmail: { equals: 'admin@beta.test' } })
    expect(logins.at(-1)).toMatchObject({ ip: '203.0.113.7', userAgent: 'AuditTest/1.0', tenants: [beta] })
    const failures = await entries({ action: { equals: 'login-failed' } })
    expect(failures.map((entry) => [entry.actorEmail, entry.ip, entry.userAgent, entry.user ?? null])).toEqual([
      ['admin@beta.test', '203.0.113.7', 'AuditTest/1.0', null],
      ['nobody@nowhere.test', '203.0.113.7', 'AuditTest/1.0', null],
    ])
    expect(JSON.stringify(failures)).not.toContain('wrong')
  })

  it('is readable by super admins and, for their tenant, by tenant admins; writable by nobody', async () => {
    const all = await api(server.url, '/api/audit-logs?limit=200&depth=0', { token: rootToken })
    expect(all.status).toBe(200)
    const mine = await api(server.url, '/api/audit-logs?limit=200&depth=0', { token: adminAToken })
    expect(mine.status).toBe(200)
    expect(mine.json.totalDocs).toBeGreaterThan(0)
    expect(mine.json.totalDocs).toBeLessThan(all.json.totalDocs)
    for (const entry of mine.json.docs as Entry[]) expect(entry.tenants).toContain(alpha)
    expect(JSON.stringify(mine.json.docs)).not.toContain('admin@beta.test')

    const editor = await createUser(payload, 'editor@alpha.test', [{ tenant: alpha, roles: ['editor'] }])
    const editorToken = await signIn(server, 'editor@alpha.test')
    expect((await api(server.url, '/api/audit-logs', { token: editorToken })).status).toBe(403)

    const anyId = (all.json.docs as { id: number }[])[0]!.id
    expect((await api(server.url, '/api/audit-logs', { token: rootToken, body: { action: 'login', collection: 'users' } })).status).toBe(403)
    expect((await api(server.url, `/api/audit-logs/${anyId}`, { method: 'PATCH', token: rootToken, body: { label: 'x' } })).status).toBe(403)
    expect((await api(server.url, `/api/audit-logs/${anyId}`, { method: 'DELETE', token: rootToken })).status).toBe(403)
    expect(editor.id).toBeGreaterThan(0)
  })

  it('a failing audit write is logged and the audited save still succeeds', async () => {
    const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
    const target = await createUser(payload, 'robust@alpha.test', [{ tenant: alpha, roles: ['viewer'] }])
    const errors = vi.spyOn(payload.logger, 'error')
    await db.execute(sql`alter table audit_logs rename to audit_logs_offline`)
    try {
      const response = await api(server.url, `/api/users/${target.id}`, { method: 'PATCH', token: rootToken, body: { name: 'Trotzdem gespeichert' } })
      expect(response.status, response.text).toBe(200)
      const login = await api(server.url, '/api/users/login', { body: { email: 'robust@alpha.test', password: PASSWORD } })
      expect(login.status).toBe(200)
      expect(errors.mock.calls.filter(([, message]) => String(message).includes('audit log write failed'))).toHaveLength(2)
    } finally {
      await db.execute(sql`alter table audit_logs_offline rename to audit_logs`)
      errors.mockRestore()
    }
    expect((await payload.findByID({ collection: 'users', id: target.id })).name).toBe('Trotzdem gespeichert')
  })
})
