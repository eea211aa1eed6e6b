import type { Access, CollectionConfig } from 'payload'
import { tenantCollectionGroup, type AdminGroup } from './adminGroups'

export type TenantToolOptions = Omit<CollectionConfig, 'access' | 'admin'> & {
  /** The nav group; default: the group of the collection's module. */
  group?: AdminGroup
  admin?: Omit<NonNullable<CollectionConfig['admin']>, 'group'>
  /** Who reads, and who writes (create, update, delete) unless `access` overrides an operation. */
  read: Access
  write: Access
  access?: CollectionConfig['access']
}

/**
 * A collection of a tenant's internal tool (community management, video hub): scoped to the tenant
 * by the multi-tenant plugin, governed by the tool's per-tenant roles, never part of the public site
 * (no site-cache revalidation on change).
 */
export function tenantTool({
  group,
  admin,
  read,
  write,
  access,
  custom,
  ...config
}: TenantToolOptions): CollectionConfig {
  return {
    ...config,
    custom: { ...custom, tenantScoped: true, publicSite: false },
    admin: { ...admin, group: tenantCollectionGroup(config.slug, group) },
    access: { read, create: write, update: write, delete: write, ...access },
  }
}
