import type { CollectionConfig, Plugin } from 'payload'
import { refuseDisabledModule, withModule } from '@/access/moduleAccess'
import { moduleOfCollection, type TenantModule } from '@/access/tenantModules'

const OPERATIONS = ['create', 'read', 'readVersions', 'update', 'delete'] as const

function restrictToModule(collection: CollectionConfig, module: TenantModule): CollectionConfig {
  const access = { ...collection.access }
  for (const operation of OPERATIONS) access[operation] = withModule(module, collection.access?.[operation])
  return {
    ...collection,
    access,
    hooks: { ...collection.hooks, beforeOperation: [refuseDisabledModule(module), ...(collection.hooks?.beforeOperation ?? [])] },
  }
}

/**
 * Tenant modules (src/access/tenantModules.ts), applied by src/plugins/multiTenant.ts: each module's collections answer 403 to users none
 * of whose tenants has the module, and drop out of their nav. Runs after the multi-tenant plugin,
 * so the access wrapped here already carries the plugin's tenant constraint.
 */
export const tenantModules: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const module = moduleOfCollection(collection.slug)
    return module ? restrictToModule(collection, module) : collection
  }),
})
