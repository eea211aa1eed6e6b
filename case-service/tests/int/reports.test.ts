import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, cases, reports, storedFiles } from '@case/db/schema'
import { berlinTimestamp } from '@case/xlsx/workbookTitle'
import { downloadLink } from '../harness/fixtures/auth'
import { testKvnr } from '../harness/fixtures/cases'
import {
  cellIsBold,
  insertReportCases,
  OTHER_INSURER,
  readReportSheets,
  readWorkbook,
  reportTitle,
  xlsxPart,
  type CaseFixture,
} from '../harness/fixtures/reports'
import { useCaseApi } from '../harness/useCaseApi'

/**
 * ISO week-year 2026 has 53 weeks; KW 53/2026 runs 28.12.2026–03.01.2027 and KW 1/2026 starts
 * on 29.12.2025. Every expected table below is counted by hand from FIXTURE.
 */
const FIXTURE: CaseFixture[] = [
  // KW 1/2026 — 29.12.2025 already belongs to it
  {
    datum: '2025-12-29',
    fallgruppe: 'Onko-Intensiv',
    fachgebiet: 'Onkologie',
    icd10: 'C50.9',
    gutachten: true,
    gutachten_ergebnis: 'bestaetigt',
    therapieaenderung: true,
  },
  { datum: '2026-01-02', fallgruppe: 'Kardio', fachgebiet: 'Kardiologie', icd10: 'I21.0' },
  // KW 2: no case — the row is left out
  // KW 3
  {
    datum: '2026-01-14',
    fallgruppe: 'Onko-Intensiv',
    fachgebiet: 'Onkologie',
    icd10: 'C34.1',
    gutachten: true,
    gutachten_ergebnis: 'teilweise_bestaetigt',
    therapieaenderung: false,
  },
  { datum: '2026-01-15', fallgruppe: 'Galle-Schild', fachgebiet: 'Chirurgie', icd10: 'D37.6', gutachten: true },
  { datum: '2026-01-16', fallgruppe: 'Galle-Schild', fachgebiet: 'Chirurgie', icd10: 'K80.2' },
  // KW 10; "Sonstige" is no known Fallgruppe and gets its own column in the standard report
  {
    datum: '2026-03-03',
    fallgruppe: 'Ortho',
    fachgebiet: 'Orthopädie',
    gutachten: true,
    gutachten_ergebnis: 'nicht_bestaetigt',
    therapieaenderung: true,
  },
  { datum: '2026-03-04', fallgruppe: 'Sonstige', fachgebiet: 'Innere Medizin', icd10: 'D50.0' },
  { datum: '2026-03-05', fallgruppe: 'Onko-Intensiv', fachgebiet: 'Onkologie', icd10: 'D48.1' },
  // a therapy change without Gutachten is not counted on the Therapieänderungen sheet
  { datum: '2026-03-06', fallgruppe: 'Kardio', fachgebiet: 'Kardiologie', therapieaenderung: true },
  // KW 53/2026, on both sides of New Year
  {
    datum: '2026-12-30',
    fallgruppe: 'Onko-Intensiv',
    fachgebiet: 'Onkologie',
    icd10: 'C50.1',
    gutachten: true,
    gutachten_ergebnis: 'bestaetigt',
    therapieaenderung: true,
  },
  {
    datum: '2027-01-02',
    fallgruppe: 'Psychosomatik',
    fachgebiet: 'Psychiatrie',
    icd10: 'F32.1',
    gutachten: true,
    gutachten_ergebnis: 'bestaetigt',
    therapieaenderung: false,
  },
  // not in ISO year 2026
  { datum: '2027-01-04', fallgruppe: 'Kardio', fachgebiet: 'Kardiologie' },
  { datum: '2025-12-28', fallgruppe: 'Onko-Intensiv', fachgebiet: 'Onkologie', icd10: 'C50.9' },
  // another insurer: never counted
  {
    datum: '2026-01-14',
    fallgruppe: 'Onko-Intensiv',
    fachgebiet: 'Onkologie',
    icd10: 'C50.9',
    gutachten: true,
    versicherung: OTHER_INSURER,
  },
  { datum: '2026-12-30', fallgruppe: 'Kardio', fachgebiet: 'Kardiologie', versicherung: OTHER_INSURER },
]

