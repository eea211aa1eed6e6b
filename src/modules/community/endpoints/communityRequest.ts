import type { PayloadHandler, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { User } from '@/payload-types'
import { tenantsWith, type CommunityCapability } from '@/modules/community/access/community'
import type { Bilingual } from '@/access/localizedMessage'
import { tenantsHavingModule } from '@/access/moduleAccess'
import { moduleDisabledMessage } from '@/access/tenantModules'
import { AUTHENTICATION_REQUIRED, invalidInput, jsonBody, localizedError } from '@/endpoints/responses'

type CommunityRequest<T extends z.ZodType> = { user: User; body: z.infer<T>; tenants: 'all' | (number | string)[] }

/**
 * The handler of a community endpoint with its common start: a session (401), a body the schema
 * accepts (400), and the capability in at least one tenant (403 with `notAllowed`); the tenant itself
 * is checked by `handler`.
 */
export const communityHandler =
  <T extends z.ZodType>(
    schema: T,
    capability: CommunityCapability,
    notAllowed: Bilingual,
    handler: (req: PayloadRequest, request: CommunityRequest<T>) => Promise<Response>,
  ): PayloadHandler =>
  async (req) => {
    if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
    const parsed = schema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const withCapability = tenantsWith(req.user, capability)
    if (withCapability !== 'all' && withCapability.length === 0) return localizedError(req, 403, notAllowed)
    const tenants = await communityTenants(req, withCapability)
    if (tenants instanceof Response) return tenants
    return handler(req, { user: req.user as User, body: parsed.data, tenants })
  }

/**
 * The tenants among `tenants` that have the community module switched on; a 403 naming the module
 * when none has. Custom endpoints need this: the module refusal of the collections does not reach them.
 */
export async function communityTenants(
  req: PayloadRequest,
  tenants: 'all' | readonly (number | string)[],
): Promise<'all' | (number | string)[] | Response> {
  const withModule = await tenantsHavingModule(req, 'community', tenants)
  return withModule !== 'all' && withModule.length === 0
    ? localizedError(req, 403, moduleDisabledMessage('community'), { data: { module: 'community' } })
    : withModule
}
