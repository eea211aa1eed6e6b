import type { User } from '@/payload-types'

export const TENANT_ROLES = ['admin', 'editor', 'viewer'] as const
export type TenantRole = (typeof TENANT_ROLES)[number]

type TenantId = number | string

const tenantIdOf = (tenant: unknown): TenantId | undefined =>
  typeof tenant === 'object' && tenant !== null ? (tenant as { id?: TenantId }).id : (tenant as TenantId | undefined)

/** Tenant ids where the user holds one of the given roles (a super admin is handled by the caller). */
export function tenantIdsWithRole(user: Pick<User, 'tenants'> | null | undefined, roles: readonly TenantRole[]): TenantId[] {
  return (user?.tenants ?? [])
    .filter((row) => (row.roles ?? []).some((role) => roles.includes(role)))
    .map((row) => tenantIdOf(row.tenant))
    .filter((id): id is TenantId => id !== undefined && id !== null)
}
