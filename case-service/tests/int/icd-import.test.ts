import { and, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, cases } from '@case/db/schema'
import { FOREIGN_INSURER, insertCase, insertCases, readCase, testKvnr } from '../harness/fixtures/cases'
import { buildZip, deflatedZeros, macroWorkbook, uploadForm, workbookBytes } from '../harness/fixtures/xlsxFiles'
import { useCaseApi } from '../harness/useCaseApi'

const MB = 1024 * 1024

describe('POST /api/cases/icd-import', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  const upload = async (bytes: Uint8Array, { query = '', token = ctx.admin.token, fileName = 'import.xlsx' } = {}) => {
    const response = await api.raw(`/api/cases/icd-import${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: uploadForm(bytes, fileName),
    })
    return { status: response.status, body: await response.json() }
  }
  const icdsOf = async (ids: string[]) =>
    Object.fromEntries(
      (await ctx.db.select().from(cases).where(inArray(cases.id, ids))).map((row) => [
        row.id,
        [row.icd10, row.version],
      ]),
    )

  describe('coding template format', () => {
    it('imports the template downloaded from the API, filled in (ICD in the last column)', async () => {
      const [first, second] = await insertCases(ctx.db, [{ datum: '2021-03-01' }, { datum: '2021-03-02' }])
      const template = await api.raw('/api/cases/coding-template', {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      })
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await template.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      sheet.eachRow((row, rowNumber) => {
        if (rowNumber === 1) return
        const fallId = row.getCell(1).value
        if (fallId === first!.fall_id) row.getCell(11).value = 'c50.9'
        if (fallId === second!.fall_id) row.getCell(11).value = 'E11.90'
      })
      const filled = Buffer.from(await workbook.xlsx.writeBuffer())

      const res = await upload(filled)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ format: 'coding_template', updated: 2, unchanged: 0, errors: [] })
      expect(await icdsOf([first!.id, second!.id])).toEqual({ [first!.id]: ['C50.9', 2], [second!.id]: ['E11.90', 2] })
      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'cases.icd_imported'), eq(auditLog.user_id, ctx.admin.id)))
      expect(audit?.details).toMatchObject({ format: 'coding_template', dry_run: false, updated: 2 })

      const again = await upload(filled)
      expect(again.body).toMatchObject({ updated: 0, unchanged: 2 })
      expect(await icdsOf([first!.id])).toEqual({ [first!.id]: ['C50.9', 2] })
    })

    it('imports an older template that still has name columns; reports bad rows and writes the good ones', async () => {
      const [good, alreadyCoded] = await insertCases(ctx.db, [{}, { icd10: 'C18.7' }])
      const foreign = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER })
      const bytes = await workbookBytes([
        ['fall_id', 'Nachname', 'Vorname', 'KVNR', 'Datum', 'Fallgruppe', 'ICD-10'],
        [good!.fall_id, 'Muster', 'Max', null, '05.01.2026', 'Onko-Intensiv', 'D05.1'],
        [alreadyCoded!.fall_id, 'Muster', 'Eva', null, null, null, 'c18.7'],
        [foreign.fall_id, 'Fremd', 'Fall', null, null, null, 'C50.9'],
        ['2026-01-05_Rffffffff', null, null, null, null, null, 'C50.9'],
        [good!.fall_id.replace('_R', '_X'), null, null, null, null, null, null],
        [good!.fall_id, null, null, null, null, null, 'Z99.9G'],
      ])
      const res = await upload(bytes)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        format: 'coding_template',
        updated: 1,
        unchanged: 1,
        skipped: 1,
        errors: [
          { row: 4, message: 'No case with this fall_id' },
          { row: 5, message: 'No case with this fall_id' },
          { row: 7, message: expect.stringContaining('ICD-10') },
        ],
        rows: [
          { row: 2, fall_id: good!.fall_id, outcome: 'update', changes: { icd10: 'D05.1' } },
          { row: 3, fall_id: alreadyCoded!.fall_id, outcome: 'unchanged', changes: {} },
        ],
      })
      expect(await readCase(ctx.db, good!.id)).toMatchObject({ icd10: 'D05.1', version: 2 })
      expect(await readCase(ctx.db, alreadyCoded!.id)).toMatchObject({ icd10: 'C18.7', version: 1 })
      expect(await readCase(ctx.db, foreign.id)).toMatchObject({ icd10: null, version: 1 })
    })

    it('refuses rows that give one case two different codes (neither is written)', async () => {
      const row = await insertCase(ctx.db)
      const bytes = await workbookBytes([
        ['fall_id', 'ICD-10'],
        [row.fall_id, 'C50.9'],
        [row.fall_id, 'C50.1'],
      ])
      const res = await upload(bytes)
      expect(res.body).toMatchObject({ updated: 0, errors: [{ row: 2 }, { row: 3 }] })
      expect(res.body.errors[0].message).toContain('different ICD-10 codes')
      expect(await readCase(ctx.db, row.id)).toMatchObject({ icd10: null, version: 1 })
    })

    it('dry_run=true reports the same numbers and writes nothing', async () => {
      const row = await insertCase(ctx.db)
      const bytes = await workbookBytes([
        ['fall_id', 'ICD-10'],
        [row.fall_id, 'C50.9'],
      ])
      const dry = await upload(bytes, { query: '?dry_run=true' })
      expect(dry.status).toBe(200)
      expect(dry.body).toMatchObject({ format: 'coding_template', updated: 1, errors: [] })
      expect(await readCase(ctx.db, row.id)).toMatchObject({ icd10: null, version: 1 })
      expect((await upload(bytes, { query: '?dry_run=maybe' })).status).toBe(422)
    })
  })

  describe('Wochenübersicht format', () => {
    it('matches rows by KVNR within the KW block (and Datum when present)', async () => {
      const kvnrA = testKvnr(500)
      const kvnrB = testKvnr(501)
      const [monday, wednesday, nextWeek, other] = await insertCases(ctx.db, [
        { kvnr: kvnrA, datum: '2027-01-04', fall_id: `2027-01-04_${kvnrA}` },
        { kvnr: kvnrA, datum: '2027-01-06', fall_id: `2027-01-06_${kvnrA}` },
        { kvnr: kvnrA, datum: '2027-01-11', fall_id: `2027-01-11_${kvnrA}` },
        { kvnr: kvnrB, datum: '2027-01-05', fall_id: `2027-01-05_${kvnrB}` },
      ])
      await insertCase(ctx.db, {
        kvnr: kvnrB,
        datum: '2027-01-05',
        fall_id: `2027-01-05_${kvnrB}-9`,
        versicherung: FOREIGN_INSURER,
      })
      const bytes = await workbookBytes([
        ['Wochenübersicht Onko-Intensiv'],
        ['KW 1/2027'],
        ['KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10'],
        [kvnrA, '04.01.2027', 'x', null, null, null, null, 'C50.9'],
        [kvnrA, '06.01.2027', null, null, null, 'x', null, 'C50.1'],
        [kvnrB, '05.01.2027', null, null, null, null, null, 'E11.9'],
        [],
        ['KW 2/2027'],
        ['KVNR', 'Datum', 'Erstgespräch', 'Abbruch', 'Unterlagen', 'Gutachten', 'FG', 'ICD-10'],
        [kvnrA, '11.01.2027', null, null, null, null, null, null],
      ])
      const res = await upload(bytes)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toEqual({
        format: 'wochenuebersicht',
        updated: 3,
        unchanged: 0,
        skipped: 1,
        errors: [],
        rows: [
          { row: 4, fall_id: monday!.fall_id, outcome: 'update', changes: { icd10: 'C50.9' } },
          { row: 5, fall_id: wednesday!.fall_id, outcome: 'update', changes: { icd10: 'C50.1' } },
          { row: 6, fall_id: other!.fall_id, outcome: 'update', changes: { icd10: 'E11.9' } },
        ],
      })
      expect(await icdsOf([monday!.id, wednesday!.id, nextWeek!.id, other!.id])).toEqual({
        [monday!.id]: ['C50.9', 2],
        [wednesday!.id]: ['C50.1', 2],
        [nextWeek!.id]: [null, 1],
        [other!.id]: ['E11.9', 2],
      })
    })
  })

  describe('round trip with the generated Wochenübersicht', () => {
    it('imports codes typed into a downloaded Wochenübersicht', async () => {
      const kvnr = testKvnr(502)
      const [withKvnr] = await insertCases(ctx.db, [
        { kvnr, datum: '2028-03-07', fall_id: `2028-03-07_${kvnr}` },
        { datum: '2028-03-08' },
      ])
      const generated = await api.post('/api/reports/wochenuebersicht/generate', {
        token: ctx.admin.token,
        json: { jahr: 2028, kw_from: 10, kw_to: 10, report_type: 'wochenuebersicht_standard' },
      })
      expect(generated.status, generated.text).toBeLessThan(300)
      const file = await api.raw(`/api/reports/download?id=${generated.body.id}`, {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      })
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      const header = sheet.getRow(2).values as unknown[] // below the title row
      const icdColumn = header.findIndex((value) => String(value).startsWith('ICD'))
      const kvnrColumn = header.indexOf('KVNR')
      sheet.eachRow((row) => {
        if (row.getCell(kvnrColumn).value === kvnr) row.getCell(icdColumn).value = 'c34.1'
      })
      const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ format: 'wochenuebersicht', updated: 1 })
      expect(await readCase(ctx.db, withKvnr!.id)).toMatchObject({ icd10: 'C34.1', version: 2 })
    })
  })

  describe('refused uploads (nothing written)', () => {
    let untouched: Awaited<ReturnType<typeof insertCase>>
    beforeAll(async () => {
      untouched = await insertCase(ctx.db)
    })
    const expectUntouched = async () =>
      expect(await readCase(ctx.db, untouched.id)).toMatchObject({ icd10: null, version: 1 })

    it('a zip bomb (150 MB of zeros in 150 KB) is a 422 xlsx_limits_exceeded, decided before parsing', async () => {
      const size = 150 * MB
      const bomb = buildZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'xl/workbook.xml', data: '<workbook/>' },
        { name: 'xl/worksheets/sheet1.xml', data: await deflatedZeros(size), deflated: true, uncompressedSize: size },
      ])
      expect(bomb.length).toBeLessThan(MB)
      const started = Date.now()
      const res = await upload(bomb)
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject({ code: 'xlsx_limits_exceeded', detail: expect.stringMatching(/zip bomb/) })
      expect(Date.now() - started).toBeLessThan(2000)
      const rejected = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cases.icd_import_rejected'))
      expect(rejected.map((row) => row.details)).toContainEqual(
        expect.objectContaining({ code: 'xlsx_limits_exceeded' }),
      )
      await expectUntouched()
    })

    it('a zip bomb whose directory lies about the size is refused as well', async () => {
      const size = 40 * MB
      const liar = buildZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'xl/workbook.xml', data: '<workbook/>' },
        {
          name: 'xl/worksheets/sheet1.xml',
          data: await deflatedZeros(size),
          deflated: true,
          uncompressedSize: size,
          declaredSize: 20_000,
        },
      ])
      const res = await upload(liar)
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('xlsx_limits_exceeded')
    })

    it('a macro workbook (.xlsm with vbaProject.bin) is a 415 macro_not_allowed', async () => {
      const res = await upload(await macroWorkbook(), { fileName: 'kodierung.xlsm' })
      expect(res.status).toBe(415)
      expect(res.body.code).toBe('macro_not_allowed')
      await expectUntouched()
    })

    it('a text file renamed to .xlsx is a 415 not_xlsx', async () => {
      const res = await upload(Buffer.from(`fall_id;ICD-10\n${untouched.fall_id};C50.9\n`), { fileName: 'import.xlsx' })
      expect(res.status).toBe(415)
      expect(res.body.code).toBe('not_xlsx')
      await expectUntouched()
    })

    it('a damaged or truncated workbook is a 422 xlsx_malformed', async () => {
      const garbage = buildZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="x" sheetId="1" r:id="rId1"/>' },
        { name: 'xl/worksheets/sheet1.xml', data: '<<<' },
      ])
      const damaged = await upload(garbage)
      expect(damaged.status).toBe(422)
      expect(damaged.body.code).toBe('xlsx_malformed')
      const real = await workbookBytes([
        ['fall_id', 'ICD-10'],
        [untouched.fall_id, 'C50.9'],
      ])
      const truncated = await upload(real.subarray(0, Math.floor(real.length / 2)))
      expect(truncated.status).toBe(422)
      expect(truncated.body.code).toBe('xlsx_malformed')
      await expectUntouched()
    })

    it('a workbook in neither format is a 422 import_format_unknown', async () => {
      const res = await upload(
        await workbookBytes([
          ['Name', 'Wert'],
          ['a', 1],
        ]),
      )
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('import_format_unknown')
    })

    it('more than 10 MB is a 413: by Content-Length, and by counting a chunked body', async () => {
      const big = new Uint8Array(10 * MB + 1)
      big.set([0x50, 0x4b, 0x03, 0x04])
      const declared = await upload(big)
      expect(declared.status).toBe(413)
      expect(declared.body.code).toBe('payload_too_large')

      const form = new Response(uploadForm(big))
      const contentType = form.headers.get('content-type')!
      const chunked = await api.raw('/api/cases/icd-import', {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': contentType },
        body: form.body,
        duplex: 'half',
      } as RequestInit)
      expect(chunked.status).toBe(413)
      await expectUntouched()
    })

    it('needs multipart with a file field, and the admin role', async () => {
      const json = await api.post('/api/cases/icd-import', { token: ctx.admin.token, json: { file: 'x' } })
      expect(json.status).toBe(415)
      const form = new FormData()
      form.append('other', 'x')
      const missing = await api.raw('/api/cases/icd-import', {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}` },
        body: form,
      })
      expect(missing.status).toBe(422)
      expect((await upload(await workbookBytes([['fall_id', 'ICD-10']]), { token: ctx.employee.token })).status).toBe(
        403,
      )
    })
  })
})
