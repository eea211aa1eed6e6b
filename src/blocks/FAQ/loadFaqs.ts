import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Where } from 'payload'
import type { Faq } from '@/payload-types'
import { tenantTag } from '@/lib/site/cacheTags'
import type { SiteLocale } from '@/lib/site/locales'
import { FAQ_MAX_ITEMS } from './config'

/** A tenant's FAQs (optionally of one category) in their order, cached with the tenant's pages. */
export const loadFaqs = (tenantId: number, locale: SiteLocale, category: string | null): Promise<Faq[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const where: Where[] = [{ tenant: { equals: tenantId } }]
      if (category) where.push({ categories: { contains: category } })
      const result = await payload.find({ collection: 'faqs', where: { and: where }, locale, depth: 0, limit: FAQ_MAX_ITEMS, sort: 'order', pagination: false, overrideAccess: false })
      return result.docs
    },
    ['site-faqs', String(tenantId), locale, category ?? ''],
    { tags: [tenantTag(tenantId)] },
  )()
