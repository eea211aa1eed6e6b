import { describe, expect, it } from 'vitest'
import { can, capabilitiesOfRole, COMMUNITY_CAPABILITIES, tenantsWith } from '@/modules/community/access/community'

type Row = {
  tenant: number
  roles: ('admin' | 'editor' | 'viewer')[]
  communityRole?: 'none' | 'viewer' | 'moderator' | 'manager'
}
const member = (...rows: Row[]) => ({ tenants: rows.map((row) => ({ ...row, id: String(row.tenant) })) })

describe('community capability matrix', () => {
  it('grants each role its capabilities and everything of the roles below', () => {
    expect(capabilitiesOfRole('none')).toEqual([])
    expect(capabilitiesOfRole('viewer')).toEqual(['dashboard.view', 'interactions.view', 'reports.view'])
    expect(capabilitiesOfRole('moderator')).toEqual([
      'dashboard.view',
      'interactions.view',
      'reports.view',
      'comments.moderate',
      'comments.reply',
      'templates.use',
    ])
    expect(capabilitiesOfRole('manager')).toEqual(Object.keys(COMMUNITY_CAPABILITIES))
  })

  it('decides per tenant: manager in one tenant, viewer in another, nothing in a third', () => {
    const user = member(
      { tenant: 1, roles: ['editor'], communityRole: 'manager' },
      { tenant: 2, roles: ['viewer'], communityRole: 'viewer' },
      { tenant: 3, roles: ['editor'] },
    )
    expect(can(user, 'rules.manage', 1)).toBe(true)
    expect(can(user, 'rules.manage', 2)).toBe(false)
    expect(can(user, 'interactions.view', 2)).toBe(true)
    expect(can(user, 'interactions.view', 3)).toBe(false)
    expect(can(user, 'interactions.view', { id: 1 })).toBe(true)
    expect(can(user, 'interactions.view', 4)).toBe(false)
    expect(tenantsWith(user, 'interactions.view')).toEqual([1, 2])
    expect(tenantsWith(user, 'comments.reply')).toEqual([1])
  })

  it('gives super admins everything and nobody else anything by default', () => {
    expect(can({ isSuperAdmin: true, tenants: [] }, 'settings.manage', 7)).toBe(true)
    expect(tenantsWith({ isSuperAdmin: true }, 'settings.manage')).toBe('all')
    expect(can(null, 'dashboard.view', 1)).toBe(false)
    expect(can({}, 'dashboard.view', 1)).toBe(false)
    expect(can(member({ tenant: 1, roles: ['admin'] }), 'dashboard.view', 1)).toBe(false)
    expect(
      can({ tenants: [{ tenant: 1, roles: ['admin'], communityRole: 'owner' as 'manager' }] }, 'dashboard.view', 1),
    ).toBe(false)
  })
})
