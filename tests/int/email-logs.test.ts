import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

type Drizzle = { execute: (query: unknown) => Promise<unknown> }

describe('email logs: export (CSV/JSON, filters, access), stats, delete rights', () => {
  const cms = useCms({
    tenants: { alpha: { name: 'Alpha' }, beta: { name: 'Beta' } },
    users: {
      root: ROOT_USER,
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
      viewer: { email: 'viewer@alpha.test', roles: { alpha: ['viewer'] } },
    },
  })

  beforeAll(async () => {
    const logs: [number | null, 'sent' | 'failed', string, string][] = [
      [cms.tenants.alpha, 'sent', '2026-03-01T10:00:00Z', 'Termin A1'],
      [cms.tenants.alpha, 'sent', '2026-03-01T11:00:00Z', '=HYPERLINK("http://evil.test")'],
      [cms.tenants.alpha, 'sent', '2026-03-02T10:00:00Z', 'Termin, "A3"'],
      [cms.tenants.alpha, 'failed', '2026-03-02T10:00:00Z', 'Fehler A4'],
      // 23:30 UTC on 2 March is already 3 March in Berlin
      [cms.tenants.alpha, 'failed', '2026-03-02T23:30:00Z', 'Fehler A5'],
      [cms.tenants.beta, 'sent', '2026-03-01T10:00:00Z', 'Beta 1'],
      [cms.tenants.beta, 'failed', '2026-03-05T10:00:00Z', 'Beta 2'],
      [null, 'sent', '2026-03-01T10:00:00Z', 'Global 1'],
      [cms.tenants.alpha, 'sent', '2026-04-10T10:00:00Z', 'Outside the range'],
    ]
    const db = (cms.payload.db as unknown as { drizzle: Drizzle }).drizzle
    for (const [tenant, status, at, subject] of logs) {
      const log = await cms.payload.create({
        collection: 'email-logs',
        data: {
          tenant,
          status,
          subject,
          to: 'kunde@example.test',
          source: 'test',
          via: 'global',
          error: status === 'failed' ? '550 rejected' : null,
        },
      })
      await db.execute(sql`update email_logs set created_at = ${at} where id = ${log.id}`)
    }
  })

  it('counts by status, by day (Berlin or UTC) and by tenant for a date range (super admin)', async () => {
    const stats = await api(cms.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31', { token: cms.tokens.root })
    expect(stats.status, stats.text).toBe(200)
    expect(stats.json).toMatchObject({ total: 8, byStatus: { sent: 5, failed: 3 }, timeZone: 'Europe/Berlin' })
    expect(stats.json.byDay).toEqual([
      { day: '2026-03-01', sent: 4, failed: 0, total: 4 },
      { day: '2026-03-02', sent: 1, failed: 1, total: 2 },
      { day: '2026-03-03', sent: 0, failed: 1, total: 1 },
      { day: '2026-03-05', sent: 0, failed: 1, total: 1 },
    ])
    expect(stats.json.byTenant).toEqual([
      { tenant: cms.tenants.alpha, name: 'Alpha', sent: 3, failed: 2, total: 5 },
      { tenant: cms.tenants.beta, name: 'Beta', sent: 1, failed: 1, total: 2 },
      { tenant: null, name: null, sent: 1, failed: 0, total: 1 },
    ])
    const utc = await api(cms.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31&tz=UTC', {
      token: cms.tokens.root,
    })
    expect(utc.json.byDay.map((row: { day: string; total: number }) => [row.day, row.total])).toEqual([
      ['2026-03-01', 4],
      ['2026-03-02', 3],
      ['2026-03-05', 1],
    ])
  })

  it('limits stats to the user’s tenants and refuses others', async () => {
    const mine = await api(cms.url, '/api/email-logs/stats?from=2026-03-01&to=2026-03-31', { token: cms.tokens.editor })
    expect(mine.json).toMatchObject({ total: 5, byStatus: { sent: 3, failed: 2 } })
    expect(mine.json.byTenant).toEqual([{ tenant: cms.tenants.alpha, name: 'Alpha', sent: 3, failed: 2, total: 5 }])
    expect(
      (await api(cms.url, `/api/email-logs/stats?tenant=${cms.tenants.beta}`, { token: cms.tokens.editor })).status,
    ).toBe(403)
    expect((await api(cms.url, '/api/email-logs/stats', { token: cms.tokens.viewer })).status).toBe(403)
    expect((await api(cms.url, '/api/email-logs/stats')).status).toBe(401)
    expect((await api(cms.url, '/api/email-logs/stats?from=gestern', { token: cms.tokens.root })).status).toBe(400)
    expect((await api(cms.url, '/api/email-logs/stats?tz=Mars/Olympus', { token: cms.tokens.root })).status).toBe(400)
  })

  it('exports JSON with the list filters, limited to the user’s tenants', async () => {
    const response = await api(cms.url, '/api/email-logs/export?format=json&status=failed', {
      token: cms.tokens.editor,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="email-logs-.*\.json"/)
    expect(response.json.map((log: { subject: string }) => log.subject)).toEqual(['Fehler A4', 'Fehler A5'])

    const range = await api(cms.url, '/api/email-logs/export?from=2026-03-02&to=2026-03-02', { token: cms.tokens.root })
    expect(range.json.map((log: { subject: string }) => log.subject)).toEqual([
      'Termin, "A3"',
      'Fehler A4',
      'Fehler A5',
    ])
    const listWhere = await api(cms.url, `/api/email-logs/export?where[subject][like]=Termin`, {
      token: cms.tokens.editor,
    })
    expect(listWhere.json.map((log: { subject: string }) => log.subject)).toEqual(['Termin A1', 'Termin, "A3"'])
    const foreign = await api(cms.url, `/api/email-logs/export?tenant=${cms.tenants.beta}`, {
      token: cms.tokens.editor,
    })
    expect(foreign.json).toEqual([])
  })

  it('exports CSV with quoting and formula protection', async () => {
    const response = await api(
      cms.url,
      `/api/email-logs/export?format=csv&tenant=${cms.tenants.alpha}&from=2026-03-01&to=2026-03-01`,
      { token: cms.tokens.root },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = response.text.trim().split('\r\n')
    expect(lines[0]).toBe(
      '"id","createdAt","sentAt","status","via","source","tenant","to","subject","messageId","error"',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(',"Termin A1",')
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.test"")",`)
  })

  it('attack (issue 11): a subject with ; and a formula stays one quoted text cell', async () => {
    const log = await cms.payload.create({
      collection: 'email-logs',
      data: {
        tenant: cms.tenants.beta,
        status: 'sent',
        subject: 'Termin;=2*21;Rueckruf',
        to: 'k@example.test',
        source: 'test',
        via: 'global',
      },
    })
    const response = await api(cms.url, `/api/email-logs/export?format=csv&where[id][equals]=${log.id}`, {
      token: cms.tokens.root,
    })
    const row = response.text.trim().split('\r\n')[1]!
    expect(row).toContain(',"Termin;=2*21;Rueckruf",')
    // Outside quotes only the comma separators remain: no `;` or `=` an Excel could split or run.
    expect(row.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^,+$/)
    await cms.payload.delete({ collection: 'email-logs', id: log.id })
  })

  it('refuses export without login or read access and answers 400 for a bad format', async () => {
    expect((await api(cms.url, '/api/email-logs/export')).status).toBe(401)
    expect((await api(cms.url, '/api/email-logs/export', { token: cms.tokens.viewer })).status).toBe(403)
    expect((await api(cms.url, '/api/email-logs/export?format=xlsx', { token: cms.tokens.root })).status).toBe(400)
  })

  it('lets only super admins delete entries; nobody edits them', async () => {
    const [log] = (
      await cms.payload.find({ collection: 'email-logs', where: { tenant: { equals: cms.tenants.alpha } }, limit: 1 })
    ).docs
    expect(
      (
        await api(cms.url, `/api/email-logs/${log!.id}`, {
          method: 'PATCH',
          token: cms.tokens.root,
          body: { subject: 'x' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await api(cms.url, `/api/email-logs/${log!.id}`, { method: 'DELETE', token: cms.tokens.editor })).status,
    ).toBe(403)
    expect(
      (
        await api(cms.url, '/api/email-logs', {
          token: cms.tokens.root,
          body: { to: 'a@b.test', subject: 's', source: 'x', status: 'sent' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await api(cms.url, `/api/email-logs/${log!.id}`, { method: 'DELETE', token: cms.tokens.root })).status,
    ).toBe(200)
  })
})