const ALL = ['Onko-Intensiv', 'Galle-Schild', 'Kardio', 'Ortho', 'Psychosomatik', 'Sonstige']

/** A sheet that counts cases per Fallgruppe: its header (first column, every Fallgruppe, Gesamt), then `rows`. */
const countsPerFallgruppe = (firstColumn: string, rows: (string | number)[][]) => [
  [firstColumn, ...ALL, 'Gesamt'],
  ...rows,
]
/** The 11 counted cases, per Fallgruppe: the last row of every sheet that groups all of them. */
const ALL_CASES_TOTAL = ['Gesamt', 4, 2, 2, 1, 1, 1, 11]

const STANDARD_2026_KW53 = {
  'KW gesamt': countsPerFallgruppe('KW', [
    [1, 1, 0, 1, 0, 0, 0, 2],
    [3, 1, 2, 0, 0, 0, 0, 3],
    [10, 1, 0, 1, 1, 0, 1, 4],
    [53, 1, 0, 0, 0, 1, 0, 2],
    ALL_CASES_TOTAL,
  ]),
  Fachgebiete: countsPerFallgruppe('Fachgebiet', [
    ['Chirurgie', 0, 2, 0, 0, 0, 0, 2],
    ['Innere Medizin', 0, 0, 0, 0, 0, 1, 1],
    ['Kardiologie', 0, 0, 2, 0, 0, 0, 2],
    ['Onkologie', 4, 0, 0, 0, 0, 0, 4],
    ['Orthopädie', 0, 0, 0, 1, 0, 0, 1],
    ['Psychiatrie', 0, 0, 0, 0, 1, 0, 1],
    ALL_CASES_TOTAL,
  ]),
  Gutachten: [
    ['KW', ...ALL, 'Gesamt', 'Bestätigt', 'Teilweise bestätigt', 'Nicht bestätigt', 'Offen'],
    [1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0],
    [3, 1, 1, 0, 0, 0, 0, 2, 0, 1, 0, 1],
    [10, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0],
    [53, 1, 0, 0, 0, 1, 0, 2, 2, 0, 0, 0],
    ['Gesamt', 3, 1, 0, 1, 1, 0, 6, 3, 1, 1, 1],
  ],
  Therapieänderungen: [
    ['KW', ...ALL, 'Gesamt', 'Gutachten', 'Quote %'],
    [1, 1, 0, 0, 0, 0, 0, 1, 1, 100],
    [3, 0, 0, 0, 0, 0, 0, 0, 2, 0],
    [10, 0, 0, 0, 1, 0, 0, 1, 1, 100],
    [53, 1, 0, 0, 0, 0, 0, 1, 2, 50],
    ['Gesamt', 2, 0, 0, 1, 0, 0, 3, 6, 50],
  ],
  'ICD onko': countsPerFallgruppe('ICD-10', [
    ['C34', 1, 0, 0, 0, 0, 0, 1],
    ['C50', 2, 0, 0, 0, 0, 0, 2],
    ['D37', 0, 1, 0, 0, 0, 0, 1],
    ['D48', 1, 0, 0, 0, 0, 0, 1],
    ['Gesamt', 4, 1, 0, 0, 0, 0, 5],
  ]),
}

