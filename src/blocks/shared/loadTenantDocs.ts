import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { type CollectionSlug, type DataFromCollectionSlug, getPayload, type Where } from 'payload'
import { tenantTag } from '@/lib/site/cacheTags'
import type { SiteLocale } from '@/lib/site/locales'

/** How long a list that depends on the clock (upcoming events, open jobs) may be served before it is rendered again. */
export const TIME_DEPENDENT_REVALIDATE_SECONDS = 3600

type TenantDocsQuery<C extends CollectionSlug> = {
  collection: C
  tenantId: number
  locale: SiteLocale
  /** Narrows the tenant's documents further; must be stable for the cache key (no `new Date()` to the millisecond). */
  where?: Where
  /** Default: the collection's `defaultSort`. */
  sort?: string
  limit: number
  depth?: number
  /** Seconds until the list is read again (otherwise only a publish of the tenant expires it). */
  revalidate?: number
}

/**
 * A tenant's documents as anonymous visitors may read them (published only; jobs past their deadline
 * and inactive services are hidden by the collections' own read access), cached with the tenant's pages.
 */
export async function findTenantDocs<C extends CollectionSlug>({
  collection,
  tenantId,
  locale,
  where,
  sort,
  limit,
  depth = 1,
}: TenantDocsQuery<C>): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection,
    where: { and: [{ tenant: { equals: tenantId } }, ...(where ? [where] : [])] },
    locale,
    depth,
    limit,
    sort,
    pagination: false,
    draft: false,
    overrideAccess: false,
    // A listing of a switched-off module's collection shows nothing instead of failing the page.
    disableErrors: true,
  })
  return result.docs as DataFromCollectionSlug<C>[]
}

/** `findTenantDocs` through Next's data cache, tagged with the tenant (a publish of the tenant expires it). */
export function loadTenantDocs<C extends CollectionSlug>(
  query: TenantDocsQuery<C>,
): Promise<DataFromCollectionSlug<C>[]> {
  const { collection, tenantId, locale, where, sort, limit, depth, revalidate } = query
  return unstable_cache(
    () => findTenantDocs(query),
    ['site-docs', collection, String(tenantId), locale, JSON.stringify({ where, sort, limit, depth })],
    {
      tags: [tenantTag(tenantId)],
      revalidate,
    },
  )()
}

/** The documents of a hasMany relationship that arrived populated, in the editor's order (unpublished ones arrive as bare ids and are skipped). */
export const populated = <T extends { id: number | string }>(values: (number | string | T)[] | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)
