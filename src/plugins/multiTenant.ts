import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { Plugin } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { preventTenantMove } from '@/hooks/preventTenantMove'
import type { Config } from '@/payload-types'
import { tenantModules } from './tenantModules'

const TENANT_FIELD = 'tenant'
const TENANT_FILTER_NOTICE = '@/admin/tenantFilter/TenantFilterNotice#TenantFilterNotice'

/** The list's columns with the plugin's tenant field second, right after the title. */
const withTenantColumn = (columns: string[] | undefined, title: string | undefined): string[] => {
  const [first = title ?? 'id', ...rest] = (columns ?? []).filter((column) => column !== TENANT_FIELD)
  return [first, TENANT_FIELD, ...(columns ? rest : ['updatedAt'])]
}

/**
 * Scopes every collection that declares `custom: { tenantScoped: true }` — read from the config
 * this plugin receives, so collections added by earlier plugins (form builder) are included.
 * Tenant modules are applied on the result: they narrow the access the plugin has scoped.
 */
export const multiTenant: Plugin = async (config) => {
  const scoped = (config.collections ?? []).filter((collection) => collection.custom?.tenantScoped === true)
  for (const collection of scoped) {
    collection.hooks = {
      ...collection.hooks,
      beforeValidate: [...(collection.hooks?.beforeValidate ?? []), preventTenantMove],
    }
    // Super admins see every tenant's documents: the column tells two "home" pages apart.
    collection.admin = {
      ...collection.admin,
      defaultColumns: withTenantColumn(collection.admin?.defaultColumns, collection.admin?.useAsTitle),
    }
  }
  // The plugin filters these lists by the selected tenant too; the notice makes that visible.
  for (const collection of config.collections ?? []) {
    if (
      collection.custom?.tenantScoped === true ||
      collection.slug === 'tenants' ||
      collection.slug === config.admin?.user
    ) {
      const components = collection.admin?.components
      collection.admin = {
        ...collection.admin,
        components: { ...components, beforeListTable: [...(components?.beforeListTable ?? []), TENANT_FILTER_NOTICE] },
      }
    }
  }
  const scopedConfig = await multiTenantPlugin<Config>({
    tenantsSlug: 'tenants',
    // A tenant singleton (site settings) opens as one document per tenant, like a global.
    collections: Object.fromEntries(
      scoped.map((collection) => [collection.slug, { isGlobal: collection.custom?.tenantSingleton === true }]),
    ),
    tenantsArrayField: { includeDefaultField: false },
    // The plugin hides its tenant field from list columns; super admins need it to tell tenants' documents apart.
    tenantField: { label: { de: 'Mandant', en: 'Tenant' }, admin: { disableListColumn: false } },
    userHasAccessToAllTenants: (user) => isSuperAdmin(user),
    // Deleting a tenant never cascades silently: see src/collections/Tenants/hooks/guardTenantDelete.ts.
    cleanupAfterTenantDelete: false,
  })(config)
  return tenantModules(scopedConfig)
}
