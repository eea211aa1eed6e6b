import { beforeAll, describe, expect, it } from 'vitest'
import { reports } from '@case/db/schema'
import { notifyUser } from '@case/features/notifications/notify'
import { insertCases, insertDisclosure, type CaseOverrides, type CaseRecord } from '../harness/fixtures/cases'
import { createUser } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

/** Every list pages by cursor the same way (http/pagination.ts); the case lists filter in SQL. */
describe('list paging and work-list filters', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  // Worlds of their own: the case lists below filter on these Fallgruppen.
  const group = `Paging-${Date.now()}`
  const otherGroup = `${group}-other`
  let groupCases: CaseRecord[] = []

  const coded = { icd10: 'C50.9', gutachten: true, gutachten_ergebnis: 'bestaetigt', therapieaenderung: false } as const
  const fixtures: CaseOverrides[] = [
    { datum: '2026-01-05', fachgebiet: 'Onkologie' },
    { datum: '2026-01-06', fachgebiet: 'Onkologie', erstgespraech: true },
    { datum: '2026-01-13', fachgebiet: 'Kardiologie', icd10: 'I21.0', unterlagen: true },
    { datum: '2026-01-14', fachgebiet: 'Kardiologie', gutachten: true },
    { datum: '2026-01-20', fachgebiet: 'Onkologie', ...coded, fg: true },
    {
      datum: '2026-01-21',
      fachgebiet: 'Kardiologie',
      icd10: 'I10',
      gutachten: true,
      gutachten_ergebnis: 'nicht_bestaetigt',
    },
    { datum: '2026-01-27', fachgebiet: 'Onkologie', abbruch: true },
    { datum: '2026-02-03', fachgebiet: 'Kardiologie', ...coded, erstgespraech: true },
    { datum: '2025-12-29', fachgebiet: 'Onkologie', gutachten: true, fg: true }, // ISO week 1 of 2026
  ]

  beforeAll(async () => {
    const db = ctx.db
    groupCases = await insertCases(
      db,
      fixtures.map((values) => ({ ...values, fallgruppe: group })),
    )
    await insertCases(db, [
      { datum: '2026-01-05', fallgruppe: otherGroup },
      { datum: '2026-01-06', fallgruppe: otherGroup, fachgebiet: 'Kardiologie' },
    ])
    for (let i = 0; i < 5; i++) {
      await notifyUser(db, ctx.employee.id, { type: 'mfa_enabled' })
      await createUser(db, { role: 'kasse_mitarbeiter' })
      await api.post('/api/admin/invitations', { token: ctx.admin.token, json: { role: 'kasse_mitarbeiter' } })
    }
    await Promise.all(
      groupCases
        .slice(0, 5)
        .map((row) => insertDisclosure(db, { case_id: row.id, requester_id: ctx.employee.id, reason: 'Rückfrage' })),
    )
    await db.insert(reports).values(
      [1, 2, 3, 4, 5].map((kw) => ({
        report_type: kw % 2 ? 'standard' : 'onko_intensiv',
        jahr: 2027,
        kw_from: kw,
        kw_to: kw,
        report_data: {},
        file_name: `paging-${kw}.xlsx`,
        file_size: 1,
      })),
    )
    // Exact searches by an employee write audit entries.
    for (let i = 0; i < 3; i++) await api.get(`/api/cases?q=A00000000${i}`, { token: ctx.employee.token })
  })

  type Page = { items: { id: string | number }[]; has_more: boolean; next_cursor: string | null; total?: number }

  /** Follows next_cursor until has_more is false, checking the Link header on every page; the ids in order. */
  async function walk(path: string, token = ctx.admin.token, pageSize = 2): Promise<(string | number)[]> {
    const seen: (string | number)[] = []
    const first = new URL(`${path}${path.includes('?') ? '&' : '?'}page_size=${pageSize}`, 'http://x')
    let cursor: string | null = null
    for (let pages = 1; ; pages++) {
      const url = new URL(first)
      if (cursor) url.searchParams.set('cursor', cursor)
      const res: { status: number; text: string; headers: Headers; body: Page } = await api.get(
        `${url.pathname}${url.search}`,
        { token },
      )
      expect(res.status, `${url.pathname}${url.search}: ${res.text}`).toBe(200)
      expect(res.body.items.length).toBeLessThanOrEqual(pageSize)
      seen.push(...res.body.items.map((item) => item.id))
      const link = res.headers.get('link')
      expect(link !== null, `${path}: Link exactly when has_more`).toBe(res.body.has_more)
      expect(res.body.next_cursor !== null).toBe(res.body.has_more)
      if (!res.body.has_more) return seen
      // The next page: the same path and query, with the new cursor.
      const next = new URL(/^<([^>]+)>; rel="next"$/.exec(link!)![1]!, 'http://x')
      expect(next.pathname).toBe(url.pathname)
      url.searchParams.set('cursor', res.body.next_cursor!)
      expect([...next.searchParams].sort()).toEqual([...url.searchParams].sort())
      cursor = res.body.next_cursor
      expect(pages).toBeLessThan(100)
    }
  }

  const counted = async (path: string, token = ctx.admin.token) =>
    (await api.get(`${path}${path.includes('?') ? '&' : '?'}include_total=true&page_size=1`, { token })).body.total

  it.each([
    ['/api/cases', 'admin'],
    ['/api/cases/pending-icd', 'admin'],
    ['/api/cases/pending-coding', 'admin'],
    ['/api/coding/queue', 'admin'],
    ['/api/admin/users', 'admin'],
    ['/api/admin/invitations', 'admin'],
    ['/api/admin/audit-log', 'admin'],
    ['/api/admin/disclosure-requests', 'admin'],
    ['/api/cases/my-disclosure-requests', 'employee'],
    ['/api/notifications', 'employee'],
    ['/api/reports/list', 'employee'],
  ] as const)('%s walks by cursor to the end: each row once, as many as counted', async (path, role) => {
    const token = ctx[role].token
    const walked = await walk(path, token)
    expect(walked.length).toBeGreaterThan(2)
    expect(new Set(walked).size).toBe(walked.length)
    expect(walked.length).toBe(await counted(path, token))
    // A page number is no longer a parameter of a cursor list.
    const paged = await api.get(`${path}?page=2`, { token })
    expect(paged.status).toBe(400)
    expect(paged.body.errors).toEqual([expect.objectContaining({ field: 'page' })])
  })

  it('the report list pages newest week first', async () => {
    const walked = await walk('/api/reports/list', ctx.employee.token)
    const rows = (await api.get('/api/reports/list?page_size=200', { token: ctx.employee.token })).body.items as {
      id: string
      jahr: number
      kw: number
    }[]
    expect(rows.map((row) => row.id)).toEqual(walked)
    const weeks = rows.map((row) => row.jahr * 100 + row.kw)
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a))
  })

  const openCoding = (row: CaseRecord) =>
    row.gutachten && (row.gutachten_ergebnis === null || row.therapieaenderung === null)
  const LISTS: [string, (row: CaseRecord) => boolean][] = [
    ['/api/cases', () => true],
    ['/api/cases/pending-icd', (row) => row.icd10 === null],
    ['/api/cases/pending-coding', openCoding],
    ['/api/coding/queue', (row) => row.icd10 === null || openCoding(row)],
  ]
  const FILTERS: [string, (row: CaseRecord) => boolean][] = [
    ['fachgebiet=Kardiologie', (row) => row.fachgebiet === 'Kardiologie'],
    ['jahr=2026&kw_from=2&kw_to=3', (row) => row.jahr === 2026 && row.kw >= 2 && row.kw <= 3],
    ['kw=1', (row) => row.kw === 1],
    ['datum_from=2026-01-06&datum_to=2026-01-21', (row) => row.datum >= '2026-01-06' && row.datum <= '2026-01-21'],
    ['datum_from=2026-01-20', (row) => row.datum >= '2026-01-20'],
    ['has_icd=true', (row) => row.icd10 !== null],
    ['has_icd=false', (row) => row.icd10 === null],
    ['erstgespraech=true', (row) => row.erstgespraech],
    ['abbruch=true', (row) => row.abbruch],
    ['unterlagen=false', (row) => !row.unterlagen],
    ['gutachten=true', (row) => row.gutachten],
    ['fg=true', (row) => row.fg],
    [
      'fachgebiet=Onkologie&gutachten=true&has_icd=false',
      (row) => row.fachgebiet === 'Onkologie' && row.gutachten && !row.icd10,
    ],
  ]

  it.each(LISTS)('%s: each filter narrows the list to exactly the matching cases', async (path, inList) => {
    const ids = (rows: CaseRecord[]) => rows.map((row) => row.id).sort()
    const unfiltered = await walk(`${path}?fallgruppe=${group}`)
    expect([...unfiltered].sort()).toEqual(ids(groupCases.filter(inList)))
    for (const [filter, matches] of FILTERS) {
      const walked = await walk(`${path}?fallgruppe=${group}&${filter}`)
      expect([...walked].sort(), filter).toEqual(ids(groupCases.filter((row) => inList(row) && matches(row))))
    }
    // Without the Fallgruppe, the other group's cases are in the list too.
    const fachgebiet = await walk(
      `${path}?fachgebiet=Kardiologie&datum_from=2026-01-06&datum_to=2026-01-06`,
      undefined,
      50,
    )
    expect(fachgebiet.length).toBe(path.endsWith('pending-coding') ? 0 : 1)
  })

  it('a filter narrows the count, and a cursor belongs to its filters', async () => {
    const all = await counted(`/api/cases?fallgruppe=${group}`)
    const filtered = await counted(`/api/cases?fallgruppe=${group}&fachgebiet=Kardiologie`)
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(all)
    const first = await api.get(`/api/coding/queue?fallgruppe=${group}&page_size=1`, { token: ctx.admin.token })
    const elsewhere = await api.get(
      `/api/coding/queue?fallgruppe=${group}&fachgebiet=Onkologie&cursor=${first.body.next_cursor}`,
      { token: ctx.admin.token },
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.code).toBe('invalid_cursor')
  })

  it.each(LISTS.map(([path]) => path))('%s refuses an invalid filter value, naming the parameter', async (path) => {
    for (const [query, field] of [
      ['kw_from=54', 'kw_from'],
      ['kw_to=0', 'kw_to'],
      ['kw_from=10&kw_to=2', 'kw_from'],
      ['datum_from=2026-13-01', 'datum_from'],
      ['datum_to=yesterday', 'datum_to'],
      ['datum_from=2026-02-01&datum_to=2026-01-01', 'datum_from'],
      ['has_icd=maybe', 'has_icd'],
      ['gutachten=ja', 'gutachten'],
      ['fg=1', 'fg'],
      ['jahr=abc', 'jahr'],
    ]) {
      const res = await api.get(`${path}?${query}`, { token: ctx.admin.token })
      expect(res.status, `${path}?${query}`).toBe(422)
      expect(res.body.errors, query).toEqual([expect.objectContaining({ field })])
    }
    const unknown = await api.get(`${path}?fachgruppe=Kardiologie`, { token: ctx.admin.token })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'fachgruppe' })])
  })
})
