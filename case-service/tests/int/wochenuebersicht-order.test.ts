import { describe, expect, it } from 'vitest'
import { insertCase } from '../harness/fixtures/cases'
import { useCaseApi } from '../harness/useCaseApi'

/** Issue 11 #2 (other orders): rows of one day must not be ordered by the KVNR-bearing fall_id. */
describe('Wochenübersicht row order reveals nothing masked', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  it('cases of the same day are listed in the order they were recorded, not by KVNR', async () => {
    // Recorded first: the case whose KVNR sorts last (Z…), then one that sorts first (A…), on the same day.
    const first = await insertCase(ctx.db, {
      datum: '2026-04-14',
      kvnr: 'Z123456789',
      fall_id: '2026-04-14_Z123456789',
      created_at: new Date('2026-04-14T08:00:00Z'),
    })
    const second = await insertCase(ctx.db, {
      datum: '2026-04-14',
      kvnr: 'A123456780',
      fall_id: '2026-04-14_A123456780',
      created_at: new Date('2026-04-14T09:00:00Z'),
    })
    const generated = await api.post('/api/reports/wochenuebersicht/generate', {
      token: ctx.admin.token,
      json: { jahr: 2026, kw_from: 16, kw_to: 16, report_type: 'wochenuebersicht_standard' },
    })
    expect(generated.status, generated.text).toBe(201)
    const data = await api.get(`/api/reports/${generated.body.id}/data`, { token: ctx.employee.token })
    const rows = data.body.report_data.blocks.flatMap((block: { rows: { case_id: string }[] }) =>
      block.rows.map((row) => row.case_id),
    )
    expect(rows).toEqual([first.id, second.id])
  })
})