// Only Onko-Intensiv, and only KW 1..10: the KW 53 case drops out.
const ONKO_2026_KW10 = {
  'KW gesamt': [
    ['KW', 'Onko-Intensiv', 'Gesamt'],
    [1, 1, 1],
    [3, 1, 1],
    [10, 1, 1],
    ['Gesamt', 3, 3],
  ],
  Fachgebiete: [
    ['Fachgebiet', 'Onko-Intensiv', 'Gesamt'],
    ['Onkologie', 3, 3],
    ['Gesamt', 3, 3],
  ],
  Gutachten: [
    ['KW', 'Onko-Intensiv', 'Gesamt', 'Bestätigt', 'Teilweise bestätigt', 'Nicht bestätigt', 'Offen'],
    [1, 1, 1, 1, 0, 0, 0],
    [3, 1, 1, 0, 1, 0, 0],
    ['Gesamt', 2, 2, 1, 1, 0, 0],
  ],
  Therapieänderungen: [
    ['KW', 'Onko-Intensiv', 'Gesamt', 'Gutachten', 'Quote %'],
    [1, 1, 1, 1, 100],
    [3, 0, 0, 1, 0],
    ['Gesamt', 1, 1, 2, 50],
  ],
  'ICD onko': [
    ['ICD-10', 'Onko-Intensiv', 'Gesamt'],
    ['C34', 1, 1],
    ['C50', 1, 1],
    ['D48', 1, 1],
    ['Gesamt', 3, 3],
  ],
}

/** report_data tables as the rows a spreadsheet shows: header, rows, summary. */
const asSheetRows = (sheets: { name: string; columns: string[]; rows: unknown[][]; summary: unknown[] }[]) =>
  Object.fromEntries(sheets.map((sheet) => [sheet.name, [sheet.columns, ...sheet.rows, sheet.summary]]))

