import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { membershipChangeError, ownRoleChangeError, type MembershipRow } from '@/access/membershipChanges'
import { tenantIdsWithRole } from '@/access/tenantRoles'
import type { User } from '@/payload-types'

const NEEDS_MEMBERSHIP = {
  de: 'Ein neuer Benutzer braucht eine Mitgliedschaft bei einem Ihrer Mandanten',
  en: 'A new user needs a membership in one of your tenants',
}

/**
 * Tenant admins manage memberships of their own tenants only: they cannot grant roles in another
 * tenant, touch a user's memberships elsewhere, or create users without one of their tenants; nobody
 * sets their own community or video-hub role.
 * Server code without a user (seed, scripts) and super admins are not restricted.
 */
export const guardMemberships: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  if (!req.user || isSuperAdmin(req.user)) return data
  const before: MembershipRow[] = operation === 'update' ? (originalDoc?.tenants ?? []) : []
  const after: MembershipRow[] = data.tenants ?? before
  const own = operation === 'update' && String(originalDoc?.id) === String(req.user.id)
  const error =
    (own ? ownRoleChangeError({ before, after }) : null) ??
    membershipChangeError({ before, after, actorAdminTenantIds: tenantIdsWithRole(req.user, ['admin']) })
  if (error)
    throw new ValidationError(
      { collection: 'users', errors: [{ message: localizedMessage(req, error), path: 'tenants' }] },
      req.t,
    )
  if (operation === 'create' && after.length === 0) {
    throw new ValidationError(
      { collection: 'users', errors: [{ message: localizedMessage(req, NEEDS_MEMBERSHIP), path: 'tenants' }] },
      req.t,
    )
  }
  return data
}
