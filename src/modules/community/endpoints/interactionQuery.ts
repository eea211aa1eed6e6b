import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'
import { tenantsWith } from '@/modules/community/access/community'
import { AUTHENTICATION_REQUIRED, localizedError } from '@/endpoints/responses'
import { communityTenants } from './communityRequest'

/**
 * The handler of an endpoint for readers of interactions: 401 without a session, 403 without
 * `interactions.view` in any tenant, 403 naming the module when none of those tenants has the community
 * module; otherwise `handler` answers for those tenants (`all` for super admins).
 */
export const interactionReaderHandler =
  (handler: (req: PayloadRequest, tenants: 'all' | (number | string)[]) => Promise<Response>): PayloadHandler =>
  async (req) => {
    if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
    const tenants = tenantsWith(req.user, 'interactions.view')
    if (tenants !== 'all' && tenants.length === 0) {
      return localizedError(req, 403, {
        de: 'Keine Berechtigung, Interaktionen zu sehen',
        en: 'Not allowed to view interactions',
      })
    }
    const withModule = await communityTenants(req, tenants)
    return withModule instanceof Response ? withModule : handler(req, withModule)
  }

/** An interaction's `channelId` as a query filter. */
export const channelParam = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !value.includes('\0'), 'must not contain NUL')
