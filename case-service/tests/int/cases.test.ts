import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, disclosureRequests } from '@case/db/schema'
import {
  FOREIGN_INSURER,
  insertCase,
  insertCases,
  insertDisclosure,
  kvnrWithWrongCheckDigit,
  readCase,
  testKvnr,
} from '../harness/fixtures/cases'
import { createSignedInUser, type SignedInUser, useCaseApi } from '../harness/useCaseApi'

const CASE_KEYS = [
  'id',
  'fall_id',
  'kvnr',
  'datum',
  'jahr',
  'kw',
  'fallgruppe',
  'fachgebiet',
  'icd10',
  'erstgespraech',
  'abbruch',
  'unterlagen',
  'gutachten',
  'fg',
  'gutachten_ergebnis',
  'therapieaenderung',
  'nachname',
  'vorname',
  'geburtsdatum',
  'version',
  'created_at',
  'updated_at',
  'masked',
].sort()

describe('cases API', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  let otherEmployee: SignedInUser

  beforeAll(async () => {
    otherEmployee = await createSignedInUser(ctx.db, 'kasse_mitarbeiter')
  })

  const unmaskedViews = async (userId: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cases.viewed_unmasked'), eq(auditLog.user_id, userId)))

  describe('list, filters and pages', () => {
    // A world of its own: fallgruppe "Liste" keeps these rows apart from other tests' cases.
    const group = 'Liste'
    beforeAll(async () => {
      await insertCases(ctx.db, [
        {
          datum: '2026-01-05',
          fallgruppe: group,
          icd10: 'C50.9',
          kvnr: testKvnr(1),
          fall_id: `2026-01-05_${testKvnr(1)}`,
        },
        { datum: '2026-01-06', fallgruppe: group },
        { datum: '2026-01-13', fallgruppe: group, icd10: 'E11.9' },
        { datum: '2025-12-30', fallgruppe: group }, // ISO week 1 of 2026
        { datum: '2025-06-02', fallgruppe: group, kvnr: testKvnr(2) },
        { datum: '2026-01-07', fallgruppe: group, fall_id: '2026-01-07_100%_MATCH' },
      ])
      await insertCase(ctx.db, { datum: '2026-01-05', fallgruppe: group, versicherung: FOREIGN_INSURER })
    })

    const list = async (query: string, token = ctx.admin.token) => {
      const res = await api.get(`/api/cases?fallgruppe=${group}&${query}`, { token })
      expect(res.status, res.text).toBe(200)
      return res.body as {
        items: Record<string, unknown>[]
        total: number
        has_more: boolean
        next_cursor: string | null
        page_size: number
      }
    }

    it('pages newest first by default with the total over the filter, and returns exactly the case fields', async () => {
      const first = await list('page_size=2&include_total=true')
      expect(first.total).toBe(6)
      expect(first).toMatchObject({ has_more: true, page_size: 2 })
      expect(first.items.map((item) => item.datum)).toEqual(['2026-01-13', '2026-01-07'])
      expect(Object.keys(first.items[0]!).sort()).toEqual(CASE_KEYS)
      const second = await list(`page_size=2&cursor=${first.next_cursor}`)
      const third = await list(`page_size=2&cursor=${second.next_cursor}`)
      expect(third.items.map((item) => item.datum)).toEqual(['2025-12-30', '2025-06-02'])
      expect(third).toMatchObject({ has_more: false, next_cursor: null })
    })

    it('sorts by an allowed column in both directions and refuses other sorts', async () => {
      expect((await list('sort=datum')).items.map((item) => item.datum)).toEqual([
        '2025-06-02',
        '2025-12-30',
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
        '2026-01-13',
      ])
      const byFallId = (await list('sort=-fall_id')).items.map((item) => item.fall_id as string)
      expect(byFallId).toEqual([...byFallId].sort().reverse())
      for (const sort of ['nachname', 'datum;drop', '--datum']) {
        const res = await api.get(`/api/cases?sort=${encodeURIComponent(sort)}`, { token: ctx.admin.token })
        expect(res.status).toBe(422)
      }
    })

    it('filters by ISO year and week, ICD presence and q on fall_id or KVNR prefix', async () => {
      expect((await list('jahr=2026&kw=1')).items.map((item) => item.datum)).toEqual(['2025-12-30']) // ISO week-year
      expect((await list('jahr=2026&kw=2')).total).toBe(3)
      expect((await list('jahr=2026')).total).toBe(5)
      expect((await list('has_icd=true')).items.map((item) => item.icd10).sort()).toEqual(['C50.9', 'E11.9'])
      expect((await list('has_icd=false')).total).toBe(4)
      const kvnrPrefix = testKvnr(2).slice(0, 6)
      expect((await list(`q=${kvnrPrefix.toLowerCase()}`)).items.map((item) => item.kvnr)).toEqual([testKvnr(2)])
      expect((await list(`q=${testKvnr(1).slice(3)}`)).items.map((item) => item.kvnr)).toEqual([testKvnr(1)])
    })

    it('treats % and _ in q literally', async () => {
      expect((await list(`q=${encodeURIComponent('%')}`)).items.map((item) => item.fall_id)).toEqual([
        '2026-01-07_100%_MATCH',
      ])
      expect((await list(`q=${encodeURIComponent('0%_M')}`)).total).toBe(1)
      expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(6) // every fall_id has the underscore
      expect((await list(`q=${encodeURIComponent('01-0_')}`)).total).toBe(0) // "_" is no wildcard
      expect((await list('q=')).total).toBe(6) // an empty search box filters nothing
    })

    it('validates paging and filter parameters (422, never 500)', async () => {
      for (const query of ['page_size=201', 'page_size=0', 'kw=54', 'jahr=abc', 'has_icd=yes', 'page_size=-1']) {
        const res = await api.get(`/api/cases?${query}`, { token: ctx.admin.token })
        expect(res.status, query).toBe(422)
        expect(res.body.code).toBe('validation_error')
      }
      expect((await api.get('/api/cases?page_size=200', { token: ctx.admin.token })).status).toBe(200)
    })

    it('needs a valid token', async () => {
      expect((await api.get('/api/cases')).status).toBe(401)
      expect((await api.get('/api/cases', { token: 'nonsense' })).status).toBe(401)
    })
  })

  describe('detail and pending lists', () => {
    it('returns one case; unknown or malformed ids are 404', async () => {
      const row = await insertCase(ctx.db, { icd10: 'C50.9' })
      const res = await api.get(`/api/cases/${row.id}`, { token: ctx.admin.token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ id: row.id, fall_id: row.fall_id, icd10: 'C50.9', version: 1, masked: false })
      expect(res.body).not.toHaveProperty('versicherung')
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
        const missing = await api.get(`/api/cases/${encodeURIComponent(id)}`, { token: ctx.admin.token })
        expect(missing.status, id).toBe(404)
        expect(missing.body.code).toBe('not_found')
      }
    })

    it('pending-icd lists cases without ICD oldest first; pending-coding the Gutachten cases missing coding fields', async () => {
      const group = 'Pending'
      const [oldNoIcd, newNoIcd, , gutachtenOpen, gutachtenHalf] = await insertCases(ctx.db, [
        { datum: '2024-03-01', fallgruppe: group },
        { datum: '2024-03-08', fallgruppe: group },
        { datum: '2024-03-02', fallgruppe: group, icd10: 'C50.9' },
        { datum: '2024-03-03', fallgruppe: group, icd10: 'C50.9', gutachten: true },
        { datum: '2024-03-04', fallgruppe: group, icd10: 'C50.9', gutachten: true, gutachten_ergebnis: 'bestaetigt' },
        {
          datum: '2024-03-05',
          fallgruppe: group,
          icd10: 'C50.9',
          gutachten: true,
          gutachten_ergebnis: 'bestaetigt',
          therapieaenderung: false,
        },
      ])
      const pendingIcd = await api.get('/api/cases/pending-icd?page_size=200', { token: ctx.admin.token })
      expect(pendingIcd.status).toBe(200)
      const icdIds = pendingIcd.body.items.map((item: { id: string }) => item.id)
      expect(icdIds.indexOf(oldNoIcd!.id)).toBeLessThan(icdIds.indexOf(newNoIcd!.id))
      expect(pendingIcd.body.items.every((item: { icd10: unknown }) => item.icd10 === null)).toBe(true)
      const pendingCoding = await api.get('/api/cases/pending-coding?page_size=200', { token: ctx.employee.token })
      expect(pendingCoding.status).toBe(200)
      const codingIds = pendingCoding.body.items.map((item: { id: string }) => item.id)
      expect(codingIds).toContain(gutachtenOpen!.id)
      expect(codingIds).toContain(gutachtenHalf!.id)
      expect(pendingCoding.body.items.every((item: { gutachten: boolean }) => item.gutachten)).toBe(true)
      expect(pendingCoding.body.total).toBe(2)
    })
  })

  describe('masking', () => {
    const kvnr = testKvnr(100)
    let subject: Awaited<ReturnType<typeof insertCase>>
    let legacy: Awaited<ReturnType<typeof insertCase>>
    beforeAll(async () => {
      subject = await insertCase(ctx.db, {
        fallgruppe: 'Maske',
        kvnr,
        fall_id: `2026-02-02_${kvnr}`,
        datum: '2026-02-02',
        nachname: 'Schmidt',
        vorname: 'Jana',
        geburtsdatum: '1988-07-14',
      })
      legacy = await insertCase(ctx.db, {
        fallgruppe: 'Maske',
        fall_id: '2026-02-03_MÜLLER-LÜDENSCHEIDT',
        datum: '2026-02-03',
      })
    })

    it('shows an employee names as ***, only the birth year, the KVNR as first letter + last two, and a masked fall_id', async () => {
      const res = await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        nachname: '***',
        vorname: '***',
        geburtsdatum: '1988',
        kvnr: `${kvnr[0]}*******${kvnr.slice(-2)}`,
        fall_id: `2026-02-02_${kvnr[0]}*******${kvnr.slice(-2)}`,
        masked: true,
      })
      expect(res.text).not.toContain(kvnr)
      expect(res.text).not.toContain('Schmidt')
      const legacyView = await api.get(`/api/cases/${legacy.id}`, { token: ctx.employee.token })
      expect(legacyView.body.fall_id).toBe('2026-02-03_***')
      expect(legacyView.text).not.toContain('MÜLLER')
    })

    it('shows admins everything and does not audit them', async () => {
      const res = await api.get(`/api/cases/${subject.id}`, { token: ctx.admin.token })
      expect(res.body).toMatchObject({ nachname: 'Schmidt', kvnr, geburtsdatum: '1988-07-14', masked: false })
      expect(await unmaskedViews(ctx.admin.id)).toHaveLength(0)
    })

    it('unmasks for the requester of an approved, unexpired disclosure only, auditing each view', async () => {
      const disclosure = await insertDisclosure(ctx.db, {
        case_id: subject.id,
        requester_id: ctx.employee.id,
        reason: 'Rückfrage',
        status: 'approved',
        valid_until: new Date(Date.now() + 3_600_000),
      })
      const own = await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })
      expect(own.body).toMatchObject({
        nachname: 'Schmidt',
        vorname: 'Jana',
        kvnr,
        geburtsdatum: '1988-07-14',
        fall_id: subject.fall_id,
        masked: false,
      })
      const audits = await unmaskedViews(ctx.employee.id)
      expect(audits).toHaveLength(1)
      expect(audits[0]).toMatchObject({
        entity_type: 'case',
        entity_id: subject.id,
        details: { case_ids: [subject.id] },
      })

      const other = await api.get(`/api/cases/${subject.id}`, { token: otherEmployee.token })
      expect(other.body.masked).toBe(true)
      expect(await unmaskedViews(otherEmployee.id)).toHaveLength(0)

      // One audit row per list request, naming the unmasked cases (not one row per case).
      const listed = await api.get('/api/cases?fallgruppe=Maske', { token: ctx.employee.token })
      const byId = Object.fromEntries(
        listed.body.items.map((item: { id: string; masked: boolean }) => [item.id, item.masked]),
      )
      expect(byId).toEqual({ [subject.id]: false, [legacy.id]: true })
      const afterList = await unmaskedViews(ctx.employee.id)
      expect(afterList).toHaveLength(2)
      expect(afterList.map((row) => row.details)).toContainEqual(
        expect.objectContaining({ case_ids: [subject.id], path: '/api/cases' }),
      )

      // Past valid_until it is expired at once, even though the row still says "approved".
      await ctx.db
        .update(disclosureRequests)
        .set({ valid_until: new Date(Date.now() - 1000) })
        .where(eq(disclosureRequests.id, disclosure.id))
      const lapsed = await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })
      expect(lapsed.body.masked).toBe(true)
      expect(await unmaskedViews(ctx.employee.id)).toHaveLength(2)
    })

    it('keeps pending, rejected and revoked requests masked', async () => {
      for (const status of ['pending', 'rejected', 'revoked'] as const) {
        await insertDisclosure(ctx.db, {
          case_id: legacy.id,
          requester_id: otherEmployee.id,
          reason: 'x',
          status,
          valid_until: new Date(Date.now() + 3_600_000),
        })
      }
      const res = await api.get(`/api/cases/${legacy.id}`, { token: otherEmployee.token })
      expect(res.body.masked).toBe(true)
    })
  })

  describe('PUT /api/cases/{id}/kvnr', () => {
    const put = (id: string, json: unknown, token = ctx.admin.token) =>
      api.put(`/api/cases/${id}/kvnr`, { token, json })

    it('rebuilds a random-form fall_id from the KVNR and bumps the version; audited', async () => {
      const row = await insertCase(ctx.db, { datum: '2026-03-02' })
      const kvnr = testKvnr(200)
      const res = await put(row.id, { kvnr: kvnr.toLowerCase() })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({ kvnr, fall_id: `2026-03-02_${kvnr}`, version: 2 })
      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'cases.kvnr_updated'), eq(auditLog.entity_id, row.id)))
      expect(audit).toMatchObject({ user_id: ctx.admin.id, details: { fall_id_rebuilt: true, version: 2 } })
      expect(JSON.stringify(audit!.details)).not.toContain(kvnr)
    })

    it('rebuilds a legacy surname fall_id; a kvnr-form fall_id stays', async () => {
      const legacyRow = await insertCase(ctx.db, { datum: '2026-03-03', fall_id: '2026-03-03_MEIER' })
      const kvnr = testKvnr(201)
      expect((await put(legacyRow.id, { kvnr })).body.fall_id).toBe(`2026-03-03_${kvnr}`)
      const replaced = testKvnr(202)
      const again = await put(legacyRow.id, { kvnr: replaced })
      expect(again.body).toMatchObject({ kvnr: replaced, fall_id: `2026-03-03_${kvnr}`, version: 3 })
    })

    it('gives a colliding fall_id -2, -3 … also when the collision is another insurer’s case', async () => {
      const kvnr = testKvnr(203)
      const datum = '2026-03-04'
      await insertCase(ctx.db, { datum, kvnr, fall_id: `${datum}_${kvnr}` })
      await insertCase(ctx.db, { datum, kvnr, fall_id: `${datum}_${kvnr}-2`, versicherung: FOREIGN_INSURER })
      const [first, second] = await insertCases(ctx.db, [{ datum }, { datum }])
      expect((await put(first!.id, { kvnr })).body.fall_id).toBe(`${datum}_${kvnr}-3`)
      expect((await put(second!.id, { kvnr })).body.fall_id).toBe(`${datum}_${kvnr}-4`)
    })

    it('refuses a wrong check digit with 422 kvnr_check_digit and a bad format with kvnr_format; nothing changes', async () => {
      const row = await insertCase(ctx.db)
      const wrong = await put(row.id, { kvnr: kvnrWithWrongCheckDigit(204) })
      expect(wrong.status).toBe(422)
      expect(wrong.body.code).toBe('kvnr_check_digit')
      expect(wrong.body.detail).toMatch(/check digit/i)
      expect(wrong.body.errors).toEqual([{ field: 'kvnr', message: expect.stringMatching(/check digit/i) }])
      for (const kvnr of ['A12345678', '123456789A', 'ÄB12345678', '']) {
        const res = await put(row.id, { kvnr })
        expect(res.status, kvnr).toBe(422)
        expect(res.body.code).toBe('kvnr_format')
      }
      expect((await put(row.id, { kvnr: 42 })).status).toBe(422)
      expect(await readCase(ctx.db, row.id)).toMatchObject({ kvnr: null, fall_id: row.fall_id, version: 1 })
    })

    it('checks an optional version (409), is admin-only (403) and 404s unknown cases', async () => {
      const row = await insertCase(ctx.db)
      const stale = await put(row.id, { kvnr: testKvnr(205), version: 7 })
      expect(stale.status).toBe(409)
      expect(stale.body.code).toBe('version_conflict')
      expect((await put(row.id, { kvnr: testKvnr(205) }, ctx.employee.token)).status).toBe(403)
      expect((await put('00000000-0000-4000-8000-000000000000', { kvnr: testKvnr(205) })).status).toBe(404)
      expect((await put('nope', { kvnr: testKvnr(205) })).status).toBe(404)
      expect((await put(row.id, { kvnr: testKvnr(205), version: 1 })).status).toBe(200)
    })
  })
})
