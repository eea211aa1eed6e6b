import type { Access } from 'payload'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole } from './tenantRoles'

/**
 * Writes to tenant-scoped content: super admins everywhere, tenant admins and editors only
 * in their tenants. The multi-tenant plugin adds the tenant constraint on top for reads.
 */
export const tenantEditorsOrSuperAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const ids = tenantIdsWithRole(req.user, ['admin', 'editor'])
  return ids.length > 0 ? { tenant: { in: ids } } : false
}
