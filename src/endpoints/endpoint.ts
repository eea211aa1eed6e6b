import { headersWithCors, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { tenantsWith, type CommunityCapability } from '@/modules/community'
import { tenantsHavingModule } from '@/access/moduleAccess'
import type { TenantModule } from '@/access/tenantModules'
import { hubTenantsWith, type VideoHubCapability } from '@/modules/videoHub'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { CRON_SECRET_REQUIRED, hasCronSecret } from './cron/cronAuth'
import { EndpointError, errorResponse, Forbidden, InvalidInput, ModuleDisabled, Unauthorized } from './endpointErrors'
import { endpointLanguage } from './endpointLanguage'
import { jsonBody, limitedJsonBody } from './responses'

/**
 * Who may call: anyone (`public`, the user is still read when there is one), a signed-in user, the
 * cron secret (`Authorization: Bearer $CRON_SECRET`), or either of the last two.
 */
type Auth = 'public' | 'user' | 'cron' | 'cronOrUser'

type TenantId = number | string
type AuthUser = NonNullable<PayloadRequest['user']>

/** A capability the user must hold in at least one tenant (403 with `refused` otherwise); checked for users only. */
type Capability = ({ community: CommunityCapability } | { videoHub: VideoHubCapability } | { superAdmin: true }) & {
  refused: Bilingual
}

type Spec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  auth: Auth
  /** Runs before the input is read (429 before 400): a rate limit that throws `RateLimited`. */
  rateLimit?: (req: PayloadRequest) => Promise<void>
  query?: Q
  /** A JSON body; a public endpoint reads it capped at PUBLIC_BODY_LIMIT. */
  body?: B
  capability?: Capability
  /** The tenant module the capability's tenants must have switched on (403 naming the module otherwise). */
  module?: TenantModule
  /** Answer data with the CORS headers of the config (the public read APIs). */
  cors?: boolean
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

export type EndpointInput<A extends Auth, Q, B> = {
  req: PayloadRequest
  user: A extends 'user' ? AuthUser : AuthUser | null
  query: Parsed<Q>
  body: Parsed<B>
  /** The tenants where the user holds the capability (and has the module); `all` without a capability or for super admins. */
  tenants: 'all' | TenantId[]
}

/** Data is answered as JSON (200); a Response (streams, files, redirects, other statuses) as it is. */
type Handler<A extends Auth, Q, B> = (input: EndpointInput<A, Q, B>) => Promise<unknown>

/** The tenants among `tenants` that have the module switched on; ModuleDisabled when none has. */
export async function requireModule(
  req: PayloadRequest,
  module: TenantModule,
  tenants: 'all' | readonly TenantId[],
): Promise<'all' | TenantId[]> {
  const withModule = await tenantsHavingModule(req, module, tenants)
  if (withModule !== 'all' && withModule.length === 0) throw new ModuleDisabled(module)
  return withModule
}

/** `value` parsed by `schema`, or InvalidInput (for input an endpoint reads in its own order). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidInput(parsed.error)
  return parsed.data
}

function authenticate(req: PayloadRequest, auth: Auth): { user: AuthUser | null; viaCron: boolean } {
  if ((auth === 'cron' || auth === 'cronOrUser') && hasCronSecret(req)) return { user: req.user, viaCron: true }
  if (auth === 'cron') throw new Unauthorized(CRON_SECRET_REQUIRED, { 'WWW-Authenticate': 'Bearer' })
  if (auth !== 'public' && !req.user) throw new Unauthorized()
  return { user: req.user, viaCron: false }
}

function capabilityTenants(user: AuthUser, capability: Capability): 'all' | TenantId[] {
  if ('community' in capability) return tenantsWith(user, capability.community)
  if ('videoHub' in capability) return hubTenantsWith(user, capability.videoHub)
  return isSuperAdmin(user) ? 'all' : []
}

/**
 * The one way to write a CMS endpoint's handler. In order: authentication (401), the rate limit (429), the
 * query and the JSON body (400, zod issues with their `path`), the capability in at least one tenant (403),
 * the module switch of those tenants (403). The handler returns data or a Response and throws
 * EndpointErrors, answered here once in the error envelope, in the caller's language (endpointLanguage.ts).
 */
export function endpointHandler<
  A extends Auth,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: Spec<Q, B> & { auth: A }, handler: Handler<A, Q, B>): PayloadHandler {
  return async (req) => {
    try {
      const { user, viaCron } = authenticate(req, spec.auth)
      await spec.rateLimit?.(req)
      const query = spec.query ? parseInput(spec.query, req.query ?? {}) : undefined
      const body = spec.body
        ? parseInput(spec.body, spec.auth === 'public' ? await limitedJsonBody(req) : await jsonBody(req))
        : undefined
      let tenants: 'all' | TenantId[] = 'all'
      if (spec.capability && user && !viaCron) {
        tenants = capabilityTenants(user, spec.capability)
        if (tenants !== 'all' && tenants.length === 0) throw new Forbidden(spec.capability.refused)
      }
      if (spec.module) tenants = await requireModule(req, spec.module, tenants)
      const result = await handler({ req, user, query, body, tenants } as EndpointInput<A, Q, B>)
      if (result instanceof Response) return result
      return Response.json(result, spec.cors ? { headers: headersWithCors({ headers: new Headers(), req }) } : {})
    } catch (error) {
      if (!(error instanceof EndpointError)) throw error
      const language = endpointLanguage(spec.auth === 'public', {
        acceptLanguage: req.headers.get('accept-language'),
        adminLanguage: req.i18n?.language,
      })
      return errorResponse(error, language, req.method === 'HEAD')
    }
  }
}

/** A CMS endpoint (root, collection or plugin `endpoints`) built by endpointHandler(). */
export function endpoint<
  A extends Auth,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: Spec<Q, B> & { auth: A; path: string; method: Endpoint['method'] }, handler: Handler<A, Q, B>): Endpoint {
  return { path: spec.path, method: spec.method, handler: endpointHandler(spec, handler) }
}
