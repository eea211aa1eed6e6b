import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@case/db/schema'
import { insertCases, readCase, testKvnr } from '../harness/fixtures/cases'
import { uploadForm } from '../harness/fixtures/xlsxFiles'
import { useCaseApi } from '../harness/useCaseApi'

/** Issue 11 #2: an employee must not recover a masked KVNR (or a legacy surname) through search or sort. */
describe('case search for masked viewers', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  const group = 'Orakel'
  const kvnr = testKvnr(4711)
  const fallId = `2026-11-21_${kvnr}`
  let caseId = ''
  let legacyId = ''

  beforeAll(async () => {
    const [kvnrCase, legacyCase] = await insertCases(ctx.db, [
      { datum: '2026-11-21', fallgruppe: group, kvnr, fall_id: fallId },
      { datum: '2026-11-20', fallgruppe: group, fall_id: '2026-11-20_DROSTE-HÜLSHOFF' },
    ])
    caseId = kvnrCase!.id
    legacyId = legacyCase!.id
  })

  const search = (q: string, token = ctx.employee.token, extra = '') =>
    api.get(`/api/cases?fallgruppe=${group}&q=${encodeURIComponent(q)}${extra}`, { token })
  const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id)

  it('the digit-by-digit attack finds nothing: no prefix of the masked fall_id or KVNR matches', async () => {
    const shown = await api.get(`/api/cases/${caseId}`, { token: ctx.employee.token })
    expect(shown.body.fall_id).toBe(`2026-11-21_${kvnr[0]}*******${kvnr.slice(-2)}`)
    // The attack of the report: extend the known prefix one digit at a time and watch for the case id.
    let prefix = `2026-11-21_${kvnr[0]}`
    for (let probe = 0; probe < 3; probe++) {
      const hits = await Promise.all(
        '0123456789'.split('').map(async (digit) => {
          const res = await search(prefix + digit)
          expect(res.status, res.text).toBe(200)
          return idsOf(res.body).includes(caseId) ? digit : null
        }),
      )
      expect(hits.filter(Boolean), `probe ${probe + 1}`).toEqual([])
      prefix += kvnr[1 + probe] // the attacker cannot know it; the test walks on to check deeper probes too
    }
    for (const partial of [
      kvnr.slice(0, 3),
      kvnr.slice(0, 9),
      kvnr.toLowerCase().slice(0, 5),
      '2026-11-21_',
      '%',
      'DROSTE',
      '_D',
    ]) {
      const res = await search(partial)
      expect(res.status).toBe(200)
      expect(res.body.total, partial).toBe(0)
    }
  })

  it('a complete KVNR or fall_id (any case, surrounding spaces) finds the case, and each such search is audited', async () => {
    for (const q of [kvnr, ` ${kvnr.toLowerCase()} `, fallId.toLowerCase()]) {
      const res = await search(q)
      expect(idsOf(res.body), q).toEqual([caseId])
      expect(res.body.items[0].masked).toBe(true)
    }
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cases.exact_search_run'), eq(auditLog.user_id, ctx.employee.id)))
    expect(entries.length).toBeGreaterThanOrEqual(3)
    const complete = entries.find((entry) => (entry.details as { case_ids: string[] }).case_ids.includes(caseId))
    expect(complete?.details).toMatchObject({ found: 1, q_masked: `${kvnr[0]}*******${kvnr.slice(-2)}` })
    // The audit row must not hold the KVNR it protects.
    expect(JSON.stringify(entries.map((entry) => entry.details))).not.toContain(kvnr)
  })

  it('the legacy surname cannot be probed either; the exact legacy fall_id is the only match', async () => {
    expect((await search('2026-11-20_D')).body.total).toBe(0)
    expect((await search('2026-11-20_DROSTE')).body.total).toBe(0)
    expect(idsOf((await search('2026-11-20_droste-hülshoff')).body)).toEqual([legacyId])
  })

  it('sorting by fall_id is refused for employees (400 with the allowed sorts); datum, created_at, updated_at work', async () => {
    for (const sort of ['fall_id', '-fall_id']) {
      const res = await api.get(`/api/cases?sort=${sort}`, { token: ctx.employee.token })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        code: 'sort_not_allowed',
        detail: expect.stringContaining('datum, -datum, created_at'),
      })
    }
    for (const sort of ['datum', '-datum', 'created_at', '-created_at', 'updated_at', '-updated_at']) {
      expect((await api.get(`/api/cases?sort=${sort}`, { token: ctx.employee.token })).status, sort).toBe(200)
    }
  })

  it('admins keep the partial search and every sort', async () => {
    expect(idsOf((await search(kvnr.slice(0, 4), ctx.admin.token)).body)).toEqual([caseId])
    expect(idsOf((await search('DROSTE', ctx.admin.token)).body)).toEqual([legacyId])
    expect((await api.get('/api/cases?sort=-fall_id', { token: ctx.admin.token })).status).toBe(200)
    const adminSearches = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cases.exact_search_run'), eq(auditLog.user_id, ctx.admin.id)))
    expect(adminSearches).toEqual([])
  })

  it('the coding template carries a neutral key instead of a legacy surname, and its import resolves that key', async () => {
    const template = await api.raw('/api/cases/coding-template', {
      headers: { authorization: `Bearer ${ctx.admin.token}` },
    })
    expect(template.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await template.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]!
    const keys: string[] = []
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return
      const key = String(row.getCell(1).value)
      keys.push(key)
      if (key === `2026-11-20_CASE-${legacyId}`) row.getCell(11).value = 'C50.9'
    })
    expect(keys).toContain(`2026-11-20_CASE-${legacyId}`)
    expect(keys.join(' ')).not.toContain('DROSTE')
    const response = await ctx.api.raw('/api/cases/icd-import', {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}` },
      body: uploadForm(Buffer.from(await workbook.xlsx.writeBuffer())),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ format: 'coding_template', updated: 1, errors: [] })
    expect((await readCase(ctx.db, legacyId)).icd10).toBe('C50.9')
  })
})
