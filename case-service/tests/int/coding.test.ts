import { and, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { auditLog, cases } from '@case/db/schema'
import { downloadLink } from '../harness/fixtures/auth'
import { FOREIGN_INSURER, insertCase, insertCases, readCase, testKvnr } from '../harness/fixtures/cases'
import { useCaseApi } from '../harness/useCaseApi'

const NIL_UUID = '00000000-0000-4000-8000-000000000000'

describe('coding API', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  const put = (id: string, json: unknown, token = ctx.admin.token) => api.put(`/api/coding/${id}`, { token, json })
  const batch = (json: unknown, token = ctx.admin.token) => api.post('/api/coding/batch', { token, json })

  describe('GET /api/coding/queue', () => {
    it('lists cases needing ICD or Gutachten coding, oldest first, paginated; admin only', async () => {
      const group = 'Queue'
      const [needsIcd, needsCoding, , needsBoth] = await insertCases(ctx.db, [
        { datum: '2023-05-02', fallgruppe: group },
        { datum: '2023-05-01', fallgruppe: group, icd10: 'C50.9', gutachten: true, gutachten_ergebnis: 'bestaetigt' },
        {
          datum: '2023-04-01',
          fallgruppe: group,
          icd10: 'C50.9',
          gutachten: true,
          gutachten_ergebnis: 'bestaetigt',
          therapieaenderung: true,
        },
        { datum: '2023-04-02', fallgruppe: group, gutachten: true },
      ])
      await insertCase(ctx.db, { datum: '2023-01-01', versicherung: FOREIGN_INSURER })
      const res = await api.get('/api/coding/queue?page_size=2&include_total=true', { token: ctx.admin.token })
      expect(res.status).toBe(200)
      expect(res.body.total).toBe(3)
      expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([needsBoth!.id, needsCoding!.id])
      const second = await api.get(`/api/coding/queue?page_size=2&cursor=${res.body.next_cursor}`, {
        token: ctx.admin.token,
      })
      expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([needsIcd!.id])
      expect((await api.get('/api/coding/queue', { token: ctx.employee.token })).status).toBe(403)
      expect((await api.get('/api/coding/queue?page_size=500', { token: ctx.admin.token })).status).toBe(422)
    })
  })

  describe('PUT /api/coding/{id}', () => {
    it('normalises the ICD-10 code, sets coding fields and markers, bumps the version, audits', async () => {
      const row = await insertCase(ctx.db)
      const res = await put(row.id, {
        version: 1,
        icd10: ' c509 ',
        gutachten: true,
        gutachten_ergebnis: 'teilweise_bestaetigt',
        therapieaenderung: true,
        fg: true,
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({
        icd10: 'C50.9',
        gutachten: true,
        gutachten_ergebnis: 'teilweise_bestaetigt',
        therapieaenderung: true,
        fg: true,
        version: 2,
      })
      expect(await readCase(ctx.db, row.id)).toMatchObject({ icd10: 'C50.9', version: 2 })
      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'cases.coded'), eq(auditLog.entity_id, row.id)))
      expect(audit?.details).toMatchObject({ fields: expect.arrayContaining(['icd10', 'fg']), version: 2 })
      const cleared = await put(row.id, { version: 2, icd10: null, therapieaenderung: null })
      expect(cleared.body).toMatchObject({ icd10: null, therapieaenderung: null, version: 3 })
      expect((await put(row.id, { version: 3, icd10: 'G63.2*' })).body.icd10).toBe('G63.2*')
    })

    it('names the case {id} in the document, like every path', async () => {
      const doc = (await api.get('/api/openapi.json')).body
      expect(doc.paths['/api/coding/{id}'].put.parameters).toEqual([
        expect.objectContaining({ name: 'id', in: 'path' }),
        expect.objectContaining({ name: 'If-Match', in: 'header', required: false }),
      ])
      // Every /api path names its record {id} (/avatars/{name} names a file, not a record).
      const otherNames = Object.keys(doc.paths).filter((path) => path.startsWith('/api/') && /\{(?!id\})/.test(path))
      expect(otherNames).toEqual([])
    })

    it('the audit log filtered by ?case_id= shows the single and batch coding of that case only', async () => {
      const [row, other] = await insertCases(ctx.db, [{}, {}])
      expect((await put(row!.id, { version: 1, fg: true })).status).toBe(200)
      expect(
        (
          await batch({
            items: [
              { case_id: row!.id, version: 2, fg: false },
              { case_id: other!.id, version: 1, fg: true },
            ],
          })
        ).status,
      ).toBe(200)
      expect((await put(other!.id, { version: 2, fg: false })).status).toBe(200)
      const res = await api.get(`/api/admin/audit-log?case_id=${row!.id}`, { token: ctx.admin.token })
      expect(res.status).toBe(200)
      expect(res.body.items.map((entry: { action: string }) => entry.action)).toEqual([
        'cases.batch_coded',
        'cases.coded',
      ])
      expect(res.body.items[1]).toMatchObject({ user_id: ctx.admin.id, user_email: expect.any(String) })
    })

    it('answers a stale version with 409 version_conflict and changes nothing', async () => {
      const row = await insertCase(ctx.db, { version: 4 })
      const stale = await put(row.id, { version: 3, icd10: 'C50.9' })
      expect(stale.status).toBe(409)
      expect(stale.body.code).toBe('version_conflict')
      expect(await readCase(ctx.db, row.id)).toMatchObject({ icd10: null, version: 4 })
    })

    it('validates the body: version required, valid ICD-10, known fields only, at least one change', async () => {
      const row = await insertCase(ctx.db)
      const cases422: [unknown, string][] = [
        [{ icd10: 'C50.9' }, 'version'],
        [{ version: 1, icd10: 'X5' }, 'icd10'],
        [{ version: 1, icd10: 'C50.9G' }, 'icd10'],
        [{ version: 1, gutachten_ergebnis: 'vielleicht' }, 'gutachten_ergebnis'],
        [{ version: 1, nachname: 'Neu' }, '(root)'],
        [{ version: 1 }, '(root)'],
        [{ version: 0, fg: true }, 'version'],
      ]
      for (const [json, field] of cases422) {
        const res = await put(row.id, json)
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(
          res.body.errors.map((error: { field: string }) => error.field),
          JSON.stringify(json),
        ).toContain(field)
      }
      expect(await readCase(ctx.db, row.id)).toMatchObject({ version: 1, nachname: 'Mustermann' })
    })

    it('404s other insurers’ cases, unknown and malformed ids; 403 for employees', async () => {
      const foreign = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER })
      expect((await put(foreign.id, { version: 1, icd10: 'C50.9' })).status).toBe(404)
      expect(await readCase(ctx.db, foreign.id)).toMatchObject({ icd10: null, version: 1 })
      expect((await put(NIL_UUID, { version: 1, icd10: 'C50.9' })).status).toBe(404)
      expect((await put('abc', { version: 1, icd10: 'C50.9' })).status).toBe(404)
      const row = await insertCase(ctx.db)
      expect((await put(row.id, { version: 1, icd10: 'C50.9' }, ctx.employee.token)).status).toBe(403)
    })
  })

  describe('POST /api/coding/batch', () => {
    it('codes every item in one go and answers in request order', async () => {
      const [a, b] = await insertCases(ctx.db, [{}, { version: 5 }])
      const res = await batch({
        items: [
          { case_id: b!.id, version: 5, icd10: 'e119' },
          { case_id: a!.id, version: 1, abbruch: true },
        ],
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body.items.map((item: { id: string; version: number }) => [item.id, item.version])).toEqual([
        [b!.id, 6],
        [a!.id, 2],
      ])
      expect(await readCase(ctx.db, b!.id)).toMatchObject({ icd10: 'E11.9', version: 6 })
      expect(await readCase(ctx.db, a!.id)).toMatchObject({ abbruch: true, version: 2 })
    })

    it('reports validation errors per item {index, case_id, field, message} and writes nothing', async () => {
      const [a, b] = await insertCases(ctx.db, [{}, {}])
      const res = await batch({
        items: [
          { case_id: a!.id, version: 1, icd10: 'C50.9' },
          { case_id: b!.id, version: 1, icd10: 'nonsense' },
          { case_id: 'x', version: 1, fg: true },
        ],
      })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual([
        { index: 1, case_id: b!.id, field: 'icd10', message: expect.stringContaining('not an ICD-10-GM code') },
        { index: 2, case_id: 'x', field: 'case_id', message: expect.any(String) },
      ])
      expect(await readCase(ctx.db, a!.id)).toMatchObject({ icd10: null, version: 1 })
      const duplicate = await batch({
        items: [
          { case_id: a!.id, version: 1, fg: true },
          { case_id: a!.id, version: 1, abbruch: true },
        ],
      })
      expect(duplicate.status).toBe(422)
      expect(duplicate.body.errors).toEqual([
        { index: 1, case_id: a!.id, field: 'case_id', message: 'Same case as item 0' },
      ])
      expect((await batch({ items: [] })).status).toBe(422)
      expect(
        (await batch({ items: Array.from({ length: 501 }, () => ({ case_id: a!.id, version: 1, fg: true })) })).status,
      ).toBe(422)
    })

    it('rolls back every item when one version is stale (409) or one case is unknown or foreign (404)', async () => {
      const [a, b] = await insertCases(ctx.db, [{}, {}])
      const foreign = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER })
      const stale = await batch({
        items: [
          { case_id: a!.id, version: 1, icd10: 'C50.9' },
          { case_id: b!.id, version: 2, icd10: 'C50.9' },
        ],
      })
      expect(stale.status).toBe(409)
      expect(stale.body).toMatchObject({
        code: 'version_conflict',
        errors: [{ index: 1, case_id: b!.id, field: 'version' }],
      })
      const missing = await batch({
        items: [
          { case_id: a!.id, version: 1, icd10: 'C50.9' },
          { case_id: foreign.id, version: 1, icd10: 'C50.9' },
        ],
      })
      expect(missing.status).toBe(404)
      expect(missing.body.errors).toEqual([
        { index: 1, case_id: foreign.id, field: 'case_id', message: 'Case not found' },
      ])
      const rows = await ctx.db
        .select()
        .from(cases)
        .where(inArray(cases.id, [a!.id, b!.id, foreign.id]))
      expect(rows.map((row) => [row.icd10, row.version])).toEqual([
        [null, 1],
        [null, 1],
        [null, 1],
      ])
    })

    it('concurrent batches over the same cases: one wins, the other gets 409, no update is lost', async () => {
      for (let round = 0; round < 5; round++) {
        const rows = await insertCases(
          ctx.db,
          Array.from({ length: 6 }, () => ({})),
        )
        const items = (code: string) => rows.map((row) => ({ case_id: row.id, version: 1, icd10: code }))
        // Opposite orders on purpose: the server must still lock in one order (no deadlock → 500).
        const [first, second] = await Promise.all([
          batch({ items: items('C50.9') }),
          batch({ items: items('E11.9').reverse() }),
        ])
        expect([first.status, second.status].sort(), `round ${round}`).toEqual([200, 409])
        const winner = first.status === 200 ? 'C50.9' : 'E11.9'
        const stored = await ctx.db
          .select()
          .from(cases)
          .where(
            inArray(
              cases.id,
              rows.map((row) => row.id),
            ),
          )
        expect(stored.every((row) => row.icd10 === winner && row.version === 2)).toBe(true)
      }
    })

    it('concurrent single updates on one version: exactly one succeeds', async () => {
      const row = await insertCase(ctx.db)
      const results = await Promise.all(
        ['C50.9', 'C50.1', 'C50.2', 'C50.3', 'C50.4'].map((icd10) => put(row.id, { version: 1, icd10 })),
      )
      expect(results.filter((res) => res.status === 200)).toHaveLength(1)
      expect(results.filter((res) => res.status === 409)).toHaveLength(4)
      expect((await readCase(ctx.db, row.id)).version).toBe(2)
    })
  })

  describe('GET /api/cases/coding-template', () => {
    const readWorkbook = async (response: Response) => {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      const rows: unknown[][] = []
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
      return rows
    }

    it('is an xlsx of the cases to code without patient names, with ICD-10, Gutachten-Ergebnis and Therapieänderung; Bearer or ?token=', async () => {
      const kvnr = testKvnr(300)
      const uncoded = await insertCase(ctx.db, {
        datum: '2022-02-07',
        kvnr,
        fall_id: `2022-02-07_${kvnr}`,
        nachname: 'Vorlagenname',
        vorname: 'Vorlagenvorname',
        erstgespraech: true,
        gutachten: true,
        fachgebiet: 'Chirurgie',
      })
      const coded = await insertCase(ctx.db, { datum: '2022-02-08', icd10: 'C50.9' })
      const foreign = await insertCase(ctx.db, { datum: '2022-02-09', versicherung: FOREIGN_INSURER })

      const response = await api.raw('/api/cases/coding-template', {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="kodiervorlage_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      )
      const rows = await readWorkbook(response)
      expect(rows[0]).toEqual([
        'Fall-ID',
        'KVNR',
        'Datum',
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
      const header = rows[0]!.map((cell) => String(cell).toLowerCase())
      expect(header.some((name) => /name|vorname|nachname/.test(name))).toBe(false)
      const flat = JSON.stringify(rows)
      expect(flat).not.toContain('Vorlagenname')
      expect(flat).not.toContain('Vorlagenvorname')
      const fallIds = rows.slice(1).map((row) => row[0])
      expect(fallIds).toContain(uncoded.fall_id)
      expect(fallIds).not.toContain(coded.fall_id)
      expect(fallIds).not.toContain(foreign.fall_id)
      const line = rows.find((row) => row[0] === uncoded.fall_id)!
      expect(Array.from({ length: 13 }, (_, column) => line[column] ?? null)).toEqual([
        uncoded.fall_id,
        kvnr,
        new Date('2022-02-07T00:00:00Z'),
        'Onko-Intensiv',
        'Chirurgie',
        'x',
        null,
        null,
        'x',
        null,
        null,
        null,
        null,
      ])

      const viaQuery = await api.raw(await downloadLink(api, ctx.admin.token, '/api/cases/coding-template'))
      expect(viaQuery.status).toBe(200)
      expect((await readWorkbook(viaQuery)).length).toBe(rows.length)
    })

    it('codes pending-coding cases from a filled-in template: ICD-10, Gutachten-Ergebnis, Therapieänderung', async () => {
      // Coded except for its Gutachten: on the pending-coding list, in the template with its ICD-10
      const pending = await insertCase(ctx.db, { datum: '2022-03-07', icd10: 'C50.9', gutachten: true })
      const halfDone = await insertCase(ctx.db, {
        datum: '2022-03-08',
        icd10: 'C34.1',
        gutachten: true,
        gutachten_ergebnis: 'bestaetigt',
      })
      const uncoded = await insertCase(ctx.db, { datum: '2022-03-09', gutachten: true })
      const pendingList = await api.get('/api/cases/pending-coding?page_size=200', { token: ctx.admin.token })
      expect(pendingList.body.items.map((item: { id: string }) => item.id)).toEqual(
        expect.arrayContaining([pending.id, halfDone.id]),
      )

      const response = await api.raw('/api/cases/coding-template', {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      })
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      const header = (sheet.getRow(1).values as unknown[]).slice(1)
      const column = (name: string) => header.indexOf(name) + 1
      const rowOf = (fallId: string) => {
        let found: ExcelJS.Row | undefined
        sheet.eachRow((row) => {
          if (row.getCell(1).value === fallId) found = row
        })
        return found!
      }
      const values = (fallId: string) =>
        ['ICD-10', 'Gutachten-Ergebnis', 'Therapieänderung'].map((name) => rowOf(fallId).getCell(column(name)).value)
      expect(values(pending.fall_id)).toEqual(['C50.9', null, null])
      expect(values(halfDone.fall_id)).toEqual(['C34.1', 'bestätigt', null])

      rowOf(pending.fall_id).getCell(column('Gutachten-Ergebnis')).value = 'teilweise bestätigt'
      rowOf(pending.fall_id).getCell(column('Therapieänderung')).value = 'ja'
      rowOf(halfDone.fall_id).getCell(column('Therapieänderung')).value = 'nein'
      rowOf(uncoded.fall_id).getCell(column('ICD-10')).value = 'd48.1'
      rowOf(uncoded.fall_id).getCell(column('Therapieänderung')).value = 'vielleicht'
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'kodiervorlage.xlsx')
      const upload = await api.raw('/api/cases/icd-import', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      })
      expect(upload.status).toBe(200)
      const result = await upload.json()
      expect(result).toMatchObject({ format: 'coding_template', updated: 2 })
      // A value the template does not know is a row error, and nothing of that row is written
      expect(result.errors).toEqual([
        { row: rowOf(uncoded.fall_id).number, message: expect.stringContaining('Therapieänderung: "vielleicht"') },
      ])
      expect(await readCase(ctx.db, pending.id)).toMatchObject({
        icd10: 'C50.9',
        gutachten_ergebnis: 'teilweise_bestaetigt',
        therapieaenderung: true,
        version: 2,
      })
      expect(await readCase(ctx.db, halfDone.id)).toMatchObject({
        gutachten_ergebnis: 'bestaetigt',
        therapieaenderung: false,
        version: 2,
      })
      expect(await readCase(ctx.db, uncoded.id)).toMatchObject({ icd10: null, version: 1 })
      const after = await api.get('/api/cases/pending-coding?page_size=200', { token: ctx.admin.token })
      const stillPending = after.body.items.map((item: { id: string }) => item.id)
      expect(stillPending).not.toContain(pending.id)
      expect(stillPending).not.toContain(halfDone.id)
    })

    it('is admin-only and needs a token', async () => {
      expect((await api.get('/api/cases/coding-template', { token: ctx.employee.token })).status).toBe(403)
      const link = await api.post('/api/auth/download-token', {
        token: ctx.employee.token,
        json: { path: '/api/cases/coding-template' },
      })
      expect(link.status, 'no download token for a route the role may not open').toBe(403)
      expect((await api.raw(`/api/cases/coding-template?token=${ctx.admin.token}`)).status).toBe(401) // an access token is no download token
      expect((await api.raw('/api/cases/coding-template')).status).toBe(401)
      expect((await api.raw('/api/cases/coding-template?token=forged')).status).toBe(401)
    })
  })
})
