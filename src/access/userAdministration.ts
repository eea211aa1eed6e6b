import type { Access, FieldAccess, Where } from 'payload'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole } from './tenantRoles'

/**
 * Users: everyone may edit their own account; tenant admins also edit (and delete) the users of
 * their tenants, never super admins. Which memberships may change is checked by the users'
 * `guardMemberships` hook; the multi-tenant plugin ANDs "shares a tenant or is me" on top.
 */
export const usersUpdate: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const self: Where = { id: { equals: req.user.id } }
  const adminIds = tenantIdsWithRole(req.user, ['admin'])
  if (adminIds.length === 0) return self
  const managed: Where = { and: [{ 'tenants.tenant': { in: adminIds } }, { isSuperAdmin: { not_equals: true } }] }
  return { or: [self, managed] }
}

export const usersDelete: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const adminIds = tenantIdsWithRole(req.user, ['admin'])
  if (adminIds.length === 0) return false
  const managed: Where = { and: [{ 'tenants.tenant': { in: adminIds } }, { isSuperAdmin: { not_equals: true } }] }
  return managed
}

/** Role fields (community, video hub): super admins and tenant admins, never a user on themselves. */
export const roleFieldAccess: FieldAccess = ({ req, id }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  if (id !== undefined && String(id) === String(req.user.id)) return false
  return tenantIdsWithRole(req.user, ['admin']).length > 0
}
