import type { CollectionBeforeChangeHook } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { PublicApiError } from '@/lib/errors/publicApiError'
import type { User } from '@/payload-types'

const normalizedEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/**
 * Only super admins and the user themself set a password or change an e-mail address: whoever
 * controls those controls the account, including its memberships in tenants the actor does not
 * administer. Everyone else sends the user Payload's reset mail (`POST /api/users/forgot-password`).
 * Server code without a user (seed, scripts) is not restricted.
 */
export const guardCredentials: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || isSuperAdmin(req.user)) return data
  if (String(originalDoc?.id) === String(req.user.id)) return data
  const setsPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail = data.email !== undefined && normalizedEmail(data.email) !== normalizedEmail(originalDoc?.email)
  if (setsPassword || changesEmail) {
    const message = localizedMessage(req, {
      de: 'Passwort und E-Mail-Adresse eines anderen Benutzers ändert nur ein Super-Admin. Der Benutzer kann sich über „Passwort vergessen“ selbst ein neues Passwort setzen.',
      en: 'Only a super admin changes another user’s password or e-mail address. The user can set a new password through “Forgot password”.',
    })
    throw new PublicApiError(message, 403, { reason: 'credentials_need_super_admin' })
  }
  return data
}
