import { beforeAll, describe, expect, it } from 'vitest'
import { loggableError } from '@case/http/handler'
import { insertCase } from '../harness/fixtures/cases'
import { useCaseApi } from '../harness/useCaseApi'

/** Issue 11 #9: hostile input is a 4xx at the edge, never a 500 from deep inside a query. */
describe('input edges: NUL characters and out-of-range integers', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  let caseId = ''

  beforeAll(async () => {
    caseId = (await insertCase(ctx.db)).id
  })

  const NUL = '%00'
  const refused = (status: number) => expect([400, 422]).toContain(status)

  it.each([
    ['q (admin)', `/api/cases?q=a${NUL}b`, 'admin'],
    ['q (employee)', `/api/cases?q=a${NUL}b`, 'employee'],
    ['fallgruppe', `/api/cases?fallgruppe=x${NUL}`, 'admin'],
    ['report_type_prefix', `/api/reports/list?report_type_prefix=w${NUL}`, 'admin'],
    ['exclude_prefix', `/api/reports/list?exclude_prefix=w${NUL}`, 'admin'],
    ['audit action', `/api/admin/audit-log?action=login${NUL}`, 'admin'],
    ['sync export fallgruppe', `/api/admin/sync/export?fallgruppe=x${NUL}`, 'admin'],
  ] as const)('NUL in %s is refused with a 4xx', async (_what, path, role) => {
    const res = await api.get(path, { token: ctx[role].token })
    refused(res.status)
    expect(res.body.errors?.[0]?.message ?? res.body.detail).toMatch(/NUL|invalid/i)
  })

  it('NUL in the profile name, a disclosure reason and the login e-mail (unauthenticated) is refused', async () => {
    refused((await api.put('/api/auth/profile', { token: ctx.employee.token, json: { name: 'Eve\u0000' } })).status)
    refused(
      (
        await api.post(`/api/cases/${caseId}/disclosure-requests`, {
          token: ctx.employee.token,
          json: { reason: 'need it\u0000now' },
        })
      ).status,
    )
    const login = await api.post('/api/auth/login', {
      json: { email: 'a\u0000@example.org', password: 'whatever-password' },
    })
    refused(login.status)
    expect(login.body.errors[0]).toMatchObject({ field: 'email' })
  })

  it('a version beyond PostgreSQL integer is a 422 in PUT /api/coding/{id} and /api/coding/batch', async () => {
    const single = await api.put(`/api/coding/${caseId}`, {
      token: ctx.admin.token,
      json: { icd10: 'C50.9', version: 2147483648 },
    })
    expect(single.status, single.text).toBe(422)
    expect(single.body.errors).toEqual([expect.objectContaining({ field: 'version' })])
    const batch = await api.post('/api/coding/batch', {
      token: ctx.admin.token,
      json: { items: [{ case_id: caseId, icd10: 'C50.9', version: 2147483648 }] },
    })
    expect(batch.status, batch.text).toBe(422)
    expect(batch.text).toContain('version')
    const kvnr = await api.put(`/api/cases/${caseId}/kvnr`, {
      token: ctx.admin.token,
      json: { kvnr: 'A123456780', version: 2147483648 },
    })
    expect(kvnr.status, kvnr.text).toBe(422)
    expect(kvnr.body.errors).toEqual([expect.objectContaining({ field: 'version' })])
  })

  it('the error log gets the message and the database code, never drizzle’s params (case data)', () => {
    const failure = Object.assign(
      new Error(
        'Failed query: update "cases" set "icd10" = $1 where "id" = $2\nparams: C50.9,6f1c0d5e-0000-4000-8000-000000000000',
      ),
      {
        cause: { code: '22021', message: 'invalid byte sequence' },
      },
    )
    const logged = loggableError(failure)
    expect(logged).toBe('Failed query: update "cases" set "icd10" = $1 where "id" = $2 [22021]')
    expect(logged).not.toContain('C50.9')
    expect(loggableError(new Error('plain'))).toBe('plain')
  })
})
