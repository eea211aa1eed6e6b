import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { type Bilingual, localizedMessage } from '@/lib/i18n/localizedMessage'
import { LABEL_TERMS } from '@/i18n/adminTerms'
import { membershipChangeError, ownRoleChangeError, type MembershipRow } from '@/access/membershipChanges'
import { tenantIdsWithRole } from '@/access/tenantRoles'
import type { User } from '@/payload-types'

const NEEDS_MEMBERSHIP = {
  de: 'Ein neuer Benutzer braucht eine Mitgliedschaft bei einem Ihrer Mandanten',
  en: 'A new user needs a membership in one of your tenants',
}

/**
 * The error on the memberships field, named by its label in the admin's language: without the label Payload's
 * notice read "Das folgende Feld ist nicht korrekt: tenants" (issue 34).
 */
const membershipError = (req: PayloadRequest, message: Bilingual) =>
  new ValidationError(
    {
      collection: 'users',
      errors: [{ message: localizedMessage(req, message), path: 'tenants', label: LABEL_TERMS.Tenants }],
      req,
    },
    req.t,
  )

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
  if (error) throw membershipError(req, error)
  if (operation === 'create' && after.length === 0) throw membershipError(req, NEEDS_MEMBERSHIP)
  return data
}
