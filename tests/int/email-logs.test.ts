import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser } from '../helpers/fixtures/platform'

type Drizzle = { execute: (query: unknown) => Promise<unknown> }

describe('email logs: export (CSV/JSON, filters, access), stats, delete rights', () => {
  let payload: Payload
  let server: CmsStack['server']
  let alpha: number
  let beta: number
  let rootToken: string
  let editorToken: string
  let viewerToken: string

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    alpha = (await createTenant(payload, 'alpha', { name: 'Alpha' })).id
    beta = (await createTenant(payload, 'beta', { name: 'Beta' })).id
    await createSuperAdmin(payload)
    await createUser(payload, 'editor@alpha.test', [{ tenant: alpha, roles: ['editor'] }])
    await createUser(payload, 'viewer@alpha.test', [{ tenant: alpha, roles: ['viewer'] }])
    rootToken = await signIn(server, 'root@platform.test')
    editorToken = await signIn(server, 'editor@alpha.test')
    viewerToken = await signIn(server, 'viewer@alpha.test')

    const logs: [number | null, 'sent' | 'failed', string, string][] = [
      [alpha, 'sent', '2026-03-01T10:00:00Z', 'Termin A1'],
      [alpha, 'sent', '2026-03-01T11:00:00Z', '=HYPERLINK("http://evil.test")'],
      [alpha, 'sent', '2026-03-02T10:00:00Z', 'Termin, "A3"'],
      [alpha, 'failed', '2026-03-02T10:00:00Z', 'Fehler A4'],
      // 23:30 UTC on 2 March is already 3 March in Berlin
      [alpha, 'failed', '2026-03-02T23:30:00Z', 'Fehler A5'],
      [beta, 'sent', '2026-03-01T10:00:00Z', 'Beta 1'],
      [beta, 'failed', '2026-03-05T10:00:00Z', 'Beta 2'],
      [null, 'sent', '2026-03-01T10:00:00Z', 'Global 1'],
      [alpha, 'sent', '2026-04-10T10:00:00Z', 'Outside the range'],
    ]
    const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
    for (const [tenant, status, at, subject] of logs) {
      const log = await payload.create({
        collection: 'email-logs',
        data: { tenant, status, subject, to: 'kunde@example.test', source: 'test', via: 'global', error: status === 'failed' ? '550 rejected' : null },
      })
      await db.execute(sql`update email_logs set created_at = ${at} where id = ${log.id}`)
    }
  })
  afterAll(() => server.close())

  it('counts by status, by day (Berlin or UTC) and by tenant for a date range (super admin)', async () => {
    const stats = await api(server.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31', { token: rootToken })
    expect(stats.status, stats.text).toBe(200)
    expect(stats.json).toMatchObject({ total: 8, byStatus: { sent: 5, failed: 3 }, timeZone: 'Europe/Berlin' })
    expect(stats.json.byDay).toEqual([
      { day: '2026-03-01', sent: 4, failed: 0, total: 4 },
      { day: '2026-03-02', sent: 1, failed: 1, total: 2 },
      { day: '2026-03-03', sent: 0, failed: 1, total: 1 },
      { day: '2026-03-05', sent: 0, failed: 1, total: 1 },
    ])
    expect(stats.json.byTenant).toEqual([
      { tenant: alpha, name: 'Alpha', sent: 3, failed: 2, total: 5 },
      { tenant: beta, name: 'Beta', sent: 1, failed: 1, total: 2 },
      { tenant: null, name: null, sent: 1, failed: 0, total: 1 },
    ])
    const utc = await api(server.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31&tz=UTC', { token: rootToken })
    expect(utc.json.byDay.map((row: { day: string; total: number }) => [row.day, row.total])).toEqual([
      ['2026-03-01', 4],
      ['2026-03-02', 3],
      ['2026-03-05', 1],
    ])
  })

  it('limits stats to the user’s tenants and refuses others', async () => {
    const mine = await api(server.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31', { token: editorToken })
    expect(mine.json).toMatchObject({ total: 5, byStatus: { sent: 3, failed: 2 } })
    expect(mine.json.byTenant).toEqual([{ tenant: alpha, name: 'Alpha', sent: 3, failed: 2, total: 5 }])
    expect((await api(server.url, `/api/email-logs/stats?tenant=${beta}`, { token: editorToken })).status).toBe(403)
    expect((await api(server.url, '/api/email-logs/stats', { token: viewerToken })).status).toBe(403)
    expect((await api(server.url, '/api/email-logs/stats')).status).toBe(401)
    expect((await api(server.url, '/api/email-logs/stats?from=gestern', { token: rootToken })).status).toBe(400)
    expect((await api(server.url, '/api/email-logs/stats?tz=Mars/Olympus', { token: rootToken })).status).toBe(400)
  })

  it('exports JSON with the list filters, limited to the user’s tenants', async () => {
    const response = await api(server.url, '/api/email-logs/export?format=json&status=failed', { token: editorToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="email-logs-.*\.json"/)
    expect(response.json.map((log: { subject: string }) => log.subject)).toEqual(['Fehler A4', 'Fehler A5'])

    const range = await api(server.url, '/api/email-logs/export?from=2026-03-02&to=2026-03-02', { token: rootToken })
    expect(range.json.map((log: { subject: string }) => log.subject)).toEqual(['Termin, "A3"', 'Fehler A4', 'Fehler A5'])
    const listWhere = await api(server.url, `/api/email-logs/export?where[subject][like]=Termin`, { token: editorToken })
    expect(listWhere.json.map((log: { subject: string }) => log.subject)).toEqual(['Termin A1', 'Termin, "A3"'])
    const foreign = await api(server.url, `/api/email-logs/export?tenant=${beta}`, { token: editorToken })
    expect(foreign.json).toEqual([])
  })

  it('exports CSV with quoting and formula protection', async () => {
    const response = await api(server.url, `/api/email-logs/export?format=csv&tenant=${alpha}&from=2026-03-01&to=2026-03-01`, { token: rootToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = response.text.trim().split('\r\n')
    expect(lines[0]).toBe('"id","createdAt","sentAt","status","via","source","tenant","to","subject","messageId","error"')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(',"Termin A1",')
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.test"")",`)
  })

  it('attack (issue 11): a subject with ; and a formula stays one quoted text cell', async () => {
    const log = await payload.create({ collection: 'email-logs', data: { tenant: beta, status: 'sent', subject: 'Termin;=2*21;Rueckruf', to: 'k@example.test', source: 'test', via: 'global' } })
    const response = await api(server.url, `/api/email-logs/export?format=csv&where[id][equals]=${log.id}`, { token: rootToken })
    const row = response.text.trim().split('\r\n')[1]!
    expect(row).toContain(',"Termin;=2*21;Rueckruf",')
    // Outside quotes only the comma separators remain: no `;` or `=` an Excel could split or run.
    expect(row.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^,+$/)
    await payload.delete({ collection: 'email-logs', id: log.id })
  })

  it('refuses export without login or read access and answers 400 for a bad format', async () => {
    expect((await api(server.url, '/api/email-logs/export')).status).toBe(401)
    expect((await api(server.url, '/api/email-logs/export', { token: viewerToken })).status).toBe(403)
    expect((await api(server.url, '/api/email-logs/export?format=xlsx', { token: rootToken })).status).toBe(400)
  })

  it('lets only super admins delete entries; nobody edits them', async () => {
    const [log] = (await payload.find({ collection: 'email-logs', where: { tenant: { equals: alpha } }, limit: 1 })).docs
    expect((await api(server.url, `/api/email-logs/${log!.id}`, { method: 'PATCH', token: rootToken, body: { subject: 'x' } })).status).toBe(403)
    expect((await api(server.url, `/api/email-logs/${log!.id}`, { method: 'DELETE', token: editorToken })).status).toBe(403)
    expect((await api(server.url, '/api/email-logs', { token: rootToken, body: { to: 'a@b.test', subject: 's', source: 'x', status: 'sent' } })).status).toBe(403)
    expect((await api(server.url, `/api/email-logs/${log!.id}`, { method: 'DELETE', token: rootToken })).status).toBe(200)
  })
})
