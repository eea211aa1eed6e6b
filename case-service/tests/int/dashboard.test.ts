import { beforeAll, describe, expect, it } from 'vitest'
import { disclosureRequests } from '@case/db/schema'
import { isoWeekOf } from '@case/domain/weeks/isoWeek'
import { createUser } from '../harness/fixtures/auth'
import { insertReportCases, OTHER_INSURER } from '../harness/fixtures/reports'
import { useCaseApi } from '../harness/useCaseApi'

const HOUR = 3_600_000

describe('dashboard KPIs and weekly series', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  beforeAll(async () => {
    const db = ctx.db
    const employee = ctx.employee
    const otherEmployee = await createUser(db, { role: 'kasse_mitarbeiter' })
    const inserted = await insertReportCases(db, [
      // ISO year 2026: KW 52 (1 case), KW 53 on both sides of New Year (2 cases)
      { datum: '2026-12-21', fallgruppe: 'Kardio', icd10: 'I21.0' },
      { datum: '2026-12-30', fallgruppe: 'Onko-Intensiv', gutachten: true, gutachten_ergebnis: 'bestaetigt' }, // ergebnis set, therapy flag missing → pending coding
      {
        datum: '2027-01-02',
        fallgruppe: 'Onko-Intensiv',
        icd10: 'C50.9',
        gutachten: true,
        gutachten_ergebnis: 'bestaetigt',
        therapieaenderung: false,
      },
      // ISO year 2027: KW 1 (1 case), KW 2 (3 cases) — the year's first weeks
      { datum: '2027-01-04', fallgruppe: 'Ortho', icd10: 'M17.1' },
      { datum: '2027-01-11', fallgruppe: 'Ortho', icd10: 'M17.1' },
      { datum: '2027-01-12', fallgruppe: 'Sonstige', icd10: 'Z00.0' },
      { datum: '2027-01-13', fallgruppe: 'Kardio', icd10: 'I10' },
      // 2020 has 53 weeks too: a case in KW 53/2020 (02.01.2021)
      { datum: '2021-01-02', fallgruppe: 'Kardio', icd10: 'I10' },
      { datum: '2020-03-04', fallgruppe: 'Ortho', icd10: 'M17.1' },
      // other insurer: never counted, its disclosures neither
      { datum: '2027-01-04', fallgruppe: 'Ortho', versicherung: OTHER_INSURER },
      { datum: '2027-01-11', fallgruppe: 'Ortho', versicherung: OTHER_INSURER },
    ])
    const [c52, c53a, , , , , , , , other1] = inserted
    const valid = new Date(Date.now() + HOUR)
    await db.insert(disclosureRequests).values([
      { case_id: c52!.id, requester_id: employee!.id, reason: 'a', status: 'pending' },
      { case_id: c53a!.id, requester_id: employee!.id, reason: 'b', status: 'approved', valid_until: valid },
      { case_id: c53a!.id, requester_id: otherEmployee!.id, reason: 'c', status: 'pending' },
      {
        case_id: c52!.id,
        requester_id: otherEmployee!.id,
        reason: 'd',
        status: 'approved',
        valid_until: new Date(Date.now() - HOUR),
      }, // expired
      { case_id: c52!.id, requester_id: otherEmployee!.id, reason: 'e', status: 'rejected' },
      { case_id: other1!.id, requester_id: employee!.id, reason: 'f', status: 'pending' },
    ])
  })

  it('KW 1/2027 compares against KW 53/2026 and counts only KW 1..kw of the ISO year', async () => {
    const res = await api.get('/api/reports/dashboard?jahr=2027&kw=1', { token: ctx.admin.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      jahr: 2027,
      kw: 1,
      cases_this_year: 1,
      cases_this_kw: 1,
      cases_last_kw: 2,
      change_vs_last_kw: -1,
      change_vs_last_kw_percent: -50,
      pending_icd: 1,
      pending_coding: 1,
      open_disclosures: { pending: 2, approved_valid: 1 },
      per_fallgruppe: { 'Onko-Intensiv': 0, 'Galle-Schild': 0, Kardio: 0, Ortho: 1, Psychosomatik: 0 },
    })
  })

  it('a later week: year to date, growth in percent, unknown Fallgruppen listed too', async () => {
    const res = await api.get('/api/reports/dashboard?jahr=2027&kw=2', { token: ctx.admin.token })
    expect(res.body).toMatchObject({
      cases_this_year: 4,
      cases_this_kw: 3,
      cases_last_kw: 1,
      change_vs_last_kw: 2,
      change_vs_last_kw_percent: 200,
      per_fallgruppe: { 'Onko-Intensiv': 0, 'Galle-Schild': 0, Kardio: 1, Ortho: 2, Psychosomatik: 0, Sonstige: 1 },
    })
    const empty = await api.get('/api/reports/dashboard?jahr=2026&kw=10', { token: ctx.admin.token })
    expect(empty.body).toMatchObject({
      cases_this_kw: 0,
      cases_last_kw: 0,
      change_vs_last_kw: 0,
      change_vs_last_kw_percent: null,
    })
  })

  it('an employee sees the disclosure counts of their own requests', async () => {
    const res = await api.get('/api/reports/dashboard?jahr=2027&kw=1', { token: ctx.employee.token })
    expect(res.body.open_disclosures).toEqual({ pending: 1, approved_valid: 1 })
  })

  it('defaults to the current ISO week (Europe/Berlin) and validates the reference week', async () => {
    const res = await api.get('/api/reports/dashboard', { token: ctx.employee.token })
    expect({ jahr: res.body.jahr, kw: res.body.kw }).toEqual(isoWeekOf(new Date()))
    expect((await api.get('/api/reports/dashboard?jahr=2027', { token: ctx.admin.token })).status).toBe(422)
    expect((await api.get('/api/reports/dashboard?jahr=2025&kw=53', { token: ctx.admin.token })).status).toBe(422)
    expect((await api.get('/api/reports/dashboard?jahr=abc&kw=1', { token: ctx.admin.token })).status).toBe(422)
    expect((await api.get('/api/reports/dashboard')).status).toBe(401)
  })

  it('weekly: one point per KW of a past year, zeros included, KW 53 holding the January case', async () => {
    const res = await api.get('/api/reports/weekly?jahr=2020', { token: ctx.employee.token })
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(53)
    const nonZero = res.body.items.filter((point: { total: number }) => point.total > 0)
    expect(nonZero.map((point: { kw: number; total: number }) => [point.kw, point.total])).toEqual([
      [10, 1],
      [53, 1],
    ])
    expect(res.body.items[52]).toEqual({
      jahr: 2020,
      kw: 53,
      total: 1,
      per_fallgruppe: { 'Onko-Intensiv': 0, 'Galle-Schild': 0, Kardio: 1, Ortho: 0, Psychosomatik: 0 },
    })
    const year2026 = await api.get('/api/reports/weekly?jahr=2026', { token: ctx.employee.token })
    const today = isoWeekOf(new Date())
    expect(year2026.body.items).toHaveLength(today.jahr === 2026 ? today.kw : 53)
    expect((await api.get('/api/reports/weekly?jahr=1999', { token: ctx.admin.token })).status).toBe(422)
  })
})
