import type { Access, Where } from 'payload'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole, type TenantRole } from './tenantRoles'

type TenantId = number | string
type AccessUser = Parameters<typeof tenantIdsWithRole>[0] & { isSuperAdmin?: boolean | null }

/** Whether the user may act for the tenant with one of the roles (super admins always may). */
export function hasTenantRole(
  user: AccessUser | null | undefined,
  tenantId: TenantId,
  roles: readonly TenantRole[],
): boolean {
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return tenantIdsWithRole(user, roles).some((id) => String(id) === String(tenantId))
}

/**
 * Reads of records that carry an optional `tenant` field but are not scoped by the plugin
 * (logs): super admins everything, the given tenant roles only their tenants' records.
 */
export const readByTenantField =
  (roles: readonly TenantRole[], field = 'tenant'): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (isSuperAdmin(req.user)) return true
    const ids = tenantIdsWithRole(req.user, roles)
    return ids.length > 0 ? ({ [field]: { in: ids } } as Where) : false
  }
