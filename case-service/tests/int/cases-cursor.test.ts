import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cases } from '@case/db/schema'
import { CASE_SORTS, type CaseSort } from '@case/features/cases/queries'
import { MASKED_VIEWER_SORTS } from '@case/features/cases/caseSearch'
import { FOREIGN_INSURER, insertCases, insertDisclosure } from '../harness/fixtures/cases'
import { useCaseApi } from '../harness/useCaseApi'

/** Keyset pagination (db/keysetPagination.ts) over HTTP: cursor walks, totals, refused cursors. */
describe('case lists by cursor', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  // A world of its own: every list below filters on this fallgruppe.
  const group = `Cursor-${Date.now()}`
  let inScopeIds: string[] = []
  let foreignIds: Set<string>

  beforeAll(async () => {
    const db = ctx.db
    // Few distinct dates, one created_at for the whole insert: most sort keys tie and only the id separates them.
    const rows = await insertCases(
      db,
      Array.from({ length: 23 }, (_, index) => ({ datum: `2024-03-0${(index % 4) + 1}`, fallgruppe: group })),
    )
    inScopeIds = rows.map((row) => row.id)
    // updated_at values one microsecond apart (a JS Date would round them together).
    await db.execute(
      sql`update cases set updated_at = timestamptz '2024-03-05 10:00:00.123456+00' + (ascii(id::text) % 3) * interval '1 microsecond' where fallgruppe = ${group}`,
    )
    const foreign = await insertCases(
      db,
      Array.from({ length: 5 }, () => ({ datum: '2024-03-02', fallgruppe: group, versicherung: FOREIGN_INSURER })),
    )
    foreignIds = new Set(foreign.map((row) => row.id))
  })

  const SORT_COLUMNS = {
    datum: cases.datum,
    fall_id: cases.fall_id,
    created_at: cases.created_at,
    updated_at: cases.updated_at,
  }
  /** The ids of the initial in-scope cases in the order the sort defines, read straight from the table. */
  async function expectedOrder(sort: CaseSort): Promise<string[]> {
    const column = SORT_COLUMNS[sort.replace('-', '') as keyof typeof SORT_COLUMNS]
    const direction = sort.startsWith('-') ? desc : asc
    const rows = await ctx.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.fallgruppe, group), eq(cases.versicherung, process.env.VERSICHERUNG_FILTER!)))
      .orderBy(direction(column), direction(cases.id))
    const initial = new Set(inScopeIds)
    return rows.map((row) => row.id).filter((id) => initial.has(id))
  }

  /** Follows next_cursor to the end, inserting a case before every further page. */
  async function walk(path: string, token: string, insertBetweenPages: boolean): Promise<string[]> {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res: { status: number; text: string; body: any } = await api.get(
        `${path}&page_size=5${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      )
      expect(res.status, res.text).toBe(200)
      expect(res.body.items.length).toBeLessThanOrEqual(5)
      seen.push(...res.body.items.map((item: { id: string }) => item.id))
      cursor = res.body.next_cursor
      if (insertBetweenPages && cursor) await insertCases(ctx.db, [{ datum: '2024-03-02', fallgruppe: group }])
      expect(++pages).toBeLessThan(100)
    } while (cursor)
    return seen
  }

  const roles = [
    { role: 'admin' as const, sorts: CASE_SORTS },
    { role: 'employee' as const, sorts: MASKED_VIEWER_SORTS },
  ]
  for (const { role, sorts } of roles) {
    it(`${role}: walking every sort and direction by cursor returns each in-scope case once, in order, despite inserts`, async () => {
      for (const sort of sorts) {
        const walked = await walk(`/api/cases?fallgruppe=${group}&sort=${sort}`, ctx[role].token, true)
        expect(new Set(walked).size, `${sort}: no case twice`).toBe(walked.length)
        const initial = new Set(inScopeIds)
        expect(
          walked.filter((id) => initial.has(id)),
          sort,
        ).toEqual(await expectedOrder(sort))
        expect(
          walked.filter((id) => foreignIds.has(id)),
          `${sort}: other insurer`,
        ).toEqual([])
      }
    })
  }

  it('counts only when asked: include_total matches the count, on the first and on cursor pages', async () => {
    const [{ value }] = (await ctx.db
      .select({ value: count() })
      .from(cases)
      .where(and(eq(cases.fallgruppe, group), eq(cases.versicherung, process.env.VERSICHERUNG_FILTER!)))) as [
      { value: number },
    ]
    const first = await api.get(`/api/cases?fallgruppe=${group}&page_size=3&include_total=true`, {
      token: ctx.admin.token,
    })
    expect(first.body.total).toBe(value)
    const next = await api.get(
      `/api/cases?fallgruppe=${group}&page_size=3&include_total=true&cursor=${first.body.next_cursor}`,
      { token: ctx.admin.token },
    )
    expect(next.body.total).toBe(value)
    const uncounted = await api.get(`/api/cases?fallgruppe=${group}&page_size=3`, { token: ctx.admin.token })
    expect(uncounted.body).not.toHaveProperty('total')
    expect(uncounted.body.next_cursor).toEqual(expect.any(String))
    // A first page that holds the whole list knows the total without counting.
    const lastDay = `/api/cases?fallgruppe=${group}&datum_from=2024-03-04`
    const whole = await api.get(lastDay, { token: ctx.admin.token })
    const lastDayCount = (await api.get(`${lastDay}&include_total=true&page_size=1`, { token: ctx.admin.token })).body
      .total
    expect(lastDayCount).toBeGreaterThan(0)
    expect(whole.body).toMatchObject({ total: lastDayCount, has_more: false, next_cursor: null })
  })

  it('refuses tampered, malformed and foreign cursors with 400/422, never 500', async () => {
    const first = await api.get(`/api/cases?fallgruppe=${group}&sort=datum&page_size=3`, { token: ctx.admin.token })
    const cursor: string = first.body.next_cursor
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    const forge = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url')
    const tampered = [
      'not-a-cursor',
      Buffer.from('{"l":').toString('base64url'),
      Buffer.from('[]').toString('base64url'),
      forge({ k: '2024-13-45' }),
      forge({ k: '99999999999' }),
      forge({ i: 'not-a-uuid' }),
      forge({ l: 'AAAAAAAAAAAAAAAA' }),
      forge({ extra: 1 }),
      'x'.repeat(900),
      `${cursor}%00`,
    ]
    for (const bad of tampered) {
      const res = await api.get(`/api/cases?fallgruppe=${group}&sort=datum&cursor=${bad}`, { token: ctx.admin.token })
      expect([400, 422], `${bad}: ${res.text}`).toContain(res.status)
    }
    // A cursor belongs to its list, filters and sort: anywhere else it is refused.
    for (const elsewhere of [
      `/api/cases?fallgruppe=${group}&sort=-datum`,
      `/api/cases?fallgruppe=${group}&sort=datum&jahr=2024`,
      `/api/cases?sort=datum`,
      '/api/cases/pending-icd?',
      '/api/coding/queue?',
    ]) {
      const res = await api.get(`${elsewhere}&cursor=${cursor}`, { token: ctx.admin.token })
      expect(res.status, elsewhere).toBe(400)
      expect(res.body.code).toBe('invalid_cursor')
    }
    // The same cursor is fine for another viewer of the same list: scope and masking are applied per request.
    expect(
      (await api.get(`/api/cases?fallgruppe=${group}&sort=datum&cursor=${cursor}`, { token: ctx.employee.token }))
        .status,
    ).toBe(200)
  })

  it('the admin lists (users, invitations, audit log, disclosure requests) walk by cursor too, each row once, in order', async () => {
    const users = await walk('/api/admin/users?include_total=true', ctx.admin.token, false)
    expect(new Set(users).size).toBe(users.length)
    const counted = await api.get('/api/admin/users?include_total=true&page_size=1', { token: ctx.admin.token })
    expect(users.length).toBe(counted.body.total)
    const invitations = await walk('/api/admin/invitations?', ctx.admin.token, false)
    expect(new Set(invitations).size).toBe(invitations.length)
    // Each exact search by an employee writes one audit entry.
    for (let i = 0; i < 9; i++) await api.get(`/api/cases?q=A00000000${i}`, { token: ctx.employee.token })
    const audit = await api.get('/api/admin/audit-log?page_size=4', { token: ctx.admin.token })
    const next = await api.get(`/api/admin/audit-log?page_size=4&cursor=${audit.body.next_cursor}`, {
      token: ctx.admin.token,
    })
    expect(next.status, next.text).toBe(200)
    const entries: { id: number; at: string }[] = [...audit.body.items, ...next.body.items]
    expect(entries).toHaveLength(8)
    for (let index = 1; index < entries.length; index++) {
      const [before, after] = [entries[index - 1]!, entries[index]!]
      expect(
        before.at > after.at || (before.at === after.at && before.id > after.id),
        JSON.stringify([before, after]),
      ).toBe(true)
    }
    // Disclosure requests: those on in-scope cases once each, newest first; none on the other insurer's cases.
    const requested = [...inScopeIds.slice(0, 7), ...foreignIds].map((caseId) => ({
      case_id: caseId,
      requester_id: ctx.employee.id,
      reason: 'Rückfrage',
    }))
    const disclosures = await Promise.all(requested.map((values) => insertDisclosure(ctx.db, values)))
    const walkedDisclosures = await walk('/api/admin/disclosure-requests?', ctx.admin.token, false)
    expect(new Set(walkedDisclosures).size).toBe(walkedDisclosures.length)
    const onForeign = disclosures.filter((row) => foreignIds.has(row.case_id)).map((row) => row.id)
    const onOwnInsurer = disclosures.filter((row) => !foreignIds.has(row.case_id)).map((row) => row.id)
    expect(onOwnInsurer).toHaveLength(7)
    expect(walkedDisclosures).toEqual(expect.arrayContaining(onOwnInsurer))
    expect(walkedDisclosures.filter((id) => onForeign.includes(id))).toEqual([])
    const mine = await walk('/api/cases/my-disclosure-requests?', ctx.employee.token, false)
    expect(mine.sort()).toEqual(onOwnInsurer.sort())
    // A case-list cursor is not an audit-log cursor.
    const caseCursor = (await api.get(`/api/cases?fallgruppe=${group}&page_size=1`, { token: ctx.admin.token })).body
      .next_cursor
    expect((await api.get(`/api/admin/audit-log?cursor=${caseCursor}`, { token: ctx.admin.token })).status).toBe(400)
  })

  it('pending-icd and the coding queue walk by cursor, oldest first, each case once', async () => {
    for (const path of ['/api/cases/pending-icd?', '/api/coding/queue?']) {
      const walked = await walk(path, ctx.admin.token, false)
      expect(new Set(walked).size).toBe(walked.length)
      const initial = new Set(inScopeIds)
      expect(
        walked.filter((id) => initial.has(id)),
        path,
      ).toEqual(await expectedOrder('datum'))
      expect(walked.filter((id) => foreignIds.has(id))).toEqual([])
    }
  })
})
