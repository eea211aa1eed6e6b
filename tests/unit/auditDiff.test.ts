import { describe, expect, it } from 'vitest'
import { diffDocuments, flatten, MASK } from '@/lib/audit/diff'

describe('audit diff', () => {
  it('lists changed paths of nested groups and ignores bookkeeping fields', () => {
    const before = { name: 'Alpha', smtp: { host: 'a', port: 25 }, updatedAt: '1', domains: [{ domain: 'a.test' }] }
    const after = { name: 'Alpha', smtp: { host: 'b', port: 25 }, updatedAt: '2', domains: [{ domain: 'b.test' }] }
    expect(diffDocuments(before, after)).toEqual({
      'smtp.host': { from: 'a', to: 'b' },
      domains: { from: [{ domain: 'a.test' }], to: [{ domain: 'b.test' }] },
    })
  })

  it('masks secrets at any depth and drops password hashes', () => {
    expect(
      flatten({
        smtp: { passwordEncrypted: 'v1.x', password: 'klartext' },
        hash: 'h',
        salt: 's',
        token: 't',
        apiKey: null,
      }),
    ).toEqual({
      'smtp.passwordEncrypted': MASK,
      'smtp.password': MASK,
      token: MASK,
      apiKey: null,
    })
    expect(JSON.stringify(diffDocuments(null, { rows: [{ password: 'klartext' }] }))).not.toContain('klartext')
  })

  it('records a populated relationship as its id, so population is not a change', () => {
    const tenantDoc = { id: 1, name: 'Alpha', createdAt: 'x', updatedAt: 'y' }
    expect(
      diffDocuments({ tenants: [{ id: 'row', tenant: 1 }] }, { tenants: [{ id: 'row', tenant: tenantDoc }] }),
    ).toEqual({})
    expect(diffDocuments({ owner: 1 }, { owner: tenantDoc })).toEqual({})
  })

  it('describes create and delete as changes from or to null', () => {
    expect(diffDocuments(null, { email: 'a@b.test' })).toEqual({ email: { from: null, to: 'a@b.test' } })
    expect(diffDocuments({ email: 'a@b.test' }, null)).toEqual({ email: { from: 'a@b.test', to: null } })
  })
})
