import { APIError, type Access, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { isSuperAdmin } from './isSuperAdmin'
import { localizedMessage } from './localizedMessage'
import { ALL_TENANT_MODULES, enabledModules, moduleDisabledMessage, type TenantModule } from './tenantModules'
import { tenantIdsWithRole, TENANT_ROLES } from './tenantRoles'

// One tenant lookup per request: the admin asks every collection's access on each page load.
const perRequest = new WeakMap<PayloadRequest, Promise<Set<TenantModule>>>()

/**
 * The modules available to the signed-in user: every module for super admins, otherwise those
 * enabled in at least one of the user's tenants. Undefined without a user (the public API is
 * governed by each collection's own read access, not by modules).
 */
export function userModules(req: PayloadRequest): Promise<Set<TenantModule>> | undefined {
  if (!req.user) return undefined
  if (isSuperAdmin(req.user)) return Promise.resolve(new Set(ALL_TENANT_MODULES))
  let modules = perRequest.get(req)
  if (!modules) {
    const ids = tenantIdsWithRole(req.user, TENANT_ROLES)
    modules =
      ids.length === 0
        ? Promise.resolve(new Set<TenantModule>())
        : req.payload
            .find({ collection: 'tenants', where: { id: { in: ids } }, select: { modules: true }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, req })
            .then(({ docs }) => enabledModules(docs))
    perRequest.set(req, modules)
  }
  return modules
}

/** Whether the request's user may use the module (true without a user: see userModules). */
export async function hasModule(req: PayloadRequest, module: TenantModule): Promise<boolean> {
  const modules = userModules(req)
  return modules ? (await modules).has(module) : true
}

/**
 * A collection's access, narrowed to users who have its module. Composed around the access the
 * multi-tenant plugin already wrapped, so its tenant constraint still applies; `false` also
 * hides the collection from the nav and from relationship pickers.
 */
export const withModule =
  (module: TenantModule, access: Access | undefined): Access =>
  async (args) => {
    if (!(await hasModule(args.req, module))) return false
    return access ? access(args) : Boolean(args.req.user)
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
    if (!(await hasModule(req, module))) throw new APIError(localizedMessage(req, moduleDisabledMessage(module)), 403, null, true)
    return args
  }
