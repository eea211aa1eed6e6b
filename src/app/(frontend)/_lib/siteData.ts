import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'
import type { Config, SiteSetting } from '@/payload-types'
import { docTag, routedReadTags, sitemapTag, TENANT_HOSTS_TAG, tenantTag } from '@/lib/site/cacheTags'
import { type SiteLocale, siteLocaleOf } from '@/lib/site/locales'
import { secondsUntilNext } from '@/lib/site/detailFacts'
import { DETAIL_COLLECTIONS, isRoutedCollection, type RoutedCollection } from '@/lib/site/routes'
import type { SitemapDoc } from '@/lib/site/sitemap'
import {
  linkedDocuments,
  translatedLocales,
  translatedWhere,
  translationMarker,
  withLinkedDocuments,
  type Reference,
  linkKey,
} from '@/lib/site/translations'
import { resolveTenant } from '@/lib/tenants/resolveTenant'
import { type PreviewViewer, previewSessionViewer } from './previewSession'

/** The public part of a tenant, as the site needs it (never its SMTP settings). */
export type SiteTenant = { id: number; name: string; slug: string; defaultLocale: SiteLocale; domain: string | null }

export type RoutedDoc<C extends RoutedCollection = RoutedCollection> = Config['collections'][C]

/**
 * A routed document with its collection, as a union: checking `collection` narrows `doc` to that collection's type;
 * `locales` are those it is translated into (src/lib/site/translations.ts).
 */
export type RoutedEntry<C extends RoutedCollection = RoutedCollection> = {
  [K in C]: { collection: K; doc: RoutedDoc<K>; locales: SiteLocale[] }
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
      // Not translated into `locale`: not found, rather than the default locale's text (translations.ts).
      where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, translatedWhere(collection)] },
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
    if (!doc) return null
    // Which locales it is in, for the language switch and the hreflang links.
    const marker = translationMarker(collection)
    const all = await payload.findByID({
      collection,
      id: doc.id,
      locale: 'all',
      select: { [marker]: true },
      depth: 0,
      draft,
      overrideAccess: false,
      user: viewer ?? undefined,
    })
    return { doc, locales: translatedLocales(Reflect.get(all, marker)) }
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
  const read = await readRoutedDoc(tenant.id, collection, slug, locale, viewer)
  // Read through a collection variable, the document is typed as any collection's: it is `collection`'s.
  return read ? ({ collection, ...read } as RoutedEntry<C>) : null
}

/** When a detail page changes without a publish: an event's registration deadline, start and end; a job's deadline. */
const clockInstants = (entry: RoutedEntry): (string | null | undefined)[] => {
  if (entry.collection === 'events') return [entry.doc.registration?.deadline, entry.doc.startDate, entry.doc.endDate]
  if (entry.collection === 'jobs') return [entry.doc.applicationDeadline]
  return []
}

/**
 * Keeps the page being rendered cached only until the entry changes by the clock: Next gives a page the shortest
 * `revalidate` of the cached calls made while rendering it (as the listing blocks' hourly one).
 */
export async function renderAgainWhenDue(entry: RoutedEntry) {
  const revalidate = secondsUntilNext(clockInstants(entry), new Date())
  if (revalidate) await unstable_cache(async () => true, ['site-render-clock'], { revalidate })()
}

/**
 * Every published page and detail document of a tenant (for sitemap.xml) in the locales it is translated into,
 * without pages hidden from search; jobs carry their deadline, as the list is cached past it (`currentSitemapDocs`).
 */
