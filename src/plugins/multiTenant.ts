import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { Plugin } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { tenantScopedSlugs } from '@/collections'
import type { Config } from '@/payload-types'

export const multiTenant: Plugin = multiTenantPlugin<Config>({
  tenantsSlug: 'tenants',
  collections: Object.fromEntries(tenantScopedSlugs.map((slug) => [slug, {}])),
  tenantsArrayField: { includeDefaultField: false },
  userHasAccessToAllTenants: (user) => isSuperAdmin(user),
  // Deleting a tenant never cascades silently (see docs/tenancy.md).
  cleanupAfterTenantDelete: false,
})
