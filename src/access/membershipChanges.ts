import type { Bilingual } from '@/lib/i18n/localizedMessage'
import type { TenantRole } from './tenantRoles'

type TenantId = number | string
export type MembershipRow = {
  tenant?: TenantId | { id: TenantId } | null
  roles?: readonly TenantRole[] | null
  communityRole?: string | null
  videoPlatformRole?: string | null
}

const tenantKey = (tenant: MembershipRow['tenant']): string | null =>
  tenant === null || tenant === undefined ? null : String(typeof tenant === 'object' ? tenant.id : tenant)

function byTenant(rows: readonly MembershipRow[]): { map: Map<string, string>; duplicate: string | null } {
  const map = new Map<string, string>()
  let duplicate: string | null = null
  for (const row of rows) {
    const key = tenantKey(row.tenant)
    if (key === null) continue
    if (map.has(key)) duplicate = key
    // Every role of the row counts: a tenant role, the community role and the video-hub role.
    map.set(
      key,
      [[...new Set(row.roles ?? [])].sort().join(','), row.communityRole ?? 'none', row.videoPlatformRole ?? ''].join(
        '|',
      ),
    )
  }
  return { map, duplicate }
}

/**
 * Why a membership change is not allowed, or null. Someone who is not a super admin may add,
 * remove or re-role memberships only of tenants where they are admin; rows of other tenants
 * must stay exactly as they are. A tenant may appear only once.
 */
export function membershipChangeError({
  before,
  after,
  actorAdminTenantIds,
}: {
  before: readonly MembershipRow[]
  after: readonly MembershipRow[]
  actorAdminTenantIds: readonly TenantId[]
}): Bilingual | null {
  const old = byTenant(before).map
  const next = byTenant(after)
  if (next.duplicate !== null)
    return {
      de: `Mandant ${next.duplicate} ist mehrfach aufgeführt`,
      en: `Tenant ${next.duplicate} is listed more than once`,
    }
  const allowed = new Set(actorAdminTenantIds.map(String))
  for (const tenant of new Set([...old.keys(), ...next.map.keys()])) {
    if (old.get(tenant) !== next.map.get(tenant) && !allowed.has(tenant)) {
      return {
        de: `Mitgliedschaften und Rollen bei Mandant ${tenant} ändert nur ein Administrator dieses Mandanten`,
        en: `Only an admin of tenant ${tenant} can change memberships and roles in it`,
      }
    }
  }
  return null
}

/**
 * Why a change to one's own memberships is not allowed, or null: nobody (but a super admin) sets
 * their own community or video-hub role, in any tenant; leaving a tenant stays possible.
 */
export function ownRoleChangeError({
  before,
  after,
}: {
  before: readonly MembershipRow[]
  after: readonly MembershipRow[]
}): Bilingual | null {
  const roles = (row: MembershipRow | undefined) => `${row?.communityRole ?? 'none'}|${row?.videoPlatformRole ?? ''}`
  const old = new Map(before.map((row) => [tenantKey(row.tenant), row]))
  const changed = after.some((row) => roles(row) !== roles(old.get(tenantKey(row.tenant))))
  return changed
    ? {
        de: 'Niemand ändert die eigene Community- oder Video-Hub-Rolle',
        en: 'Nobody changes their own community or video hub role',
      }
    : null
}
