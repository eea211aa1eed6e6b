import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { tenantsWith } from '@/access/community'
import { AUTHENTICATION_REQUIRED, localizedError } from '../responses'

/** The tenants whose interactions the request's user may read (`all` for super admins), or the 401/403 answer. */
export function interactionReaderTenants(req: PayloadRequest): 'all' | (number | string)[] | Response {
  if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
  const tenants = tenantsWith(req.user, 'interactions.view')
  if (tenants !== 'all' && tenants.length === 0) {
    return localizedError(req, 403, { de: 'Keine Berechtigung, Interaktionen zu sehen', en: 'Not allowed to view interactions' })
  }
  return tenants
}

/** An interaction's `channelId` as a query filter. */
export const channelParam = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !value.includes('\0'), 'must not contain NUL')
