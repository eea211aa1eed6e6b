import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Testimonial } from '@/payload-types'
import { tenantTag } from '@/lib/site/cacheTags'
import type { SiteLocale } from '@/lib/site/locales'
import { TESTIMONIAL_MAX_ITEMS } from './config'

/** The tenant's featured testimonials (when a block chose none), cached with the tenant's pages. */
export const loadFeaturedTestimonials = (tenantId: number, locale: SiteLocale): Promise<Testimonial[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'testimonials',
        where: { and: [{ tenant: { equals: tenantId } }, { featured: { equals: true } }] },
        locale,
        depth: 1,
        limit: TESTIMONIAL_MAX_ITEMS,
        pagination: false,
        overrideAccess: false,
      })
      return result.docs
    },
    ['site-testimonials', String(tenantId), locale],
    { tags: [tenantTag(tenantId)] },
  )()
