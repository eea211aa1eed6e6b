import { sql } from '@payloadcms/db-postgres'
import type { Access, PayloadRequest, Where } from 'payload'
import { executeInRequest } from '@/lib/db/payloadPostgres'
import { isSuperAdmin } from './isSuperAdmin'
import { tenantIdsWithRole } from './tenantRoles'

/**
 * Users a tenant admin administers: every membership lies in a tenant the actor is admin of
 * (at least one membership, never a super admin). A user who also belongs to another tenant is
 * out of reach: editing them would hand the actor that other tenant's account (issue 11).
 * Null when the actor administers no tenant.
 */
async function administeredUsers(req: PayloadRequest): Promise<Where | null> {
  const adminIds = tenantIdsWithRole(req.user, ['admin']).map(Number)
  if (adminIds.length === 0) return null
  const ids = sql.join(
    adminIds.map((id) => sql`${id}`),
    sql`, `,
  )
  // Payload's `where` on an array field means "some row matches"; "every row" needs SQL (run on the
  // request's connection, so it sees memberships its own transaction changed).
  const { rows } = await executeInRequest(
    req,
    sql`
    select _parent_id as id from users_tenants group by _parent_id
    having bool_or(tenant_id in (${ids})) and not bool_and(coalesce(tenant_id in (${ids}), false))`,
  )
  const alsoElsewhere = rows.map((row) => Number(row.id))
  const and: Where[] = [{ 'tenants.tenant': { in: adminIds } }, { isSuperAdmin: { not_equals: true } }]
  if (alsoElsewhere.length > 0) and.push({ id: { not_in: alsoElsewhere } })
  return { and }
}

/**
 * Users: everyone may edit their own account; tenant admins also edit the users they administer
 * (see administeredUsers). Which memberships may change is checked by `guardMemberships`, who
 * may set a password or e-mail by `guardCredentials`.
 */
export const usersUpdate: Access = async ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const self: Where = { id: { equals: req.user.id } }
  const managed = await administeredUsers(req)
  return managed ? { or: [self, managed] } : self
}

/** Tenant admins delete only users they administer (see administeredUsers). */
export const usersDelete: Access = async ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  return (await administeredUsers(req)) ?? false
}
