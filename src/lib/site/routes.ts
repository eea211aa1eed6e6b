import type { SiteLocale } from './locales'

/** Collections with public detail pages at `/<locale>/<collection-slug>/<slug>`. */
export const DETAIL_COLLECTIONS = ['posts', 'services', 'team', 'portfolios', 'events', 'jobs'] as const
export type DetailCollection = (typeof DETAIL_COLLECTIONS)[number]
export type RoutedCollection = 'pages' | DetailCollection

export const isDetailCollection = (value: unknown): value is DetailCollection =>
  DETAIL_COLLECTIONS.includes(value as DetailCollection)

export const isRoutedCollection = (value: unknown): value is RoutedCollection =>
  value === 'pages' || isDetailCollection(value)

/** The slug of the page shown at `/<locale>`. */
export const HOME_SLUG = 'home'

/** The public path of a page or detail document: `/de`, `/de/kontakt`, `/en/posts/hello`. */
export function sitePath(locale: SiteLocale, collection: RoutedCollection, slug: string): string {
  if (collection === 'pages') return slug === HOME_SLUG ? `/${locale}` : `/${locale}/${slug}`
  return `/${locale}/${collection}/${slug}`
}

/** An event's calendar file (`site/[host]/[locale]/events/[slug]/calendar.ics`), beside its page. */
export const calendarPath = (locale: SiteLocale, slug: string): string =>
  `${sitePath(locale, 'events', slug)}/calendar.ics`

/** Absolute URL on a tenant's primary domain; a relative path when the tenant has none. */
export const siteUrl = (domain: string | null | undefined, path: string): string =>
  domain ? `https://${domain}${path}` : path

/** A path on a tenant site that may be redirected to (locale-prefixed, no scheme or host). */
export const isSitePath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= 500 && /^\/[a-z]{2}(\/[\w\-./]*)?$/.test(value) && !value.includes('//')