export const getSitemapEntries = (tenant: SiteTenant): Promise<SitemapDoc[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const collections: RoutedCollection[] = ['pages', ...DETAIL_COLLECTIONS]
      const lists = await Promise.all(
        collections.map(async (collection) => {
          const marker = translationMarker(collection)
          const result = await payload.find({
            collection,
            where: { tenant: { equals: tenant.id } },
            locale: 'all',
            select: {
              slug: true,
              updatedAt: true,
              [marker]: true,
              ...(collection === 'pages' ? { hideFromSearch: true } : {}),
              ...(collection === 'jobs' ? { applicationDeadline: true } : {}),
            },
            depth: 0,
            limit: 1000,
            pagination: false,
            overrideAccess: false,
            // Leaves out the collections of modules switched off (src/access/moduleAccess.ts).
            disableErrors: true,
          })
          type Listed = {
            slug?: string | null
            updatedAt: string
            hideFromSearch?: boolean | null
            applicationDeadline?: string | null
          }
          return (result.docs as (Listed & Record<string, unknown>)[])
            .filter((doc) => doc.slug && !doc.hideFromSearch)
            .map((doc) => ({
              collection,
              slug: doc.slug as string,
              updatedAt: doc.updatedAt,
              expiresAt: doc.applicationDeadline ?? null,
              locales: translatedLocales(doc[marker]),
            }))
            .filter((doc) => doc.locales.length > 0)
        }),
      )
      return lists.flat()
    },
    ['site-sitemap', String(tenant.id)],
    { tags: [tenantTag(tenant.id), sitemapTag(tenant.id)] },
  )()

/**
 * Of the linked documents, those a visitor sees in `locale` (published, of a module switched on, translated into
 * it), as `collection:id` → current slug. Cached per tenant, locale and set of links, with the linked pages' own
 * tags: publishing, translating or renaming one of them expires this entry and the pages that show the menu, and
 * nothing else (other collections expire the whole tenant anyway).
 */
const shownInLocale = (tenantId: number, references: Reference[], locale: SiteLocale) => {
  const keys = [...new Set(references.map(({ relationTo, value }) => linkKey(relationTo, value.id)))].sort()
  const pages = references.filter((reference) => reference.relationTo === 'pages')
  return unstable_cache(
    async (): Promise<[string, string][]> => {
      const payload = await getPayload({ config })
      const collections = [...new Set(references.map((reference) => reference.relationTo))].filter(isRoutedCollection)
      const shown = await Promise.all(
        collections.map(async (collection) => {
          const ids = references.filter((reference) => reference.relationTo === collection).map(({ value }) => value.id)
          const { docs } = await payload.find({
            collection,
            where: { and: [{ id: { in: ids } }, translatedWhere(collection)] },
            locale,
            select: { slug: true },
            depth: 0,
            pagination: false,
            overrideAccess: false,
            disableErrors: true,
          })
          return (docs as { id: number; slug?: string | null }[])
            .filter((doc) => doc.slug)
            .map((doc): [string, string] => [linkKey(collection, doc.id), doc.slug as string])
        }),
      )
      return shown.flat()
    },
    ['site-linked-documents', String(tenantId), locale, ...keys],
    { tags: [tenantTag(tenantId), ...pages.map(({ value }) => docTag('pages', value.id))] },
  )()
}

/**
 * The tenant's site settings (brand, menu, footer, legal pages) in one locale, as anonymous visitors read them,
 * cached until the settings or another public document of the tenant change (tenant tag); their links point at what
 * a visitor sees in that locale now (`shownInLocale`). Read once per render (layout, metadata and page share it).
 */
const readSiteSettings = cache(async (tenantId: number, locale: SiteLocale): Promise<SiteSetting | null> => {
  const settings = await unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'site-settings',
        where: { tenant: { equals: tenantId } },
        locale,
        depth: 1,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        disableErrors: true,
      })
      return docs[0] ?? null
    },
    ['site-settings', String(tenantId), locale],
    { tags: [tenantTag(tenantId)] },
  )()
  if (!settings) return null
  const linked = linkedDocuments(settings)
  return withLinkedDocuments(settings, new Map(await shownInLocale(tenantId, linked, locale)))
})

export const getSiteSettings = (tenant: SiteTenant, locale: SiteLocale): Promise<SiteSetting | null> =>
  readSiteSettings(tenant.id, locale)