describe('standard reports', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  beforeAll(async () => {
    await insertReportCases(ctx.db, FIXTURE)
  })

  const generate = (json: unknown, token = ctx.admin.token) => api.post('/api/reports/generate', { json, token })
  const download = async (id: string, token = ctx.admin.token) => {
    const response = await api.raw(`/api/reports/download?id=${id}`, { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    return Buffer.from(await response.arrayBuffer())
  }

  it('writes the five sheets cell by cell as computed by hand, and the same tables as report_data', async () => {
    const res = await generate({ jahr: 2026, kw_to: 53, report_type: 'standard' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ report_type: 'standard', jahr: 2026, kw_from: 1, kw_to: 53 })

    const workbook = await readReportSheets(await download(res.body.id))
    expect([...workbook.keys()]).toEqual(['KW gesamt', 'Fachgebiete', 'Gutachten', 'Therapieänderungen', 'ICD onko'])
    expect(Object.fromEntries(workbook)).toEqual(STANDARD_2026_KW53)

    const data = await api.get(`/api/reports/${res.body.id}/data`, { token: ctx.employee.token })
    expect(data.status).toBe(200)
    expect(asSheetRows(data.body.report_data.sheets)).toEqual(STANDARD_2026_KW53)
  })

  it('counts only the Fallgruppen of a filtered type and only KW 1..kw_to', async () => {
    const res = await generate({ jahr: 2026, kw_to: 10, report_type: 'onko_intensiv' })
    expect(res.status).toBe(201)
    const workbook = await readReportSheets(await download(res.body.id))
    expect(Object.fromEntries(workbook)).toEqual(ONKO_2026_KW10)
  })

  it('formats every sheet: bold frozen header, fitted widths, numbers stored as numbers', async () => {
    const res = await generate({ jahr: 2026, kw_to: 53, report_type: 'standard' })
    const file = await download(res.body.id)
    const sheet1 = await xlsxPart(file, 'xl/worksheets/sheet1.xml')
    // The title row stands above the header on the first sheet
    expect(sheet1).toMatch(/<pane [^>]*ySplit="2"[^>]*state="frozen"/)
    // KW 10 row: numbers are written as numeric cells (no t="s"/"str"/"inlineStr")
    expect(sheet1).toMatch(/<c r="A5"( s="\d+")?><v>10<\/v><\/c>/)
    const widths = [...sheet1.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]))
    // "Onko-Intensiv" (13 characters) + padding; "KW" is short but kept at the minimum width
    expect(widths[1]).toBeGreaterThanOrEqual(13)
    expect(widths[0]).toBeLessThan(widths[1]!)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A1')).toBe(true) // the title
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A2')).toBe(true)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A3')).toBe(false)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A7')).toBe(true) // the Gesamt row
    expect(await cellIsBold(file, 'xl/worksheets/sheet2.xml', 'A1')).toBe(true) // further sheets: no title
    // Quote % (column J of Therapieänderungen) is shown with one decimal
    const sheet4 = await xlsxPart(file, 'xl/worksheets/sheet4.xml')
    const styles = await xlsxPart(file, 'xl/styles.xml')
    const quoteStyle = Number(/<c r="J2" s="(\d+)"/.exec(sheet4)?.[1])
    const numFmtId = [...styles.slice(styles.indexOf('<cellXfs')).matchAll(/<xf [^>]*numFmtId="(\d+)"/g)][
      quoteStyle
    ]?.[1]
    expect(styles).toContain(`<numFmt numFmtId="${numFmtId}" formatCode="0.0"/>`)
  })

  it('upserts: generating the same type and week again replaces record and file', async () => {
    const first = await generate({ jahr: 2026, kw_to: 3, report_type: 'galle_schild' })
    expect(first.status).toBe(201)
    const before = await readReportSheets(await download(first.body.id))
    expect(before.get('KW gesamt')).toEqual([
      ['KW', 'Galle-Schild', 'Gesamt'],
      [3, 2, 2],
      ['Gesamt', 2, 2],
    ])

    await insertReportCases(ctx.db, [{ datum: '2026-01-05', fallgruppe: 'Galle-Schild', fachgebiet: 'Chirurgie' }])
    const second = await generate({ jahr: 2026, kw_to: 3, report_type: 'galle_schild' })
    expect(second.status).toBe(200)
    expect(second.body.id).toBe(first.body.id)
    expect(new Date(second.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first.body.updated_at).getTime())
    const after = await readReportSheets(await download(first.body.id))
    expect(after.get('KW gesamt')).toEqual([
      ['KW', 'Galle-Schild', 'Gesamt'],
      [2, 1, 1],
      [3, 2, 2],
      ['Gesamt', 3, 3],
    ])
    const records = await ctx.db.select().from(reports).where(eq(reports.report_type, 'galle_schild'))
    expect(records).toHaveLength(1)
    // one stored file, replaced in place
    expect(
      await ctx.db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(eq(storedFiles.name, records[0]!.file_name)),
    ).toHaveLength(1)
  })

  it('two concurrent generations of one report leave one record and one complete file', async () => {
    const body = { jahr: 2026, kw_to: 52, report_type: 'standard' }
    const results = await Promise.all([generate(body), generate(body), generate(body)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201])
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1)
    const records = await ctx.db.select().from(reports).where(eq(reports.kw_to, 52))
    expect(records).toHaveLength(1)
    const workbook = await readReportSheets(await download(records[0]!.id))
    expect(workbook.get('KW gesamt')?.at(-1)).toEqual(['Gesamt', 3, 3, 2, 1, 0, 1, 10])
  })

  it('audits every generation', async () => {
    const res = await generate({ jahr: 2026, kw_to: 1, report_type: 'standard' })
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, res.body.id))
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'reports.generated',
        details: { report_type: 'standard', jahr: 2026, kw_from: 1, kw_to: 1, created: true },
      }),
    ])
  })

  it('validates: KW 53 only in 53-week years, known standard type, admin only', async () => {
    expect((await generate({ jahr: 2025, kw_to: 53, report_type: 'standard' })).body).toMatchObject({
      code: 'validation_error',
      errors: [{ field: 'kw_to' }],
    })
    // The request names the week kw_to, like the answer.
    expect((await generate({ jahr: 2026, kw: 1, report_type: 'standard' })).status).toBe(422)
    expect((await generate({ jahr: 2025, kw_to: 53, report_type: 'standard' })).status).toBe(422)
    expect((await generate({ jahr: 2026, kw_to: 1, report_type: 'wochenuebersicht_standard' })).status).toBe(422)
    expect((await generate({ jahr: 2026, kw_to: 1, report_type: 'nope' })).status).toBe(422)
    expect((await generate({ jahr: 1999, kw_to: 1, report_type: 'standard' })).status).toBe(422)
    expect((await generate({ jahr: 2026, kw_to: 0, report_type: 'standard' })).status).toBe(422)
    expect((await generate({ jahr: 2026, kw_to: 1, report_type: 'standard' }, ctx.employee.token)).status).toBe(403)
    expect(
      (await api.post('/api/reports/generate', { json: { jahr: 2026, kw_to: 1, report_type: 'standard' } })).status,
    ).toBe(401)
  })

  it('download: Content-Disposition, ?token= accepted, a bad token refused, unknown ids 404', async () => {
    const res = await generate({ jahr: 2026, kw_to: 10, report_type: 'onko_intensiv' })
    const withQueryToken = await api.raw(
      await downloadLink(api, ctx.employee.token, `/api/reports/download?id=${res.body.id}`),
    )
    expect(withQueryToken.status).toBe(200)
    expect(withQueryToken.headers.get('content-disposition')).toBe(
      'attachment; filename="onko_intensiv_2026_KW10.xlsx"',
    )
    expect(withQueryToken.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const workbook = await readReportSheets(Buffer.from(await withQueryToken.arrayBuffer()))
    expect(workbook.get('KW gesamt')).toEqual(ONKO_2026_KW10['KW gesamt'])

    const badToken = await api.get(`/api/reports/download?id=${res.body.id}&token=${ctx.employee.token.slice(0, -2)}xx`)
    expect(badToken.status).toBe(401)
    expect((await api.get(`/api/reports/download?id=${res.body.id}`)).status).toBe(401)
    // ?token= is for download links only
    expect((await api.get(`/api/reports/list?token=${ctx.employee.token}`)).status).toBe(401)
    expect((await api.get('/api/reports/download?id=not-a-uuid', { token: ctx.admin.token })).status).toBe(404)
    expect(
      (await api.get('/api/reports/download?id=00000000-0000-4000-8000-000000000000', { token: ctx.admin.token })).body
        .code,
    ).toBe('report_not_found')
    expect((await api.get('/api/reports/not-a-uuid/data', { token: ctx.admin.token })).status).toBe(404)
  })

  it('a report whose stored file vanished answers 404 report_file_missing', async () => {
    const res = await generate({ jahr: 2026, kw_to: 2, report_type: 'onko_intensiv' })
    const [record] = await ctx.db.select().from(reports).where(eq(reports.id, res.body.id))
    await ctx.db.delete(storedFiles).where(eq(storedFiles.name, record!.file_name))
    const missing = await api.get(`/api/reports/download?id=${res.body.id}`, { token: ctx.admin.token })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('report_file_missing')
  })

  it('lists metadata with prefix filters for both report pages', async () => {
    const [wochen] = await ctx.db
      .insert(reports)
      .values({
        report_type: 'wochenuebersicht_standard',
        jahr: 2026,
        kw_from: 1,
        kw_to: 3,
        report_data: {},
        file_name: 'x.xlsx',
        file_size: 1,
      })
      .returning()
    const all = await api.get('/api/reports/list', { token: ctx.employee.token })
    expect(all.status).toBe(200)
    const types = (items: { report_type: string }[]) => new Set(items.map((item) => item.report_type))
    expect(types(all.body.items)).toEqual(
      new Set(['standard', 'onko_intensiv', 'galle_schild', 'wochenuebersicht_standard']),
    )
    const standardPage = await api.get('/api/reports/list?exclude_prefix=wochenuebersicht', {
      token: ctx.employee.token,
    })
    expect(types(standardPage.body.items)).toEqual(new Set(['standard', 'onko_intensiv', 'galle_schild']))
    const wochenPage = await api.get('/api/reports/list?report_type_prefix=wochenuebersicht', {
      token: ctx.employee.token,
    })
    expect(wochenPage.body.items).toEqual([
      expect.objectContaining({ id: wochen!.id, kw_from: 1, kw_to: 3, file_size: 1 }),
    ])
    const item = standardPage.body.items.find(
      (entry: { report_type: string; kw_to: number }) => entry.report_type === 'standard' && entry.kw_to === 53,
    )
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'report_type',
        'jahr',
        'kw_from',
        'kw_to',
        'file_size',
        'created_by',
        'created_by_name',
        'version',
        'created_at',
        'updated_at',
      ].sort(),
    )
    // ordered newest week first
    expect(standardPage.body.items[0].kw_to).toBe(53)
  })

  it('deletes records and files together and reports unknown ids (admin only)', async () => {
    const res = await generate({ jahr: 2026, kw_to: 5, report_type: 'onko_intensiv' })
    const [record] = await ctx.db.select().from(reports).where(eq(reports.id, res.body.id))
    const unknown = '00000000-0000-4000-8000-000000000001'
    expect((await api.delete('/api/reports', { json: { ids: [res.body.id] }, token: ctx.employee.token })).status).toBe(
      403,
    )
    expect((await api.delete('/api/reports', { json: { ids: ['nope'] }, token: ctx.admin.token })).status).toBe(422)
    const deleted = await api.delete('/api/reports', { json: { ids: [res.body.id, unknown] }, token: ctx.admin.token })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ deleted: [res.body.id], not_found: [unknown] })
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.name, record!.file_name))).toEqual([])
    expect((await api.get(`/api/reports/download?id=${res.body.id}`, { token: ctx.admin.token })).status).toBe(404)
  })

  it('serves the report type registry', async () => {
    const res = await api.get('/api/reports/types', { token: ctx.employee.token })
    expect(res.body.items.map((type: { key: string }) => type.key)).toEqual([
      'standard',
      'onko_intensiv',
      'galle_schild',
      'wochenuebersicht_standard',
      'wochenuebersicht_onko_intensiv',
    ])
  })

  it('never counts another insurer, even for a week only it has cases in', async () => {
    await insertReportCases(ctx.db, [{ datum: '2026-06-03', fallgruppe: 'Kardio', versicherung: OTHER_INSURER }])
    const res = await generate({ jahr: 2026, kw_to: 23, report_type: 'standard' })
    const data = await api.get(`/api/reports/${res.body.id}/data`, { token: ctx.admin.token })
    const kwRows = data.body.report_data.sheets[0].rows.map((row: unknown[]) => row[0])
    expect(kwRows).not.toContain(23)
    const otherInsurerCases = await ctx.db.select().from(cases).where(eq(cases.versicherung, OTHER_INSURER))
    expect(otherInsurerCases).toHaveLength(3)
  })

  describe('printouts and round trips', () => {
    /** ISO year 2028, which no other test reports on: KW 10 with KVNRs (and one case without), KW 11 longer than a page. */
    const KVNRS = [testKvnr(101), testKvnr(102)]
    const LONG_WEEK = 40
    const utcDate = (day: number) => `2028-03-${String(day).padStart(2, '0')}`
    const WEEKS_2028: CaseFixture[] = [
      // KW 10/2028: 06.03.–12.03.
      {
        datum: utcDate(6),
        fallgruppe: 'Onko-Intensiv',
        kvnr: KVNRS[0],
        fall_id: `${utcDate(6)}_${KVNRS[0]}`,
        icd10: 'C50.9',
      },
      { datum: utcDate(7), fallgruppe: 'Kardio', kvnr: KVNRS[1], fall_id: `${utcDate(7)}_${KVNRS[1]}`, icd10: 'I21.0' },
      { datum: utcDate(8), fallgruppe: 'Kardio', icd10: 'I10' },
      // KW 11/2028: 13.03.–19.03.
      ...Array.from({ length: LONG_WEEK }, (_, index) => ({
        datum: utcDate(13 + (index % 7)),
        fallgruppe: 'Galle-Schild',
        icd10: index % 2 === 0 ? 'K80.2' : null,
      })),
    ]
    const wochenuebersicht = { jahr: 2028, kw_from: 10, kw_to: 11, report_type: 'wochenuebersicht_standard' }
    let wochenuebersichtId: string

    beforeAll(async () => {
      await insertReportCases(ctx.db, WEEKS_2028)
      const res = await api.post('/api/reports/wochenuebersicht/generate', {
        json: wochenuebersicht,
        token: ctx.admin.token,
      })
      expect(res.status).toBe(201)
      wochenuebersichtId = res.body.id
    })

    const loadExcel = async (file: Buffer) => {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(file as unknown as ArrayBuffer)
      return workbook
    }
    const sheetParts = async (file: Buffer) => {
      const workbook = await xlsxPart(file, 'xl/workbook.xml')
      const count = [...workbook.matchAll(/<sheet /g)].length
      return Promise.all(
        Array.from({ length: count }, (_, index) => xlsxPart(file, `xl/worksheets/sheet${index + 1}.xml`)),
      )
    }
    const uploadIcd = async (file: Buffer | ArrayBuffer, token: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)]), 'wochenuebersicht.xlsx')
      const response = await api.raw('/api/reports/wochenuebersicht/upload-icd', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      return response.json()
    }
    const berlinTimesAround = async <T>(action: () => Promise<T>) => {
      const before = new Date()
      const result = await action()
      return { result, times: new Set([berlinTimestamp(before), berlinTimestamp(new Date())]) }
    }

    it('opens the first sheet of every report with type, year, weeks, insurer and generation time in Europe/Berlin', async () => {
      const { result: res, times } = await berlinTimesAround(() =>
        generate({ jahr: 2026, kw_to: 47, report_type: 'onko_intensiv' }),
      )
      const title = await reportTitle(await download(res.body.id))
      const [, generated] = /^Onko-Intensiv · 2026 · KW 1–47 · AOK-NORD · erstellt am (.+)$/.exec(title) ?? []
      expect(times).toContain(generated)

      // The Wochenübersicht, stored and as an employee's masked rendering: both name the stored file's time
      const [record] = await ctx.db.select().from(reports).where(eq(reports.id, wochenuebersichtId))
      const expected = `Wochenübersicht (alle Fallgruppen) · 2028 · KW 10–11 · AOK-NORD · erstellt am ${berlinTimestamp(record!.updated_at)}`
      const employeeFile = await download(wochenuebersichtId, ctx.employee.token)
      expect(await reportTitle(employeeFile)).toBe(expected)
      const stored = await reportTitle(await download(wochenuebersichtId))
      expect(stored.replace(/erstellt am .+$/, '')).toBe(expected.replace(/erstellt am .+$/, ''))
      expect(stored).toMatch(/erstellt am \d{2}\.\d{2}\.2\d{3}, \d{2}:\d{2} Uhr \(Europe\/Berlin\)$/)
      const [employeeSheet] = await sheetParts(employeeFile)
      expect(employeeSheet).toMatch(/<pane [^>]*ySplit="2"[^>]*state="frozen"/)
    })

    it('prints all sheets of a workbook in one orientation', async () => {
      const standard = await download((await generate({ jahr: 2026, kw_to: 53, report_type: 'standard' })).body.id)
      // Before, KW gesamt and ICD onko were portrait and the other three landscape.
      const orientations = (await sheetParts(standard)).map(
        (sheet) => /<pageSetup [^>]*orientation="(\w+)"/.exec(sheet)?.[1],
      )
      expect(orientations).toHaveLength(5)
      expect(new Set(orientations)).toEqual(new Set(['landscape']))
      const onko = await download((await generate({ jahr: 2026, kw_to: 10, report_type: 'onko_intensiv' })).body.id)
      const onkoOrientations = (await sheetParts(onko)).map(
        (sheet) => /<pageSetup [^>]*orientation="(\w+)"/.exec(sheet)?.[1],
      )
      expect(new Set(onkoOrientations).size).toBe(1)
    })

    it('writes the Gesamt rows as formulas whose cached results are the sums (a clerk’s edit recalculates)', async () => {
      const file = await download((await generate({ jahr: 2026, kw_to: 53, report_type: 'standard' })).body.id)
      const workbook = await loadExcel(file)
      // The cached values as a reader that does not calculate sees them (exceljs reads a cached 0 as no result)
      const cached = await readWorkbook(file)
      expect(workbook.worksheets).toHaveLength(5)
      for (const sheet of workbook.worksheets) {
        const last = sheet.getRow(sheet.rowCount)
        expect(last.getCell(1).value).toBe('Gesamt')
        const header = sheet.getRow(sheet.name === 'KW gesamt' ? 2 : 1)
        for (let column = 2; column <= sheet.columnCount; column++) {
          const cell = last.getCell(column).value as { formula: string }
          const result = cached.get(sheet.name)![last.number - 1]![column - 1]
          if (header.getCell(column).value === 'Quote %') {
            expect(cell.formula).toMatch(/^IF\(\w+=0,"",ROUND\(\w+\/\w+\*100,1\)\)$/)
            continue
          }
          const [, from, to] = /^SUM\([A-Z]+(\d+):[A-Z]+(\d+)\)$/.exec(cell.formula) ?? []
          expect(Number(from)).toBe(header.number + 1)
          expect(Number(to)).toBe(last.number - 1)
          let sum = 0
          for (let row = Number(from); row <= Number(to); row++)
            sum += sheet.getRow(row).getCell(column).value as number
          expect(result).toBe(sum)
        }
      }
      expect(cached.get('Therapieänderungen')!.at(-1)!.at(-1)).toBe(
        STANDARD_2026_KW53['Therapieänderungen'].at(-1)!.at(-1),
      )
    })

    it('Wochenübersicht: a case count per week, "KW nn (Fortsetzung)" on top of every page that continues a week', async () => {
      const file = await download(wochenuebersichtId)
      const [sheetXml] = await sheetParts(file)
      const breaks = [...sheetXml!.matchAll(/<brk id="(\d+)"[^>]*man="1"/g)].map((match) => Number(match[1]))
      // 3 + 40 cases, two block rows, under a title and the header: more than one landscape page
      expect(breaks.length).toBeGreaterThanOrEqual(1)
      const sheet = (await loadExcel(file)).getWorksheet('Wochenübersicht')!
      const text = (row: number, column = 1) => sheet.getRow(row).getCell(column).value
      expect([text(3), text(3, 2)]).toEqual(['KW 10', '3 Fälle'])
      expect([text(7), text(7, 2)]).toEqual(['KW 11', `${LONG_WEEK} Fälle`])
      for (const brk of breaks) expect(text(brk + 1)).toBe('KW 11 (Fortsetzung)')
      // …and a page never holds more rows than planned: the first page ends within 31 rows below the header
      expect(breaks[0]).toBeLessThanOrEqual(2 + 31)
    })

    it('re-uploading the service’s own Wochenübersicht unchanged imports with 0 errors, also an employee’s masked download', async () => {
      const stored = await download(wochenuebersichtId)
      const { rows, ...counts } = await uploadIcd(stored, ctx.admin.token)
      expect(counts).toEqual({
        format: 'wochenuebersicht',
        updated: 0,
        unchanged: 3 + LONG_WEEK / 2,
        // the rows without ICD-10
        skipped: LONG_WEEK / 2,
        errors: [],
      })
      // Row by row, every case with a code is reported unchanged and nothing else
      expect(rows).toHaveLength(3 + LONG_WEEK / 2)
      expect(
        rows.every(
          (row: { outcome: string; changes: object }) =>
            row.outcome === 'unchanged' && Object.keys(row.changes).length === 0,
        ),
      ).toBe(true)
      const masked = await download(wochenuebersichtId, ctx.employee.token)
      const maskedSheet = (await loadExcel(masked)).getWorksheet('Wochenübersicht')!
      // The KVNRs and the Fall-IDs built from them are masked in the employee's file
      expect(String(maskedSheet.getRow(4).getCell(2).value)).toContain('*')
      expect(String(maskedSheet.getRow(4).getCell(1).value)).toContain('*')
      expect(await uploadIcd(masked, ctx.employee.token)).toMatchObject({
        updated: 0,
        unchanged: 3 + LONG_WEEK / 2,
        errors: [],
      })

      // A code filled in on the masked download reaches the case behind the masked Fall-ID
      const workbook = await loadExcel(masked)
      workbook.getWorksheet('Wochenübersicht')!.getRow(4).getCell(9).value = 'C50.1'
      expect(await uploadIcd(await workbook.xlsx.writeBuffer(), ctx.employee.token)).toMatchObject({
        updated: 1,
        errors: [],
      })
      const [changed] = await ctx.db.select().from(cases).where(eq(cases.kvnr, KVNRS[0]!))
      expect(changed).toMatchObject({ icd10: 'C50.1', version: 2 })
    })
  })
})
