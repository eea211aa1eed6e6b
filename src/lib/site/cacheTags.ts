import type { RoutedCollection } from './routes'

/**
 * Cache tags of the public sites (docs/site.md, "Caching"). Every cached read of a tenant's content
 * carries the tenant's tag, so a publish in tenant A never evicts tenant B's pages.
 *
 * - `site:tenant-hosts`: the host → tenant lookup.
 * - `site:tenant:<tenant>`: every cached read of the tenant (the broad fallback).
 * - `site:doc:<collection>:<id>`: a page or detail document, and every page or detail document that
 *   links to a page (a polymorphic reference `{ relationTo: 'pages', value }`: link fields, rich text).
 * - `site:slug:<tenant>:<collection>:<slug>`: the read of a slug, found or not, so a new page at a
 *   slug that answered 404 shows on the next request.
 * - `site:sitemap:<tenant>`: the tenant's sitemap.
 */
export const TENANT_HOSTS_TAG = 'site:tenant-hosts'
export const tenantTag = (tenantId: number | string) => `site:tenant:${tenantId}`
export const docTag = (collection: string, id: number | string) => `site:doc:${collection}:${id}`
export const slugTag = (tenantId: number | string, collection: string, slug: string) =>
  `site:slug:${tenantId}:${collection}:${slug}`
export const sitemapTag = (tenantId: number | string) => `site:sitemap:${tenantId}`

/**
 * Collections whose documents no block lists: a change expires only the document's own tags, its
 * slugs and the sitemap. Every other public collection (FAQs, testimonials, forms, media, team, posts,
 * …) is shown by blocks on any page of its tenant and expires the tenant's tag.
 */
const NARROW_COLLECTIONS: readonly string[] = ['pages'] satisfies RoutedCollection[]

type Ref = number | string | { id?: number | string | null } | null | undefined
export type ChangedDoc = { id?: number | string | null; tenant?: Ref; slug?: string | null }
export type SiteChange = { collection: string; doc: ChangedDoc; previousDoc?: ChangedDoc | null }

const idOf = (value: Ref): number | string | null =>
  typeof value === 'object' && value !== null ? (value.id ?? null) : (value ?? null)

/** The tags a change of a public document expires (empty for a document without tenant). */
export function tagsToExpire({ collection, doc, previousDoc }: SiteChange): string[] {
  if (collection === 'tenants') {
    const id = idOf(doc.id)
    return id === null ? [TENANT_HOSTS_TAG] : [TENANT_HOSTS_TAG, tenantTag(id)]
  }
  const tenant = idOf(doc.tenant) ?? idOf(previousDoc?.tenant)
  if (tenant === null) return []
  const id = idOf(doc.id)
  if (!NARROW_COLLECTIONS.includes(collection) || id === null) return [tenantTag(tenant)]
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  return [docTag(collection, id), ...[...slugs].map((slug) => slugTag(tenant, collection, slug)), sitemapTag(tenant)]
}

/**
 * Tags of the pages a value links to (`{ relationTo, value: { id } }`, at any depth). Links to any
 * other collection need no tag: a change there expires the whole tenant.
 */
export function referencedDocTags(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedDocTags(item, found)
  } else if (typeof value === 'object' && value !== null) {
    const { relationTo, value: target } = value as { relationTo?: unknown; value?: unknown }
    if (
      typeof relationTo === 'string' &&
      NARROW_COLLECTIONS.includes(relationTo) &&
      target !== null &&
      target !== undefined
    ) {
      const id = idOf(target as Ref)
      if (id !== null) found.add(docTag(relationTo, id))
    }
    for (const child of Object.values(value)) referencedDocTags(child, found)
  }
  return found
}

type RoutedRead = {
  tenantId: number | string
  collection: RoutedCollection
  slug: string
  doc: { id: number | string } | null
}

/** Tags of a page or detail document read by slug: the tenant, the slug, and (when found) the document and what it links to. */
export const routedReadTags = ({ tenantId, collection, slug, doc }: RoutedRead): string[] => [
  tenantTag(tenantId),
  slugTag(tenantId, collection, slug),
  ...(doc ? [docTag(collection, doc.id), ...referencedDocTags(doc)] : []),
]
