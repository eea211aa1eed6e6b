import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb, type Db } from '@case/db/client'
import { auditLog, cases } from '@case/db/schema'
import { pullBillingCases, type PullProgress } from '@case/features/sync/pullService'
import { seedBillingDatabase } from '@case/seed/billing'
import {
  migrateBillingDatabase,
  openBillingDatabase,
  type BillingDatabaseHandle,
} from '@case/features/sync/billingDatabase'
import { billingCases } from '@case/features/sync/billingSchema'
import {
  createTestBillingDatabase,
  INSURER,
  insertReportCases,
  OTHER_INSURER,
  readWorkbook,
  xlsxPart,
} from '../harness/fixtures/reports'
import { useCaseApi } from '../harness/useCaseApi'

const caseServiceDir = path.resolve(import.meta.dirname, '../..')
const tsx = path.resolve(caseServiceDir, '../node_modules/.bin/tsx')

type BillingRow = typeof billingCases.$inferInsert
const billingRow = (billing_id: string, fields: Partial<BillingRow> = {}): BillingRow => ({
  billing_id,
  datum: '2026-03-02',
  kvnr: null,
  nachname: 'Muster',
  vorname: 'Erika',
  geburtsdatum: '1970-05-01',
  versicherung: INSURER,
  fallgruppe: 'Kardio',
  fachgebiet: 'Kardiologie',
  updated_at: new Date('2026-03-02T10:00:00Z'),
  ...fields,
})

