import type { Event, Media, Portfolio, Post, Product, Service } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'
import type { FEATURED_COLLECTIONS } from './config'

type FeaturedCollection = (typeof FEATURED_COLLECTIONS)[number]
type FeaturedDocs = { posts: Post; services: Service; portfolios: Portfolio; products: Product; events: Event }
export type FeaturedItem = {
  [C in FeaturedCollection]: { relationTo: C; value: number | FeaturedDocs[C] }
}[FeaturedCollection]

/** What a featured card shows of any of the collections; `href` is null where the collection has no public detail page (products). */
export type FeaturedCard = {
  key: string
  kind: FeaturedCollection
  title: string
  lead: string | null
  image: number | Media | null | undefined
  href: string | null
}

/** A card for a picked document; null when it arrived unpopulated (unpublished or not readable by the public). */
export function cardOf(item: FeaturedItem, locale: SiteLocale): FeaturedCard | null {
  if (typeof item.value !== 'object' || item.value === null) return null
  const base = { key: `${item.relationTo}-${item.value.id}`, kind: item.relationTo, title: item.value.title }
  const detail = (slug: string | null | undefined) =>
    slug && item.relationTo !== 'products' ? sitePath(locale, item.relationTo, slug) : null
  switch (item.relationTo) {
    case 'posts':
      return { ...base, lead: item.value.excerpt ?? null, image: item.value.heroImage, href: detail(item.value.slug) }
    case 'services':
      return {
        ...base,
        lead: item.value.shortDescription ?? null,
        image: item.value.image,
        href: detail(item.value.slug),
      }
    case 'portfolios':
      return { ...base, lead: item.value.excerpt ?? null, image: item.value.coverImage, href: detail(item.value.slug) }
    case 'products':
      return { ...base, lead: item.value.shortDescription ?? null, image: item.value.images?.[0], href: null }
    case 'events':
      return { ...base, lead: item.value.excerpt ?? null, image: item.value.image, href: detail(item.value.slug) }
  }
}
