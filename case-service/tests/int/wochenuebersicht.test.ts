import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, cases, disclosureRequests } from '@case/db/schema'
import { maskFallId } from '@case/features/cases/casePresentation'
import { downloadLink } from '../harness/fixtures/auth'
import { cellIsBold, insertReportCases, OTHER_INSURER, readReportSheets, xlsxPart } from '../harness/fixtures/reports'
import { useCaseApi } from '../harness/useCaseApi'

const HEADER = ['Fall-ID', 'KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10']
const utc = (date: string) => new Date(`${date}T00:00:00.000Z`)
const EMPTY = [null, null, null, null, null, null, null, null]
/** A week's block row: its label, the case count in the KVNR column. */
const block = (label: string, count: string) => [label, count, ...EMPTY.slice(1)]

describe('Wochenübersicht', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  let disclosedCaseId: string
  /** fall_id of the cases in insertion order: B (KW 1), A (KW 1), no KVNR (KW 3), …, E (KW 53), F (KW 53). */
  let fallIds: string[]

  beforeAll(async () => {
    const inserted = await insertReportCases(ctx.db, [
      // KW 1/2026 (starts 29.12.2025)
      { datum: '2026-01-02', fallgruppe: 'Kardio', kvnr: 'B123456782', erstgespraech: true, icd10: 'I21.0' },
      {
        datum: '2025-12-29',
        fallgruppe: 'Onko-Intensiv',
        kvnr: 'A123456780',
        erstgespraech: true,
        unterlagen: true,
        gutachten: true,
        icd10: 'C50.9',
      },
      // KW 2: nothing → no block
      // KW 3
      { datum: '2026-01-14', fallgruppe: 'Onko-Intensiv', kvnr: null, abbruch: true, fg: true },
      // outside the range, or another insurer
      { datum: '2026-01-19', fallgruppe: 'Onko-Intensiv', kvnr: 'C123456784' },
      { datum: '2026-01-13', fallgruppe: 'Onko-Intensiv', kvnr: 'D123456786', versicherung: OTHER_INSURER },
      // KW 53/2026 on both sides of New Year
      { datum: '2027-01-02', fallgruppe: 'Psychosomatik', kvnr: 'E123456789', gutachten: true },
      { datum: '2026-12-30', fallgruppe: 'Onko-Intensiv', kvnr: 'F123456781', fg: true, icd10: 'C34.1' },
    ])
    disclosedCaseId = inserted[0]!.id
    fallIds = inserted.map((row) => row.fall_id)
    // The employee holds a valid disclosure for the KW 1 Kardio case only
    await ctx.db.insert(disclosureRequests).values([
      {
        case_id: disclosedCaseId,
        requester_id: ctx.employee.id,
        reason: 'Rückfrage',
        status: 'approved',
        valid_until: new Date(Date.now() + 3_600_000),
      },
      {
        case_id: inserted[1]!.id,
        requester_id: ctx.employee.id,
        reason: 'abgelaufen',
        status: 'approved',
        valid_until: new Date(Date.now() - 1000),
      },
    ])
  })

  const generate = (json: unknown, token = ctx.admin.token) =>
    api.post('/api/reports/wochenuebersicht/generate', { json, token })
  const downloadAs = async (id: string, token: string) => {
    const response = await api.raw(await downloadLink(api, token, `/api/reports/download?id=${id}`))
    expect(response.status).toBe(200)
    return { file: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') }
  }
  const downloadedSheet = async (id: string, token: string) =>
    (await readReportSheets((await downloadAs(id, token)).file)).get('Wochenübersicht')

  it('lists the cases in KW blocks with their Fall-ID, weeks without cases as one note line, other insurers never', async () => {
    const res = await generate({ jahr: 2026, kw_from: 1, kw_to: 3, report_type: 'wochenuebersicht_standard' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ report_type: 'wochenuebersicht_standard', jahr: 2026, kw_from: 1, kw_to: 3 })
    const { file, disposition } = await downloadAs(res.body.id, ctx.admin.token)
    expect(disposition).toBe('attachment; filename="wochenuebersicht_standard_2026_KW1-KW3.xlsx"')
    const sheet = (await readReportSheets(file)).get('Wochenübersicht')
    expect(sheet).toEqual([
      HEADER,
      block('KW 1', '2 Fälle'),
      [fallIds[1], 'A123456780', utc('2025-12-29'), 'x', null, 'x', 'x', null, 'C50.9'],
      [fallIds[0], 'B123456782', utc('2026-01-02'), 'x', null, null, null, null, 'I21.0'],
      ['KW 2: keine Fälle', ...EMPTY],
      block('KW 3', '1 Fall'),
      // no KVNR: the Fall-ID identifies the row
      [fallIds[2], null, utc('2026-01-14'), null, 'x', null, null, 'x', null],
    ])
    // Row 1 holds the title
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A2')).toBe(true)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A3')).toBe(true)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A4')).toBe(false)
    expect(await cellIsBold(file, 'xl/worksheets/sheet1.xml', 'A6')).toBe(false) // the note
    const sheetXml = await xlsxPart(file, 'xl/worksheets/sheet1.xml')
    // Empty markers are no cells at all, not empty strings
    expect(sheetXml).not.toMatch(/<v><\/v>|<v\/>|<t\/>|<t><\/t>/)
    // KW block rows are shaded across every column (I3 is the block row's last, empty cell); case rows are not
    const fillOf = async (ref: string) => {
      const styleIndex = Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0)
      const styles = await xlsxPart(file, 'xl/styles.xml')
      const cellXfs = styles.slice(styles.indexOf('<cellXfs'))
      return Number([...cellXfs.matchAll(/<xf [^>]*fillId="(\d+)"/g)][styleIndex]?.[1] ?? 0)
    }
    expect(await fillOf('I3')).toBeGreaterThan(1) // fills 0 and 1 are the defaults none and gray125
    expect(await fillOf('I7')).toBe(await fillOf('I3'))
    expect(await fillOf('I4')).toBe(0)

    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, res.body.id))
    expect(entries.map((entry) => entry.action)).toEqual(['reports.generated'])
  })

  it('the Onko-Intensiv variant over KW 50–53 shows KW 53 with cases on both sides of New Year', async () => {
    // the weeks before the first case are noted, not silently left out
    const noCases = ['KW 50–52: keine Fälle', ...EMPTY]
    const onkoCase = [fallIds[6], 'F123456781', utc('2026-12-30'), null, null, null, null, 'x', 'C34.1']
    const standard = await generate({ jahr: 2026, kw_from: 50, kw_to: 53, report_type: 'wochenuebersicht_standard' })
    expect((await downloadedSheet(standard.body.id, ctx.admin.token))?.slice(1)).toEqual([
      noCases,
      block('KW 53', '2 Fälle'),
      onkoCase,
      [fallIds[5], 'E123456789', utc('2027-01-02'), null, null, null, 'x', null, null],
    ])
    const onko = await generate({ jahr: 2026, kw_from: 50, kw_to: 53, report_type: 'wochenuebersicht_onko_intensiv' })
    expect((await downloadedSheet(onko.body.id, ctx.admin.token))?.slice(1)).toEqual([
      noCases,
      block('KW 53', '1 Fall'),
      onkoCase,
    ])
  })

  it('employees see masked KVNRs in data and download, except where they hold a valid disclosure', async () => {
    const res = await generate({ jahr: 2026, kw_from: 1, kw_to: 3, report_type: 'wochenuebersicht_standard' })
    expect(res.status).toBe(200)
    const employeeData = await api.get(`/api/reports/${res.body.id}/data`, { token: ctx.employee.token })
    expect(employeeData.status).toBe(200)
    const kvnrs = (body: { report_data: { blocks: { rows: { kvnr: string | null }[] }[] } }) =>
      body.report_data.blocks.map((block) => block.rows.map((row) => row.kvnr))
    // A123456780's disclosure has expired; B123456782's is valid
    expect(kvnrs(employeeData.body)).toEqual([['A*******80', 'B123456782'], [null]])
    const adminData = await api.get(`/api/reports/${res.body.id}/data`, { token: ctx.admin.token })
    expect(kvnrs(adminData.body)).toEqual([['A123456780', 'B123456782'], [null]])
    expect(adminData.body.report_data.blocks[0]).toMatchObject({ kw: 1, label: 'KW 1' })

    const employeeFile = await downloadedSheet(res.body.id, ctx.employee.token)
    expect(employeeFile?.map((row) => row[1])).toEqual([
      'KVNR',
      '2 Fälle',
      'A*******80',
      'B123456782',
      null,
      '1 Fall',
      null,
    ])
    expect(employeeFile?.map((row) => row[0])).toEqual([
      'Fall-ID',
      'KW 1',
      fallIds[1],
      fallIds[0],
      'KW 2: keine Fälle',
      'KW 3',
      fallIds[2],
    ])
    expect(employeeFile?.[2]).toEqual([fallIds[1], 'A*******80', utc('2025-12-29'), 'x', null, 'x', 'x', null, 'C50.9'])
  })

  it('upload-icd: every role imports ICD codes from a filled-in Wochenübersicht (rows keyed by KVNR), ICD-import response', async () => {
    const res = await generate({ jahr: 2026, kw_from: 50, kw_to: 53, report_type: 'wochenuebersicht_standard' })
    const { file } = await downloadAs(res.body.id, ctx.admin.token)
    // An employee fills in the missing ICD-10 of E123456789 (row 6) and uploads the file
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
    workbook.getWorksheet('Wochenübersicht')!.getRow(6).getCell(9).value = 'F32.1'
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'wochenuebersicht.xlsx')
    const upload = (token: string) =>
      api.raw('/api/reports/wochenuebersicht/upload-icd', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
    const response = await upload(ctx.employee.token)
    expect(response.status).toBe(200)
    const [updated] = await ctx.db.select().from(cases).where(eq(cases.kvnr, 'E123456789'))
    // Row by row, with the Fall-IDs masked for the employee (who sees cases masked).
    const result = await response.json()
    expect(result).toMatchObject({ format: 'wochenuebersicht', updated: 1, unchanged: 1, skipped: 0, errors: [] })
    expect(result.rows).toEqual([
      expect.objectContaining({ outcome: 'unchanged', changes: {} }),
      { row: 6, fall_id: maskFallId(updated!.fall_id), outcome: 'update', changes: { icd10: 'F32.1' } },
    ])
    expect(JSON.stringify(result)).not.toContain('E123456789')
    expect(updated).toMatchObject({ icd10: 'F32.1', version: 2 })
    expect((await api.post('/api/reports/wochenuebersicht/upload-icd', { json: {} })).status).toBe(401)

    // The employee's own (masked) download: rows with a masked KVNR are matched by their Fall-ID
    const masked = new ExcelJS.Workbook()
    await masked.xlsx.load((await downloadAs(res.body.id, ctx.employee.token)).file as unknown as ArrayBuffer)
    masked.getWorksheet('Wochenübersicht')!.getRow(5).getCell(9).value = 'C50.0'
    masked.getWorksheet('Wochenübersicht')!.getRow(6).getCell(9).value = 'F32.1'
    const maskedForm = new FormData()
    maskedForm.append('file', new Blob([new Uint8Array(await masked.xlsx.writeBuffer())]), 'masked.xlsx')
    const maskedUpload = await api.raw('/api/reports/wochenuebersicht/upload-icd', {
      method: 'POST',
      body: maskedForm,
      headers: { authorization: `Bearer ${ctx.employee.token}` },
    })
    expect(await maskedUpload.json()).toMatchObject({ updated: 1, unchanged: 1, errors: [] })
    const [recoded] = await ctx.db.select().from(cases).where(eq(cases.kvnr, 'F123456781'))
    expect(recoded).toMatchObject({ icd10: 'C50.0' })
    const notXlsx = new FormData()
    notXlsx.append('file', new Blob(['KVNR;ICD-10']), 'x.csv')
    const refused = await api.raw('/api/reports/wochenuebersicht/upload-icd', {
      method: 'POST',
      body: notXlsx,
      headers: { authorization: `Bearer ${ctx.employee.token}` },
    })
    expect(refused.status).toBe(415)
  })

  it('is admin-only to generate, validates the range and the type, and is listed under its prefix', async () => {
    expect(
      (
        await generate(
          { jahr: 2026, kw_from: 1, kw_to: 3, report_type: 'wochenuebersicht_standard' },
          ctx.employee.token,
        )
      ).status,
    ).toBe(403)
    expect(
      (await generate({ jahr: 2026, kw_from: 4, kw_to: 3, report_type: 'wochenuebersicht_standard' })).status,
    ).toBe(422)
    expect(
      (await generate({ jahr: 2025, kw_from: 50, kw_to: 53, report_type: 'wochenuebersicht_standard' })).body.errors,
    ).toEqual([expect.objectContaining({ field: 'kw_to' })])
    expect((await generate({ jahr: 2026, kw_from: 1, kw_to: 3, report_type: 'standard' })).status).toBe(422)
    const listed = await api.get('/api/reports/list?report_type_prefix=wochenuebersicht', { token: ctx.employee.token })
    expect(
      listed.body.items
        .map(
          (item: { report_type: string; kw_from: number; kw_to: number }) =>
            `${item.report_type} ${item.kw_from}-${item.kw_to}`,
        )
        .sort(),
    ).toEqual([
      'wochenuebersicht_onko_intensiv 50-53',
      'wochenuebersicht_standard 1-3',
      'wochenuebersicht_standard 50-53',
    ])
  })
})
