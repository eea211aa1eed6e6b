import { describe, expect, it } from 'vitest'
import {
  hubCan,
  hubCapabilitiesOfRole,
  hubRoleIn,
  hubTenantsWith,
  VIDEO_HUB_CAPABILITIES,
} from '@/modules/videoHub/access/videoHub'

type Role = 'VideoPlatformManager' | 'VideoPlatformCreator' | 'VideoPlatformViewer'
type Row = { tenant: number; roles: ('admin' | 'editor' | 'viewer')[]; videoPlatformRole?: Role }
const member = (...rows: Row[]) => ({ tenants: rows.map((row) => ({ ...row, id: String(row.tenant) })) })

describe('video hub capability matrix', () => {
  it('gives managers everything, creators content and their tasks without approval, viewers reading only', () => {
    expect(hubCapabilitiesOfRole('VideoPlatformManager')).toEqual(Object.keys(VIDEO_HUB_CAPABILITIES))
    expect(hubCapabilitiesOfRole('VideoPlatformCreator')).toEqual([
      'hub.read',
      'content.create',
      'content.editOwn',
      'tasks.editAssigned',
    ])
    expect(hubCapabilitiesOfRole('VideoPlatformViewer')).toEqual(['hub.read'])
    expect(hubCapabilitiesOfRole('none')).toEqual([])
  })

  it('decides per tenant: manager in one, viewer in another, nothing in a third', () => {
    const user = member(
      { tenant: 1, roles: ['editor'], videoPlatformRole: 'VideoPlatformManager' },
      { tenant: 2, roles: ['viewer'], videoPlatformRole: 'VideoPlatformViewer' },
      { tenant: 3, roles: ['admin'] },
    )
    expect(hubCan(user, 'content.approve', 1)).toBe(true)
    expect(hubCan(user, 'content.approve', 2)).toBe(false)
    expect(hubCan(user, 'content.create', 2)).toBe(false)
    expect(hubCan(user, 'hub.read', 2)).toBe(true)
    expect(hubCan(user, 'hub.read', { id: 2 })).toBe(true)
    // A tenant admin without a hub role sees nothing of that tenant's hub.
    expect(hubCan(user, 'hub.read', 3)).toBe(false)
    expect(hubCan(user, 'hub.read', 4)).toBe(false)
    expect(hubRoleIn(user, 3)).toBe('none')
    expect(hubTenantsWith(user, 'hub.read')).toEqual([1, 2])
    expect(hubTenantsWith(user, 'tasks.manage')).toEqual([1])
  })

  it('keeps creators from approving and managing, and gives super admins everything everywhere', () => {
    const creator = member({ tenant: 1, roles: ['editor'], videoPlatformRole: 'VideoPlatformCreator' })
    expect(hubCan(creator, 'content.create', 1)).toBe(true)
    expect(hubCan(creator, 'content.approve', 1)).toBe(false)
    expect(hubCan(creator, 'content.editAll', 1)).toBe(false)
    expect(hubCan(creator, 'channels.manage', 1)).toBe(false)
    expect(hubCan({ isSuperAdmin: true, tenants: [] }, 'content.approve', 9)).toBe(true)
    expect(hubTenantsWith({ isSuperAdmin: true }, 'hub.read')).toBe('all')
    expect(hubCan(null, 'hub.read', 1)).toBe(false)
    expect(
      hubCan({ tenants: [{ tenant: 1, roles: ['admin'], videoPlatformRole: 'Owner' as Role }] }, 'hub.read', 1),
    ).toBe(false)
  })
})
