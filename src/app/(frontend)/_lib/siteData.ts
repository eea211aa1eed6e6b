import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'
import type { Config, SiteSetting } from '@/payload-types'
import { routedReadTags, sitemapTag, TENANT_HOSTS_TAG, tenantTag } from '@/lib/site/cacheTags'
import { type SiteLocale, siteLocaleOf } from '@/lib/site/locales'
import { DETAIL_COLLECTIONS, type RoutedCollection } from '@/lib/site/routes'
import { resolveTenant } from '@/lib/tenants/resolveTenant'
import { type PreviewViewer, previewSessionViewer } from './previewSession'

/** The public part of a tenant, as the site needs it (never its SMTP settings). */
export type SiteTenant = { id: number; name: string; slug: string; defaultLocale: SiteLocale; domain: string | null }

export type RoutedDoc<C extends RoutedCollection = RoutedCollection> = Config['collections'][C]

/** A routed document with its collection, as a union: checking `collection` narrows `doc` to that collection's type. */
export type RoutedEntry<C extends RoutedCollection = RoutedCollection> = {
  [K in C]: { collection: K; doc: RoutedDoc<K> }
}[C]

/** Thrown inside the cached lookup so an unknown host is never cached (a tenant may get that domain). */
class UnknownHost extends Error {}

/** The tenant served on a host name; cached until a tenant changes. */
export async function getSiteTenant(host: string): Promise<SiteTenant | null> {
  const lookup = unstable_cache(
    async (): Promise<SiteTenant> => {
      const tenant = await resolveTenant(await getPayload({ config }), { host })
      if (!tenant) throw new UnknownHost(host)
      return {
        id: tenant.id,
        name: tenant.name,
        slug: tenant.slug,
        defaultLocale: siteLocaleOf(tenant.defaultLocale),
        domain: tenant.domains?.[0]?.domain ?? null,
      }
    },
    ['site-tenant', host],
    { tags: [TENANT_HOSTS_TAG] },
  )
  try {
    return await lookup()
  } catch (error) {
    if (error instanceof UnknownHost) return null
    throw error
  }
}

/**
 * The editor previewing drafts of `tenant` in this request, or null: draft mode is on, was turned on by
 * a link of this tenant, and its user may still read the tenant.
 */
export async function draftViewer(tenant: SiteTenant | null): Promise<PreviewViewer | null> {
  // Cookies are read only in draft mode: reading them would make every public page dynamic.
  if (!tenant || !(await draftMode()).isEnabled) return null
  return previewSessionViewer(tenant.id)
}

type DocQuery<C extends RoutedCollection> = {
  tenant: SiteTenant
  collection: C
  slug: string
  locale: SiteLocale
  viewer: PreviewViewer | null
}

/**
 * Adds tags to the page being rendered: Next tags a cached page with the tags of every
 * `unstable_cache` call made while rendering it (`cacheTag()` would need `cacheComponents`).
 * The call itself caches nothing of interest.
 */
const tagRender = (tags: string[]): Promise<boolean> =>
  unstable_cache(async () => true, ['site-render-tags', ...tags], { tags })()

// One read per render: generateMetadata and the page share it (React's cache compares arguments by value only for primitives).
// The viewer is the same object all render long (previewViewer is cached per request).
const readRoutedDoc = cache(
  async (
    tenantId: number,
    collection: RoutedCollection,
    slug: string,
    locale: SiteLocale,
    viewer: PreviewViewer | null,
  ) => {
    const payload = await getPayload({ config })
    const draft = viewer !== null
    const result = await payload.find({
      collection,
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
      locale,
      depth: 2,
      limit: 1,
      pagination: false,
      draft,
      // The public sees what anonymous API readers see; a preview sees what its editor may read.
      overrideAccess: false,
      // A switched-off module's collection reads as empty (404) instead of throwing its 403.
      disableErrors: true,
      user: viewer ?? undefined,
    })
    const doc = (result.docs[0] as RoutedDoc | undefined) ?? null
    if (!draft) await tagRender(routedReadTags({ tenantId, collection, slug, doc }))
    return doc
  },
)

/**
 * A page or detail document by slug. Read only while its page is rendered, i.e. when Next's route
 * cache holds no fresh copy of the page, which is what caches it: not through the data cache, since
 * its tags (the document's own, the pages it links to) are known only after the read. The render is
 * tagged with them (`routedReadTags`), so a publish of this document, of a page it links to, or of a
 * new document at this slug expires the page. A draft preview is never cached.
 */
export async function getRoutedEntry<C extends RoutedCollection>({
  tenant,
  collection,
  slug,
  locale,
  viewer,
}: DocQuery<C>): Promise<RoutedEntry<C> | null> {
  const doc = await readRoutedDoc(tenant.id, collection, slug, locale, viewer)
  // Read through a collection variable, the document is typed as any collection's: it is `collection`'s.
  return doc ? ({ collection, doc } as RoutedEntry<C>) : null
}

export type SitemapEntry = { collection: RoutedCollection; slug: string; updatedAt: string }

/** Every published page and detail document of a tenant (for sitemap.xml), without pages hidden from search. */
export const getSitemapEntries = (tenant: SiteTenant): Promise<SitemapEntry[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const collections: RoutedCollection[] = ['pages', ...DETAIL_COLLECTIONS]
      const lists = await Promise.all(
        collections.map(async (collection) => {
          const result = await payload.find({
            collection,
            where: { tenant: { equals: tenant.id } },
            select: { slug: true, updatedAt: true, ...(collection === 'pages' ? { hideFromSearch: true } : {}) },
            depth: 0,
            limit: 1000,
            pagination: false,
            overrideAccess: false,
            // Leaves out the collections of modules switched off (src/access/moduleAccess.ts).
            disableErrors: true,
          })
          return (result.docs as { slug?: string | null; updatedAt: string; hideFromSearch?: boolean | null }[])
            .filter((doc) => doc.slug && !doc.hideFromSearch)
            .map((doc) => ({ collection, slug: doc.slug as string, updatedAt: doc.updatedAt }))
        }),
      )
      return lists.flat()
    },
    ['site-sitemap', String(tenant.id)],
    { tags: [tenantTag(tenant.id), sitemapTag(tenant.id)] },
  )()

/**
 * The tenant's site settings (brand, menu, footer, legal pages) in one locale, as anonymous visitors read them;
 * cached with the tenant's pages: any change of the settings expires the tenant tag (src/plugins/siteCache.ts).
 */
export const getSiteSettings = (tenant: SiteTenant, locale: SiteLocale): Promise<SiteSetting | null> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'site-settings',
        where: { tenant: { equals: tenant.id } },
        locale,
        depth: 1,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        disableErrors: true,
      })
      return docs[0] ?? null
    },
    ['site-settings', String(tenant.id), locale],
    { tags: [tenantTag(tenant.id)] },
  )()
