import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { cases } from '@case/db/schema'
import type { ApiResult } from '../harness/caseApi'
import {
  FOREIGN_INSURER,
  insertCase,
  insertCases,
  insertDisclosure,
  readCase,
  testKvnr,
  type CaseOverrides,
  type CaseRecord,
} from '../harness/fixtures/cases'
import { uploadForm, workbookBytes } from '../harness/fixtures/xlsxFiles'
import { useCaseApi } from '../harness/useCaseApi'

/**
 * VERSICHERUNG_FILTER: another insurer's cases sit in the same tables and must be invisible on
 * every endpoint — never in a body or a file, never counted, 404 when addressed by id. Every
 * read endpoint is run with the foreign data present and again after it is deleted: the answers
 * must be identical (so the foreign cases were not counted anywhere either).
 */

const FOREIGN_KVNR = testKvnr(9001)
const FOREIGN_KVNR_2 = testKvnr(9002)
const FOREIGN_MARKERS = [
  FOREIGN_INSURER,
  'BARMER',
  FOREIGN_KVNR,
  FOREIGN_KVNR_2,
  'Fremdmann',
  'Fremdgebiet',
  'C77',
  'FREMDLEGACY',
]
const NIL_UUID = '00000000-0000-4000-8000-000000000000'

describe('insurer filter: another insurer’s cases never appear', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  let foreignIds: string[]
  let foreignDisclosureId: string

  beforeAll(async () => {
    // In scope: a few cases of KW 2 and 3 / 2026 in several states.
    const ownKvnr = testKvnr(9100)
    const own = await insertCases(ctx.db, [
      {
        datum: '2026-01-05',
        kvnr: ownKvnr,
        fall_id: `2026-01-05_${ownKvnr}`,
        icd10: 'C50.9',
        gutachten: true,
        gutachten_ergebnis: 'bestaetigt',
        therapieaenderung: true,
      },
      { datum: '2026-01-06', fallgruppe: 'Galle-Schild', fachgebiet: 'Chirurgie' },
      { datum: '2026-01-13', icd10: 'C18.7', gutachten: true, erstgespraech: true },
      { datum: '2026-01-14', fallgruppe: 'Galle-Schild', icd10: 'K80.2' },
    ])
    await insertDisclosure(ctx.db, {
      case_id: own[0]!.id,
      requester_id: ctx.employee.id,
      reason: 'eigene',
      status: 'pending',
    })

    // Out of scope: the same weeks and groups, distinctive values everywhere a leak could show.
    const foreign = await insertCases(
      ctx.db,
      (
        [
          {
            datum: '2026-01-05',
            kvnr: FOREIGN_KVNR,
            fall_id: `2026-01-05_${FOREIGN_KVNR}`,
            icd10: 'C77.7',
            gutachten: true,
            gutachten_ergebnis: 'nicht_bestaetigt',
            therapieaenderung: false,
          },
          { datum: '2026-01-07', kvnr: FOREIGN_KVNR_2, fall_id: `2026-01-07_${FOREIGN_KVNR_2}`, gutachten: true },
          { datum: '2026-01-13', fall_id: '2026-01-13_FREMDLEGACY' },
          { datum: '2026-01-14', fallgruppe: 'Galle-Schild', icd10: 'C77.1', abbruch: true },
        ] satisfies CaseOverrides[]
      ).map((values) => ({
        ...values,
        versicherung: FOREIGN_INSURER,
        nachname: 'Fremdmann',
        vorname: 'Fremd',
        fachgebiet: 'Fremdgebiet',
      })),
    )
    foreignIds = foreign.map((row) => row.id)
    foreignDisclosureId = (
      await insertDisclosure(ctx.db, {
        case_id: foreign[0]!.id,
        requester_id: ctx.employee.id,
        reason: 'fremd',
        status: 'approved',
        valid_until: new Date(Date.now() + 3_600_000),
      })
    ).id
  })

  const ok = (res: ApiResult, what: string) => {
    expect(res.status, `${what}: ${res.text}`).toBeLessThan(300)
    return res.body
  }

  async function xlsxCells(response: Response, what: string): Promise<unknown[][][]> {
    expect(response.status, what).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    return workbook.worksheets.map((sheet) => {
      const rows: unknown[][] = []
      sheet.eachRow((row) =>
        rows.push(
          (row.values as unknown[])
            .slice(1)
            // The title names the minute of generation, which two runs straddling a minute do not share.
            .map((value) => (typeof value === 'string' ? value.replace(/erstellt am .*$/, 'erstellt am …') : value)),
        ),
      )
      return rows
    })
  }

  const download = (pathname: string, token = ctx.admin.token) =>
    api.raw(pathname, { headers: { authorization: `Bearer ${token}` } })

  /** Every read endpoint that touches cases, normalised to what must not change. */
  async function walkReadEndpoints(): Promise<Record<string, unknown>> {
    const seen: Record<string, unknown> = {}
    const listQueries = [
      '',
      'page_size=200',
      'sort=fall_id',
      'sort=-updated_at',
      'jahr=2026',
      'jahr=2026&kw=2',
      'kw=3',
      'fallgruppe=Onko-Intensiv',
      'fallgruppe=Galle-Schild',
      'has_icd=true',
      'has_icd=false',
      `q=${FOREIGN_KVNR}`,
      `q=${FOREIGN_KVNR.slice(0, 4)}`,
      'q=FREMD',
      'q=2026-01',
    ]
    for (const query of listQueries) {
      seen[`admin list ?${query}`] = ok(await api.get(`/api/cases?${query}`, { token: ctx.admin.token }), query)
      // Employees may not sort by the masked fall_id (case-search-oracle.test.ts): they sort by datum instead.
      const employeeQuery = query === 'sort=fall_id' ? 'sort=datum' : query
      seen[`employee list ?${employeeQuery}`] = ok(
        await api.get(`/api/cases?${employeeQuery}`, { token: ctx.employee.token }),
        employeeQuery,
      )
    }
    seen['pending-icd'] = ok(
      await api.get('/api/cases/pending-icd?page_size=200', { token: ctx.admin.token }),
      'pending-icd',
    )
    seen['pending-coding'] = ok(
      await api.get('/api/cases/pending-coding?page_size=200', { token: ctx.admin.token }),
      'pending-coding',
    )
    seen['coding queue'] = ok(await api.get('/api/coding/queue?page_size=200', { token: ctx.admin.token }), 'queue')
    seen['coding template'] = await xlsxCells(await download('/api/cases/coding-template'), 'template')
    seen['admin disclosures'] = ok(
      await api.get('/api/admin/disclosure-requests', { token: ctx.admin.token }),
      'admin disclosures',
    )
    seen['my disclosures'] = ok(
      await api.get('/api/cases/my-disclosure-requests', { token: ctx.employee.token }),
      'my disclosures',
    )

    seen['dashboard admin'] = ok(
      await api.get('/api/reports/dashboard?jahr=2026&kw=3', { token: ctx.admin.token }),
      'dashboard',
    )
    seen['dashboard employee'] = ok(
      await api.get('/api/reports/dashboard?jahr=2026&kw=3', { token: ctx.employee.token }),
      'dashboard',
    )
    seen['weekly'] = ok(await api.get('/api/reports/weekly?jahr=2026', { token: ctx.admin.token }), 'weekly')
    for (const report_type of ['standard', 'onko_intensiv', 'galle_schild']) {
      const generated = ok(
        await api.post('/api/reports/generate', {
          token: ctx.admin.token,
          json: { jahr: 2026, kw_to: 3, report_type },
        }),
        report_type,
      )
      seen[`report ${report_type} data`] = ok(
        await api.get(`/api/reports/${generated.id}/data`, { token: ctx.admin.token }),
        report_type,
      ).report_data
      seen[`report ${report_type} file`] = await xlsxCells(
        await download(`/api/reports/download?id=${generated.id}`),
        report_type,
      )
    }
    const weekly = ok(
      await api.post('/api/reports/wochenuebersicht/generate', {
        token: ctx.admin.token,
        json: { jahr: 2026, kw_from: 1, kw_to: 3, report_type: 'wochenuebersicht_standard' },
      }),
      'wochenuebersicht',
    )
    seen['wochenuebersicht data'] = ok(
      await api.get(`/api/reports/${weekly.id}/data`, { token: ctx.admin.token }),
      'wü data',
    ).report_data
    seen['wochenuebersicht file'] = await xlsxCells(await download(`/api/reports/download?id=${weekly.id}`), 'wü file')
    seen['sync export'] = await xlsxCells(await download('/api/admin/sync/export'), 'sync export')
    seen['sync export 2026'] = await xlsxCells(await download('/api/admin/sync/export?jahr=2026'), 'sync export 2026')
    return seen
  }

  it('no read endpoint shows or counts them (same answers with and without the foreign rows)', async () => {
    const withForeign = await walkReadEndpoints()
    const text = JSON.stringify(Object.values(withForeign)) // values only: the keys name the queries
    for (const marker of FOREIGN_MARKERS) expect(text, `leaked ${marker}`).not.toContain(marker)
    for (const id of [...foreignIds, foreignDisclosureId]) expect(text).not.toContain(id)

    await ctx.db.delete(cases).where(eq(cases.versicherung, FOREIGN_INSURER))
    const withoutForeign = await walkReadEndpoints()
    for (const [endpoint, answer] of Object.entries(withForeign)) {
      expect(answer, endpoint).toEqual(withoutForeign[endpoint])
    }
  })
})

