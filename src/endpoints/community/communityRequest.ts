import type { PayloadHandler, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { User } from '@/payload-types'
import { tenantsWith, type CommunityCapability } from '@/access/community'
import type { Bilingual } from '@/access/localizedMessage'
import { AUTHENTICATION_REQUIRED, invalidInput, jsonBody, localizedError } from '../responses'

type CommunityRequest<T extends z.ZodType> = { user: User; body: z.infer<T>; tenants: 'all' | (number | string)[] }

/**
 * The handler of a community endpoint with its common start: a session (401), a body the schema
 * accepts (400), and the capability in at least one tenant (403 with `notAllowed`); the tenant itself
 * is checked by `handler`.
 */
export const communityHandler =
  <T extends z.ZodType>(schema: T, capability: CommunityCapability, notAllowed: Bilingual, handler: (req: PayloadRequest, request: CommunityRequest<T>) => Promise<Response>): PayloadHandler =>
  async (req) => {
    if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
    const parsed = schema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const tenants = tenantsWith(req.user, capability)
    if (tenants !== 'all' && tenants.length === 0) return localizedError(req, 403, notAllowed)
    return handler(req, { user: req.user as User, body: parsed.data, tenants })
  }
