import { describe, expect, it } from 'vitest'
import { membershipChangeError } from '@/access/membershipChanges'

describe('membershipChangeError', () => {
  const before = [
    { tenant: 1, roles: ['editor' as const] },
    { tenant: 2, roles: ['viewer' as const] },
  ]

  it('allows changes in tenants the actor administers and keeps others untouched', () => {
    expect(
      membershipChangeError({
        before,
        after: [
          { tenant: 1, roles: ['admin'] },
          { tenant: 2, roles: ['viewer'] },
        ],
        actorAdminTenantIds: [1],
      }),
    ).toBeNull()
    expect(
      membershipChangeError({ before, after: [{ tenant: { id: 2 }, roles: ['viewer'] }], actorAdminTenantIds: [1] }),
    ).toBeNull()
    // role order and populated tenants do not count as a change
    expect(
      membershipChangeError({
        before: [{ tenant: 2, roles: ['viewer', 'editor'] }],
        after: [{ tenant: { id: 2 }, roles: ['editor', 'viewer'] }],
        actorAdminTenantIds: [],
      }),
    ).toBeNull()
  })

  it('refuses adding, removing or re-roling a membership of another tenant', () => {
    expect(
      membershipChangeError({ before, after: [...before, { tenant: 3, roles: ['admin'] }], actorAdminTenantIds: [1] })
        ?.en,
    ).toMatch(/tenant 3/)
    expect(membershipChangeError({ before, after: [before[0]!], actorAdminTenantIds: [1] })?.en).toMatch(/tenant 2/)
    expect(
      membershipChangeError({
        before,
        after: [before[0]!, { tenant: 2, roles: ['admin'] }],
        actorAdminTenantIds: ['1'],
      })?.en,
    ).toMatch(/tenant 2/)
  })

  it('counts community and video-hub roles as part of the membership', () => {
    const rows = [
      { tenant: 1, roles: ['editor' as const] },
      { tenant: 2, roles: ['viewer' as const], communityRole: 'viewer' },
    ]
    // an unset community role is "none"
    expect(
      membershipChangeError({
        before: rows,
        after: [rows[0]!, { ...rows[1]!, communityRole: 'viewer' }],
        actorAdminTenantIds: [],
      }),
    ).toBeNull()
    expect(
      membershipChangeError({
        before: rows,
        after: [{ ...rows[0]!, communityRole: 'none' }, rows[1]!],
        actorAdminTenantIds: [],
      }),
    ).toBeNull()
    expect(
      membershipChangeError({
        before: rows,
        after: [rows[0]!, { ...rows[1]!, communityRole: 'manager' }],
        actorAdminTenantIds: [1],
      })?.en,
    ).toMatch(/tenant 2/)
    expect(
      membershipChangeError({
        before: rows,
        after: [rows[0]!, { ...rows[1]!, videoPlatformRole: 'VideoPlatformManager' }],
        actorAdminTenantIds: [1],
      })?.en,
    ).toMatch(/tenant 2/)
    expect(
      membershipChangeError({
        before: rows,
        after: [{ ...rows[0]!, communityRole: 'manager' }, rows[1]!],
        actorAdminTenantIds: [1],
      }),
    ).toBeNull()
  })

  it('refuses a tenant listed twice', () => {
    expect(
      membershipChangeError({
        before: [],
        after: [
          { tenant: 1, roles: ['viewer'] },
          { tenant: 1, roles: ['admin'] },
        ],
        actorAdminTenantIds: [1],
      })?.en,
    ).toMatch(/more than once/)
  })
})
