import type { Access, CollectionConfig, Field, Tab } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { tenantMembersOrPublished } from '@/access/tenantMembersOrPublished'
import { validatedDrafts } from '@/collections/validatedDrafts'
import { inSidebar, tabs } from '@/fields/layout'
import { contentTab, titleField } from '@/fields/presentation'
import { slugField } from '@/fields/slug'
import { tenantCollectionGroup, type AdminGroup } from './adminGroups'

type TenantContentOptions = Omit<CollectionConfig, 'access' | 'admin' | 'custom' | 'versions'> & {
  /** The nav group; default: the group of the collection's module. */
  group?: AdminGroup
  admin?: Omit<NonNullable<CollectionConfig['admin']>, 'group'>
  /** What anonymous visitors may read. Default: published documents with drafts, everything without. */
  read?: Access
  /** Versions with validated drafts (a `maxPerDoc` number keeps that many versions). */
  drafts?: boolean | number
  /** The tenant's public pages link to its documents, so the SEO plugin adds its fields. */
  seo?: boolean
  /** A `(tenant, slug)` unique index; off for collections without a slug field. */
  uniqueSlug?: boolean
  custom?: Record<string, unknown>
}

/**
 * A collection of a tenant's website content: scoped to the tenant by the multi-tenant plugin,
 * written by the tenant's editors, read by the public as `read` says, slugs unique per tenant.
 */
export function tenantContent({
  group,
  admin,
  read,
  drafts = false,
  seo = false,
  uniqueSlug = true,
  custom,
  ...config
}: TenantContentOptions): CollectionConfig {
  return {
    ...config,
    custom: { tenantScoped: true, ...(seo ? { seo: true } : {}), ...custom },
    admin: { ...admin, group: tenantCollectionGroup(config.slug, group) },
    access: editorialAccess(read ?? (drafts ? tenantMembersOrPublished : anyone)),
    ...(uniqueSlug ? { indexes: [{ fields: ['tenant', 'slug'], unique: true }, ...(config.indexes ?? [])] } : {}),
    ...(drafts ? { versions: validatedDrafts(typeof drafts === 'number' ? drafts : undefined) } : {}),
  }
}

type TenantPagesOptions = Omit<TenantContentOptions, 'drafts' | 'seo' | 'fields'> & {
  drafts?: true | number
  /** The content tab's fields after the title. */
  content: Field[]
  /** The tabs after the content tab. */
  tabs?: Tab[]
  /** The fields after the slug, all in the sidebar. */
  sidebar?: Field[]
}

/**
 * Documents the tenant's site shows each on its own page (events, jobs, products, …): drafts and SEO,
 * a title, a content tab and further tabs, the slug and the rest in the sidebar.
 */
export const tenantPages = ({
  content,
  tabs: moreTabs = [],
  sidebar = [],
  admin,
  drafts = true,
  ...config
}: TenantPagesOptions): CollectionConfig =>
  tenantContent({
    ...config,
    drafts,
    seo: true,
    admin: { useAsTitle: 'title', ...admin },
    fields: [tabs([contentTab([titleField(), ...content]), ...moreTabs]), slugField(), ...inSidebar(sidebar)],
  })
