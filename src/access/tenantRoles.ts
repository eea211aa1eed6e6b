import type { Access, Where } from 'payload'
import type { User } from '@/payload-types'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { isSuperAdmin } from './isSuperAdmin'

export const TENANT_ROLES = ['admin', 'editor', 'viewer'] as const
export type TenantRole = (typeof TENANT_ROLES)[number]

type TenantId = number | string
/** A user's membership row: the tenant and the roles held in it (tenant, community, video hub). */
export type Membership = NonNullable<User['tenants']>[number]
type Member = Pick<User, 'tenants'> | null | undefined

/** Tenant ids whose membership row passes the test (a super admin is handled by the caller). */
export function tenantIdsWhere(user: Member, test: (row: Membership) => boolean): TenantId[] {
  return (user?.tenants ?? [])
    .filter(test)
    .map((row) => tenantIdOf(row.tenant))
    .filter((id): id is TenantId => id !== undefined && id !== null)
}

/** The user's membership row in a tenant, if any. */
export const membershipIn = (user: Member, tenant: unknown): Membership | undefined => {
  const id = tenantIdOf(tenant)
  return id === undefined
    ? undefined
    : (user?.tenants ?? []).find((row) => String(tenantIdOf(row.tenant)) === String(id))
}

/** Tenant ids where the user holds one of the given roles (a super admin is handled by the caller). */
export const tenantIdsWithRole = (user: Member, roles: readonly TenantRole[]): TenantId[] =>
  tenantIdsWhere(user, (row) => (row.roles ?? []).some((role) => roles.includes(role)))

/**
 * Access to a tenant-scoped collection from the user's membership rows: super admins everything,
 * others the tenants whose row passes the test. A create is checked against the tenant it names.
 */
export const membershipAccess =
  (test: (row: Membership) => boolean): Access =>
  ({ req, data, id }) => {
    if (!req.user) return false
    if (isSuperAdmin(req.user)) return true
    const tenants = tenantIdsWhere(req.user, test)
    if (tenants.length === 0) return false
    if (data && id === undefined && data.tenant !== undefined)
      return tenants.some((tenant) => String(tenant) === String(tenantIdOf(data.tenant)))
    const constraint: Where = { tenant: { in: tenants } }
    return constraint
  }
