import type { Access } from 'payload'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole } from './tenantRoles'

/** Administrative writes (users, tenant settings): super admins, or tenant admins for their tenants. */
export const tenantAdminsOrSuperAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  return tenantIdsWithRole(req.user, ['admin']).length > 0
}