describe('insurer filter: addressing another insurer’s case by id is a 404 everywhere', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  let foreignCase: CaseRecord
  let foreignDisclosure: string

  beforeAll(async () => {
    foreignCase = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER, nachname: 'Fremdmann' })
    foreignDisclosure = (
      await insertDisclosure(ctx.db, {
        case_id: foreignCase!.id,
        requester_id: ctx.employee.id,
        reason: 'fremd',
        status: 'rejected',
      })
    ).id
  })

  it('detail, coding, batch, KVNR, disclosure request and every disclosure action answer 404 and change nothing', async () => {
    const id = foreignCase.id
    const calls: [string, () => Promise<ApiResult>][] = [
      ['detail (admin)', () => api.get(`/api/cases/${id}`, { token: ctx.admin.token })],
      ['detail (employee)', () => api.get(`/api/cases/${id}`, { token: ctx.employee.token })],
      [
        'coding PUT',
        () => api.put(`/api/coding/${id}`, { token: ctx.admin.token, json: { version: 1, icd10: 'C50.9' } }),
      ],
      [
        'coding batch',
        () =>
          api.post('/api/coding/batch', {
            token: ctx.admin.token,
            json: { items: [{ case_id: id, version: 1, icd10: 'C50.9' }] },
          }),
      ],
      ['kvnr PUT', () => api.put(`/api/cases/${id}/kvnr`, { token: ctx.admin.token, json: { kvnr: testKvnr(9003) } })],
      [
        'disclosure request',
        () =>
          api.post(`/api/cases/${id}/disclosure-requests`, {
            token: ctx.employee.token,
            json: { reason: 'Bitte freigeben' },
          }),
      ],
      [
        'admin approve',
        () => api.put(`/api/admin/disclosure-requests/${foreignDisclosure}/approve`, { token: ctx.admin.token }),
      ],
      [
        'admin reactivate',
        () => api.put(`/api/admin/disclosure-requests/${foreignDisclosure}/reactivate`, { token: ctx.admin.token }),
      ],
      [
        'admin delete',
        () => api.delete(`/api/admin/disclosure-requests/${foreignDisclosure}`, { token: ctx.admin.token }),
      ],
      [
        'own delete',
        () => api.delete(`/api/cases/disclosure-requests/${foreignDisclosure}`, { token: ctx.employee.token }),
      ],
      [
        're-request prefill',
        () => api.get(`/api/cases/disclosure-requests/${foreignDisclosure}/re-request`, { token: ctx.employee.token }),
      ],
      [
        're-request',
        () => api.post(`/api/cases/disclosure-requests/${foreignDisclosure}/re-request`, { token: ctx.employee.token }),
      ],
    ]
    for (const [what, call] of calls) {
      const res = await call()
      expect(res.status, `${what}: ${res.text}`).toBe(404)
      expect(res.text, what).not.toContain('Fremdmann')
    }
    // The same calls on an unknown id answer the same way: a foreign case cannot be told from a missing one.
    const unknown = await api.get(`/api/cases/${NIL_UUID}`, { token: ctx.admin.token })
    const foreign = await api.get(`/api/cases/${id}`, { token: ctx.admin.token })
    // All but `instance`, the request's own path.
    expect({ ...foreign.body, instance: undefined }).toEqual({ ...unknown.body, instance: undefined })
    expect(await readCase(ctx.db, id)).toMatchObject({ icd10: null, kvnr: null, version: 1 })
  })

  it('the ICD import does not find them by fall_id or KVNR', async () => {
    const kvnr = testKvnr(9004)
    await ctx.db.update(cases).set({ kvnr }).where(eq(cases.id, foreignCase.id))
    const template = await workbookBytes([
      ['fall_id', 'ICD-10'],
      [foreignCase.fall_id, 'C50.9'],
    ])
    const weekly = await workbookBytes([['KW 2'], ['KVNR', 'ICD-10'], [kvnr, 'C50.9']])
    for (const bytes of [template, weekly]) {
      const response = await api.raw('/api/cases/icd-import', {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}` },
        body: uploadForm(bytes),
      })
      const body = await response.json()
      expect(body).toMatchObject({ updated: 0, errors: [{ message: expect.stringMatching(/^No case/) }] })
    }
    expect(await readCase(ctx.db, foreignCase.id)).toMatchObject({ icd10: null, version: 1 })
  })
})
