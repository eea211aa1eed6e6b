import { type Access, type CollectionBeforeOperationHook, type Payload, type PayloadRequest, type Where } from 'payload'
import { PublicApiError } from '@/lib/errors/publicApiError'
import { isSuperAdmin } from './isSuperAdmin'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { moduleDisabledMessage, tenantsByModule, type TenantModule } from './tenantModules'
import { tenantIdsWithRole, TENANT_ROLES } from './tenantRoles'

type TenantId = number | string

/**
 * For each module, the user's tenants that have it enabled, and how many tenants the user is in;
 * `all` for super admins, undefined without a user.
 */
type ModuleScope = 'all' | { byModule: ReadonlyMap<TenantModule, TenantId[]>; memberships: number } | undefined

// One tenant lookup per request: the admin asks every collection's access on each page load.
const perRequest = new WeakMap<PayloadRequest, Promise<ModuleScope>>()

/**
 * Which of the signed-in user's tenants have which module. Anonymous requests have no scope here: they
 * see the public documents of the tenants that have the module (anonymousTenantsWithModule).
 */
function moduleScope(req: PayloadRequest): Promise<ModuleScope> {
  if (!req.user) return Promise.resolve(undefined)
  if (isSuperAdmin(req.user)) return Promise.resolve('all')
  let scope = perRequest.get(req)
  if (!scope) {
    const ids = tenantIdsWithRole(req.user, TENANT_ROLES)
    scope =
      ids.length === 0
        ? Promise.resolve({ byModule: new Map(), memberships: 0 })
        : req.payload
            .find({
              collection: 'tenants',
              where: { id: { in: ids } },
              select: { modules: true },
              depth: 0,
              pagination: false,
              overrideAccess: true,
              req,
            })
            .then(({ docs }) => ({ byModule: tenantsByModule(docs), memberships: ids.length }))
    perRequest.set(req, scope)
  }
  return scope
}

// One tenant lookup per anonymous request (a page render reads many collections).
const anonymousPerRequest = new WeakMap<
  PayloadRequest,
  Promise<{ byModule: Map<TenantModule, TenantId[]>; tenants: number }>
>()

/**
 * The tenants whose public documents of the module an anonymous reader may see: those with the module
 * switched on (`all` when every tenant has it, so no constraint is added). A switched-off module is off the
 * site, the sitemap, listing blocks and the public API alike (issue 30: Alpha's portfolio pages were public
 * with Alpha's portfolio switched off).
 */
async function anonymousTenantsWithModule(req: PayloadRequest, module: TenantModule): Promise<'all' | TenantId[]> {
  let scope = anonymousPerRequest.get(req)
  if (!scope) {
    scope = req.payload
      .find({
        collection: 'tenants',
        select: { modules: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      .then(({ docs }) => ({ byModule: tenantsByModule(docs), tenants: docs.length }))
    anonymousPerRequest.set(req, scope)
  }
  const { byModule, tenants } = await scope
  const withModule = byModule.get(module) ?? []
  return withModule.length === tenants ? 'all' : withModule
}

/** The user's tenants with the module; `all` when the user is not limited (a super admin). */
async function tenantsWithModule(req: PayloadRequest, module: TenantModule): Promise<'all' | TenantId[]> {
  if (!req.user) return anonymousTenantsWithModule(req, module)
  const scope = await moduleScope(req)
  if (scope === undefined || scope === 'all') return 'all'
  const withModule = scope.byModule.get(module) ?? []
  return withModule.length === scope.memberships ? 'all' : withModule
}

/** Whether the request's user may use the module in at least one tenant (always without a user). */
export async function hasModule(req: PayloadRequest, module: TenantModule): Promise<boolean> {
  const tenants = await tenantsWithModule(req, module)
  return tenants === 'all' || tenants.length > 0
}

const sameTenant = (ids: TenantId[], tenant: unknown) => {
  const id = typeof tenant === 'object' && tenant !== null ? (tenant as { id?: TenantId }).id : tenant
  return ids.some((candidate) => String(candidate) === String(id))
}

/**
 * A collection's access, narrowed to the user's tenants that have its module. Composed around the
 * access the multi-tenant plugin already wrapped, so its tenant constraint still applies. `false`
 * (no tenant with the module) also hides the collection from the nav and relationship pickers; a
 * user in several tenants gets the documents of those with the module only.
 */
export const withModule =
  (module: TenantModule, access: Access | undefined): Access =>
  async (args) => {
    const tenants = await tenantsWithModule(args.req, module)
    if (tenants !== 'all' && tenants.length === 0) return false
    const result = access ? await access(args) : Boolean(args.req.user)
    if (tenants === 'all' || result === false) return result
    // A create names its tenant in the data; reads, updates and deletes get a tenant constraint.
    if (args.data && args.id === undefined && args.data.tenant !== undefined)
      return sameTenant(tenants, args.data.tenant) && result
    const constraint: Where = { tenant: { in: tenants } }
    return result === true ? constraint : { and: [result, constraint] }
  }

/**
 * Refuses every operation on a disabled module's collection before access runs, with a 403 that
 * names the module (access alone would answer Payload's generic "not allowed"). Server code that
 * overrides access is not refused, and neither are reads with errors disabled: relationship
 * population uses those, and a page that links a product must still open (withModule then drops
 * the product).
 */
export const refuseDisabledModule =
  (module: TenantModule): CollectionBeforeOperationHook =>
  async ({ args, overrideAccess, req }) => {
    if (overrideAccess || (args as { disableErrors?: boolean }).disableErrors) return args
    if (!(await hasModule(req, module)))
      throw new PublicApiError(localizedMessage(req, moduleDisabledMessage(module)), 403, { module })
    return args
  }

/**
 * The given tenants narrowed to those that have the module, read fresh on every call (a stream asks
 * again on each poll); `all` (a super admin's scope) stays `all`. For custom endpoints, which the
 * collections' module refusal does not cover.
 */
export async function tenantsHavingModule(
  req: PayloadRequest,
  module: TenantModule,
  tenants: 'all' | readonly TenantId[],
): Promise<'all' | TenantId[]> {
  return tenants === 'all' ? 'all' : tenantIdsWithModule(req.payload, module, tenants)
}

/**
 * The ids of the tenants (among `tenants`; `all`: every tenant) that have the module switched on,
 * read fresh. For work no user's scope narrows: the scheduled jobs, cron triggers and a super
 * admin's run over all tenants must still leave out tenants whose module is off.
 */
export async function tenantIdsWithModule(
  payload: Payload,
  module: TenantModule,
  tenants: 'all' | readonly TenantId[] = 'all',
): Promise<TenantId[]> {
  if (tenants !== 'all' && tenants.length === 0) return []
  const where: Where = tenants === 'all' ? {} : { id: { in: [...tenants] } }
  const { docs } = await payload.find({
    collection: 'tenants',
    where,
    select: { modules: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return tenantsByModule(docs).get(module) ?? []
}