describe('billing pull', () => {
  let db: Db
  let billingTarget: Awaited<ReturnType<typeof createTestBillingDatabase>>
  let billing: BillingDatabaseHandle

  beforeAll(async () => {
    db = await getDb()
    billingTarget = await createTestBillingDatabase()
    billing = await openBillingDatabase(billingTarget.url)
    await migrateBillingDatabase(billing.db)
    await billing.db.insert(billingCases).values([
      billingRow('B-001', { kvnr: 'A123456780' }),
      // the same person twice on one day: the second fall_id gets the -2 suffix
      billingRow('B-002', { kvnr: 'A123456780', fallgruppe: 'Ortho' }),
      billingRow('B-003'),
      billingRow('B-004', { kvnr: 'not-a-kvnr' }),
      billingRow('B-005', { datum: '2026-12-31', erstgespraech: true, gutachten: true }),
      billingRow('B-900', { versicherung: OTHER_INSURER }),
    ])
  })
  // The case database stays open for the next describe block (closed in its afterAll).
  afterAll(async () => {
    await billing.close()
    await billingTarget.drop()
  })

  const pulledCase = async (billingId: string) =>
    (await db.select().from(cases).where(eq(cases.billing_id, billingId)))[0]!

  it("imports the insurer's new billing cases in batches, with progress, and builds fall_ids", async () => {
    const progress: PullProgress[] = []
    const summary = await pullBillingCases(db, billing.db, { batchSize: 2, onProgress: (step) => progress.push(step) })
    expect(summary).toEqual({ total: 5, inserted: 5, updated: 0, unchanged: 0, skipped: 0 })
    expect(progress).toEqual([0, 2, 4, 5].map((done) => ({ done, total: 5 })))
    expect((await pulledCase('B-001')).fall_id).toBe('2026-03-02_A123456780')
    expect((await pulledCase('B-002')).fall_id).toBe('2026-03-02_A123456780-2')
    expect((await pulledCase('B-003')).fall_id).toMatch(/^2026-03-02_R[0-9a-f]{8}$/)
    expect((await pulledCase('B-004')).fall_id).toMatch(/^2026-03-02_R[0-9a-f]{8}$/)
    expect(await pulledCase('B-005')).toMatchObject({
      datum: '2026-12-31',
      jahr: 2026,
      kw: 53,
      erstgespraech: true,
      gutachten: true,
      versicherung: INSURER,
      version: 1,
      billing_updated_at: new Date('2026-03-02T10:00:00Z'),
    })
    // data minimisation: another insurer's billing case is not copied at all
    expect(await db.select().from(cases).where(eq(cases.billing_id, 'B-900'))).toEqual([])
  })

  it('is idempotent: a second run changes nothing', async () => {
    const before = await db.select().from(cases).orderBy(asc(cases.billing_id))
    const summary = await pullBillingCases(db, billing.db)
    expect(summary).toEqual({ total: 5, inserted: 0, updated: 0, unchanged: 5, skipped: 0 })
    expect(await db.select().from(cases).orderBy(asc(cases.billing_id))).toEqual(before)
  })

  it('applies a newer billing row (version + 1), keeps local-only fields, and rebuilds a placeholder fall_id from a new KVNR', async () => {
    const b003 = await pulledCase('B-003')
    await db.update(cases).set({ icd10: 'I50.0' }).where(eq(cases.id, b003.id))
    await billing.db
      .update(billingCases)
      .set({ kvnr: 'B123456782', fallgruppe: 'Psychosomatik', updated_at: new Date('2026-03-05T08:00:00Z') })
      .where(eq(billingCases.billing_id, 'B-003'))
    // an older timestamp than the one pulled is no change
    await billing.db
      .update(billingCases)
      .set({ fallgruppe: 'Ortho', updated_at: new Date('2026-03-01T00:00:00Z') })
      .where(eq(billingCases.billing_id, 'B-001'))

    const summary = await pullBillingCases(db, billing.db)
    expect(summary).toEqual({ total: 5, inserted: 0, updated: 1, unchanged: 4, skipped: 0 })
    expect(await pulledCase('B-003')).toMatchObject({
      id: b003.id,
      fall_id: '2026-03-02_B123456782',
      kvnr: 'B123456782',
      fallgruppe: 'Psychosomatik',
      icd10: 'I50.0',
      version: 2,
    })
    expect(await pulledCase('B-001')).toMatchObject({ fallgruppe: 'Kardio', version: 1 })
  })

  it("skips (and counts) a billing row whose id is held by another insurer's case", async () => {
    await insertReportCases(db, [
      { datum: '2026-03-02', fallgruppe: 'Kardio', billing_id: 'B-006', versicherung: OTHER_INSURER },
    ])
    await billing.db.insert(billingCases).values(billingRow('B-006'))
    const summary = await pullBillingCases(db, billing.db)
    expect(summary).toMatchObject({ total: 6, inserted: 0, skipped: 1 })
    const [other] = await db.select().from(cases).where(eq(cases.billing_id, 'B-006'))
    expect(other).toMatchObject({ versicherung: OTHER_INSURER, nachname: expect.stringMatching(/^Nachname/) })
  })

  it('audits each pull with its counts', async () => {
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'sync.pulled')).orderBy(asc(auditLog.id))
    expect(entries.map((entry) => entry.details)).toEqual([
      { total: 5, inserted: 5, updated: 0, unchanged: 0, skipped: 0 },
      { total: 5, inserted: 0, updated: 0, unchanged: 5, skipped: 0 },
      { total: 5, inserted: 0, updated: 1, unchanged: 4, skipped: 0 },
      { total: 6, inserted: 0, updated: 0, unchanged: 5, skipped: 1 },
    ])
  })

  it('the CLI `sync pull` shows a progress bar and a summary', async () => {
    await billing.db.insert(billingCases).values(billingRow('B-007', { kvnr: 'C123456784' }))
    const env = { ...process.env, BILLING_DATABASE_URL: billingTarget.url }
    const { stdout, stderr } = await promisify(execFile)(tsx, ['src/features/sync/cli.ts', 'pull'], {
      cwd: caseServiceDir,
      env,
    })
    expect(stdout).toContain('sync pull: 7 billing cases — 1 new, 0 updated, 5 unchanged, 1 skipped')
    expect(stderr).toMatch(/pull \[[█░]+\] 100% \| 7\/7 billing cases/)
    expect(await pulledCase('B-007')).toMatchObject({ fall_id: '2026-03-02_C123456784' })

    const wrongUsage = await promisify(execFile)(tsx, ['src/features/sync/cli.ts', 'push'], {
      cwd: caseServiceDir,
      env,
    }).catch((error) => error)
    expect(wrongUsage.code).toBe(2)
    expect(wrongUsage.stderr).toContain('usage: npm run sync -- pull')
  })

  it('the seed fills the demo billing database idempotently; a pull imports its cases of this insurer only', async () => {
    expect(await seedBillingDatabase(billingTarget.url, { count: 300 })).toEqual({ inserted: 300 })
    expect(await seedBillingDatabase(billingTarget.url, { count: 300 })).toEqual({ inserted: 0 })
    const [seeded] = await billing.db
      .select({
        own: sql<number>`(count(*) filter (where ${billingCases.versicherung} = ${INSURER}))::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(billingCases)
      .where(sql`${billingCases.billing_id} like 'B0%'`)
    expect(seeded!.all).toBe(300)
    expect(seeded!.own).toBeGreaterThan(240)
    expect(seeded!.own).toBeLessThan(300)
    const summary = await pullBillingCases(db, billing.db, { batchSize: 100 })
    expect(summary).toMatchObject({ inserted: seeded!.own, updated: 0 })
  })
})

describe('XLSX export and import', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  beforeAll(async () => {
    await ctx.db.delete(cases)
    await insertReportCases(ctx.db, [
      {
        fall_id: '2026-01-05_A123456780',
        datum: '2026-01-05',
        fallgruppe: 'Onko-Intensiv',
        fachgebiet: 'Onkologie',
        kvnr: 'A123456780',
        nachname: 'Müller',
        vorname: 'Anna',
        geburtsdatum: '1961-02-03',
        gutachten: true,
      },
      {
        fall_id: '2026-01-06_Raaaaaaaa',
        datum: '2026-01-06',
        fallgruppe: 'Kardio',
        fachgebiet: 'Kardiologie',
        nachname: 'Schmidt',
        vorname: 'Paul',
        icd10: 'I21.0',
      },
      {
        fall_id: '2026-01-07_Rbbbbbbbb',
        datum: '2026-01-07',
        fallgruppe: 'Ortho',
        fachgebiet: 'Orthopädie',
        nachname: 'Weber',
        vorname: 'Mia',
        erstgespraech: true,
      },
      {
        fall_id: '2026-01-08_Rcccccccc',
        datum: '2026-01-08',
        fallgruppe: 'Ortho',
        fachgebiet: 'Orthopädie',
        nachname: 'Becker',
        vorname: 'Leon',
      },
      {
        fall_id: '2026-01-09_Rdddddddd',
        datum: '2026-01-09',
        fallgruppe: 'Kardio',
        fachgebiet: 'Kardiologie',
        nachname: 'Wagner',
        vorname: 'Emma',
      },
      {
        fall_id: '2026-01-06_Reeeeeeee',
        datum: '2026-01-06',
        fallgruppe: 'Kardio',
        fachgebiet: 'Kardiologie',
        nachname: 'Fremd',
        vorname: 'Kasse',
        versicherung: OTHER_INSURER,
      },
    ])
  })

  const exportWorkbook = async (query = '') => {
    const response = await api.raw(`/api/admin/sync/export${query}`, {
      headers: { authorization: `Bearer ${ctx.admin.token}` },
    })
    expect(response.status).toBe(200)
    return { file: Buffer.from(await response.arrayBuffer()), response }
  }
  const upload = (file: Buffer | Uint8Array, token = ctx.admin.token, filename = 'faelle.xlsx') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file)]), filename)
    return api.raw('/api/admin/sync/import', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
  }
  const caseByFallId = async (fallId: string) =>
    (await ctx.db.select().from(cases).where(eq(cases.fall_id, fallId)))[0]!

  it("exports the insurer's cases with hidden ID and Version columns (read by an independent reader)", async () => {
    const { file, response } = await exportWorkbook()
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="faelle_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    const sheet = (await readWorkbook(file)).get('Fälle')!
    expect(sheet[0]).toEqual([
      'ID',
      'Version',
      'Fall-ID',
      'Datum',
      'KVNR',
      'Nachname',
      'Vorname',
      'Geburtsdatum',
      'Fallgruppe',
      'Fachgebiet',
      'Erstgespräch',
      'Abbruch',
      'Unterlagen',
      'Gutachten',
      'FG',
      'ICD-10',
      'Gutachten-Ergebnis',
      'Therapieänderung',
    ])
    const anna = await caseByFallId('2026-01-05_A123456780')
    expect(sheet[1]).toEqual([
      anna.id,
      1,
      '2026-01-05_A123456780',
      new Date('2026-01-05T00:00:00Z'),
      'A123456780',
      'Müller',
      'Anna',
      new Date('1961-02-03T00:00:00Z'),
      'Onko-Intensiv',
      'Onkologie',
      null,
      null,
      null,
      'x',
      null,
      null,
      null,
      null,
    ])
    // ordered by datum; the other insurer's case is not in the file
    expect(sheet.slice(1).map((row) => row[2])).toEqual([
      '2026-01-05_A123456780',
      '2026-01-06_Raaaaaaaa',
      '2026-01-07_Rbbbbbbbb',
      '2026-01-08_Rcccccccc',
      '2026-01-09_Rdddddddd',
    ])
    const sheetXml = await xlsxPart(file, 'xl/worksheets/sheet1.xml')
    const hiddenColumns = [...sheetXml.matchAll(/<col min="(\d+)"[^>]*hidden="1"/g)].map((match) => Number(match[1]))
    expect(hiddenColumns).toEqual([1, 2])
    expect(sheetXml).toContain('<autoFilter ref="A1:R6"/>') // header and the five cases, every column
    expect((await readWorkbook(file)).get('Hinweise')?.[0]).toEqual(['Spalten', 'Hinweis'])
    // One orientation for the printout: the narrow Hinweise sheet follows the wide Fälle sheet
    const orientations = await Promise.all(
      ['sheet1', 'sheet2'].map(async (part) => {
        const xml = await xlsxPart(file, `xl/worksheets/${part}.xml`)
        return /<pageSetup [^>]*orientation="(\w+)"/.exec(xml)?.[1]
      }),
    )
    expect(orientations).toEqual(['landscape', 'landscape'])

    const filtered = (await readWorkbook((await exportWorkbook('?fallgruppe=Ortho')).file)).get('Fälle')!
    expect(filtered.slice(1).map((row) => row[2])).toEqual(['2026-01-07_Rbbbbbbbb', '2026-01-08_Rcccccccc'])
  })

  it('imports edits, reports a row changed since the export as a conflict and bad rows as errors, in one go', async () => {
    const { file } = await exportWorkbook()
    // A user edits the exported workbook (exceljs plays the spreadsheet program here)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Fälle')!
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header)
    const set = (row: number, header: string, value: string | null) =>
      (sheet.getRow(row).getCell(column(header)).value = value)
    set(2, 'ICD-10', 'c50.9') // Anna: ICD, Ergebnis, Therapieänderung
    set(2, 'Gutachten-Ergebnis', 'Teilweise bestätigt')
    set(2, 'Therapieänderung', 'ja')
    set(2, 'Nachname', 'Umbenannt') // not editable: ignored
    set(3, 'Abbruch', 'x') // Schmidt
    set(4, 'Erstgespräch', null) // Weber: marker removed…
    set(5, 'ICD-10', 'XYZ') // Becker: not an ICD code
    set(6, 'FG', 'x') // Wagner: …but changed in the database meanwhile
    const edited = Buffer.from(await workbook.xlsx.writeBuffer())
    const wagner = await caseByFallId('2026-01-09_Rdddddddd')
    await ctx.db
      .update(cases)
      .set({ fachgebiet: 'Innere Medizin', version: sql`${cases.version} + 1` })
      .where(eq(cases.id, wagner.id))

    const response = await upload(edited)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      updated: 3,
      unchanged: 0,
      conflicts: [
        { row: 6, fall_id: '2026-01-09_Rdddddddd', reason: expect.stringContaining('version 1 in the file, 2 now') },
      ],
      errors: [{ row: 5, message: expect.stringMatching(/^ICD-10: "XYZ" is not an ICD-10-GM code/) }],
    })
    expect(await caseByFallId('2026-01-05_A123456780')).toMatchObject({
      icd10: 'C50.9',
      gutachten_ergebnis: 'teilweise_bestaetigt',
      therapieaenderung: true,
      nachname: 'Müller',
      version: 2,
    })
    expect(await caseByFallId('2026-01-06_Raaaaaaaa')).toMatchObject({ abbruch: true, version: 2 })
    expect(await caseByFallId('2026-01-07_Rbbbbbbbb')).toMatchObject({ erstgespraech: false, version: 2 })
    expect(await caseByFallId('2026-01-08_Rcccccccc')).toMatchObject({ icd10: null, version: 1 })
    expect(await caseByFallId('2026-01-09_Rdddddddd')).toMatchObject({ fg: false, version: 2 })

    // The same file again: what was applied now equals the database (unchanged), the conflict stays one
    const again = await (await upload(edited)).json()
    expect(again).toMatchObject({ updated: 0, unchanged: 3, conflicts: [{ row: 6 }], errors: [{ row: 5 }] })
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sync.imported'))
      .orderBy(asc(auditLog.id))
    expect(audit[0]?.details).toEqual({ updated: 3, unchanged: 0, conflicts: 1, errors: 1 })
  })

  it('a fresh export re-imported unchanged is all "unchanged"', async () => {
    const { file } = await exportWorkbook()
    expect(await (await upload(file)).json()).toEqual({ updated: 0, unchanged: 5, conflicts: [], errors: [] })
  })

  it('refuses other files and roles: employee 403, not an xlsx 415, no ID/Version columns 422', async () => {
    expect((await api.get('/api/admin/sync/export', { token: ctx.employee.token })).status).toBe(403)
    expect((await upload(Buffer.from('not a workbook'), ctx.employee.token)).status).toBe(403)
    expect((await upload(Buffer.from('id;version\n1;1'))).status).toBe(415)
    const foreign = new ExcelJS.Workbook()
    foreign.addWorksheet('Fälle').addRow(['Fall-ID', 'ICD-10'])
    const response = await upload(Buffer.from(await foreign.xlsx.writeBuffer()))
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: 'sync_columns_missing' })
    const unknownCase = new ExcelJS.Workbook()
    unknownCase.addWorksheet('Fälle').addRows([
      ['ID', 'Version', 'ICD-10'],
      ['00000000-0000-4000-8000-000000000000', 1, 'C50.9'],
      ['nope', 'x', 'C50.9'],
    ])
    expect(await (await upload(Buffer.from(await unknownCase.xlsx.writeBuffer()))).json()).toEqual({
      updated: 0,
      unchanged: 0,
      conflicts: [],
      errors: [
        { row: 2, message: expect.stringContaining('No such case') },
        { row: 3, message: expect.stringMatching(/^ID: .*; Version: /) },
      ],
    })
  })

  it("never exports or touches another insurer's case", async () => {
    const other = await ctx.db
      .select()
      .from(cases)
      .where(and(eq(cases.versicherung, OTHER_INSURER)))
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Fälle').addRows([
      ['ID', 'Version', 'ICD-10'],
      [other[0]!.id, 1, 'C50.9'],
    ])
    const result = await (await upload(Buffer.from(await workbook.xlsx.writeBuffer()))).json()
    expect(result.errors).toEqual([{ row: 2, message: expect.stringContaining('No such case') }])
    expect((await ctx.db.select().from(cases).where(eq(cases.id, other[0]!.id)))[0]).toMatchObject({
      icd10: null,
      version: 1,
    })
  })
})
