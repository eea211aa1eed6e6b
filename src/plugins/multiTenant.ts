import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { Plugin } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { preventTenantMove } from '@/hooks/preventTenantMove'
import type { Config } from '@/payload-types'
import { tenantModules } from './tenantModules'

/**
 * Scopes every collection that declares `custom: { tenantScoped: true }` — read from the config
 * this plugin receives, so collections added by earlier plugins (form builder) are included.
 * Tenant modules are applied on the result: they narrow the access the plugin has scoped.
 */
export const multiTenant: Plugin = async (config) => {
  const scoped = (config.collections ?? []).filter((collection) => collection.custom?.tenantScoped === true)
  for (const collection of scoped) {
    collection.hooks = { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), preventTenantMove] }
  }
  const scopedConfig = await multiTenantPlugin<Config>({
    tenantsSlug: 'tenants',
    collections: Object.fromEntries(scoped.map((collection) => [collection.slug, {}])),
    tenantsArrayField: { includeDefaultField: false },
    userHasAccessToAllTenants: (user) => isSuperAdmin(user),
    // Deleting a tenant never cascades silently: see src/collections/Tenants/hooks/guardTenantDelete.ts.
    cleanupAfterTenantDelete: false,
  })(config)
  return tenantModules(scopedConfig)
}
