import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { richText } from '@/lib/richText/buildRichText'
import { upsertLocalized } from './localizedUpsert'
import type { SeedTenants } from './platform'
import {
  SLIDER_INDEX_SLUG,
  SLIDER_INDEX_TITLE,
  SLIDER_VARIANTS,
  sliderIndexLinks,
  sliderVariantBlock,
} from './sliderVariants'

// Demo pages: published, reachable by link, but out of search engines and the sitemap (issue 30).
const published = (title: string, layout: unknown[]) => ({ title, _status: 'published', hideFromSearch: true, layout })

async function seedTenantSliderPages(payload: Payload, tenant: Tenant) {
  const ctx = { payload, tenant }
  const found = await payload.find({
    collection: 'media',
    where: { tenant: { equals: tenant.id } },
    sort: 'id',
    limit: 6,
    depth: 0,
    overrideAccess: true,
  })
  const media = found.docs.map((doc) => doc.id)
  if (media.length === 0) return
  for (const variant of SLIDER_VARIANTS) {
    await upsertLocalized(ctx, 'pages', {
      de: { ...published(variant.title.de, [sliderVariantBlock(variant, 'de', media)]), slug: variant.slug },
      en: published(variant.title.en, [sliderVariantBlock(variant, 'en', media)]),
    })
  }
  const index = (locale: 'de' | 'en') => [{ blockType: 'content', body: richText({ list: sliderIndexLinks(locale) }) }]
  await upsertLocalized(ctx, 'pages', {
    de: { ...published(SLIDER_INDEX_TITLE.de, index('de')), slug: SLIDER_INDEX_SLUG },
    en: published(SLIDER_INDEX_TITLE.en, index('en')),
  })
}

/** Per tenant one page per slider variant and the page linking them, both locales (idempotent; after the showcase's testimonials). */
export async function seedSliderPages(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedTenantSliderPages(payload, alpha)
  await seedTenantSliderPages(payload, beta)
}
