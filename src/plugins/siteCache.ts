import type { Plugin } from 'payload'
import { siteRevalidationHooks } from '@/lib/site/revalidateSite'

/**
 * Public tenant sites are served from Next's cache (src/app/(frontend)); every tenant-scoped
 * collection and the tenants themselves expire a tenant's cached pages when public content changes.
 */
export const siteCache: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (collection.custom?.tenantScoped !== true && collection.slug !== 'tenants') return collection
    // Internal tools (community, video hub) never appear on a public page.
    if (collection.custom?.publicSite === false) return collection
    const { afterChange, afterDelete } = siteRevalidationHooks(collection)
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
      },
    }
  }),
})
