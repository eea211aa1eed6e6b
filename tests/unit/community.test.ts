import { describe, expect, it } from 'vitest'
import { can, capabilitiesOf, COMMUNITY_CAPABILITIES } from '@/access/community'

describe('community capability matrix', () => {
  it('grants each role its capabilities and everything of the roles below', () => {
    expect(capabilitiesOf({ communityRole: 'none' })).toEqual([])
    expect(capabilitiesOf({ communityRole: 'viewer' })).toEqual(['dashboard.view', 'interactions.view', 'reports.view'])
    expect(capabilitiesOf({ communityRole: 'moderator' })).toEqual([
      'dashboard.view',
      'interactions.view',
      'reports.view',
      'comments.moderate',
      'comments.reply',
      'templates.use',
    ])
    expect(capabilitiesOf({ communityRole: 'manager' })).toEqual(Object.keys(COMMUNITY_CAPABILITIES))
  })

  it('answers single questions', () => {
    expect(can({ communityRole: 'viewer' }, 'comments.reply')).toBe(false)
    expect(can({ communityRole: 'moderator' }, 'comments.reply')).toBe(true)
    expect(can({ communityRole: 'moderator' }, 'rules.manage')).toBe(false)
    expect(can({ communityRole: 'manager' }, 'settings.manage')).toBe(true)
  })

  it('gives super admins everything and nobody else anything by default', () => {
    expect(can({ isSuperAdmin: true, communityRole: 'none' }, 'settings.manage')).toBe(true)
    expect(can(null, 'dashboard.view')).toBe(false)
    expect(can({}, 'dashboard.view')).toBe(false)
    expect(can({ communityRole: 'owner' }, 'dashboard.view')).toBe(false)
  })
})
