import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, getDb, type Db } from '@case/db/client'
import { caseClient, startCaseService } from '../harness/caseApi'
import { createUser, tokenFor } from '../harness/fixtures/auth'
import { insertCase } from '../harness/fixtures/cases'

/** Issue 11 #2 (other orders): rows of one day must not be ordered by the KVNR-bearing fall_id. */
describe('Wochenübersicht row order reveals nothing masked', () => {
  let server: Awaited<ReturnType<typeof startCaseService>>
  let api: ReturnType<typeof caseClient>
  let db: Db
  const tokens = { admin: '', employee: '' }

  beforeAll(async () => {
    server = await startCaseService()
    api = caseClient(server.url)
    db = await getDb()
    const [admin, employee] = await Promise.all([createUser(db, { role: 'admin' }), createUser(db, { role: 'kasse_mitarbeiter' })])
    tokens.admin = await tokenFor(admin)
    tokens.employee = await tokenFor(employee)
  })
  afterAll(async () => {
    await server.close()
    await closeDatabase()
  })

  it('cases of the same day are listed in the order they were recorded, not by KVNR', async () => {
    // Recorded first: the case whose KVNR sorts last (Z…), then one that sorts first (A…), on the same day.
    const first = await insertCase(db, { datum: '2026-04-14', kvnr: 'Z123456789', fall_id: '2026-04-14_Z123456789', created_at: new Date('2026-04-14T08:00:00Z') })
    const second = await insertCase(db, { datum: '2026-04-14', kvnr: 'A123456780', fall_id: '2026-04-14_A123456780', created_at: new Date('2026-04-14T09:00:00Z') })
    const generated = await api.post('/api/reports/wochenuebersicht/generate', {
      token: tokens.admin,
      json: { jahr: 2026, kw_from: 16, kw_to: 16, report_type: 'wochenuebersicht_standard' },
    })
    expect(generated.status, generated.text).toBe(201)
    const data = await api.get(`/api/reports/${generated.body.id}/data`, { token: tokens.employee })
    const rows = data.body.report_data.blocks.flatMap((block: { rows: { case_id: string }[] }) => block.rows.map((row) => row.case_id))
    expect(rows).toEqual([first.id, second.id])
  })
})
