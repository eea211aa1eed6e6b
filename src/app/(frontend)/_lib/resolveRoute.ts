import { isSiteLocale, type SiteLocale } from '@/lib/site/locales'
import { HOME_SLUG, isDetailCollection, type RoutedCollection } from '@/lib/site/routes'

export type SiteRoute = { locale: SiteLocale; collection: RoutedCollection; slug: string }

/** `/de` → home page, `/de/kontakt` → page, `/de/posts/hallo` → post; null for an unknown locale. */
export function resolveRoute(locale: string, segments: string[] | undefined): SiteRoute | null {
  if (!isSiteLocale(locale)) return null
  const parts = (segments ?? []).map((part) => decodeURIComponent(part))
  if (parts.length === 0) return { locale, collection: 'pages', slug: HOME_SLUG }
  const [first, second] = parts
  if (parts.length === 2 && isDetailCollection(first) && second) return { locale, collection: first, slug: second }
  return { locale, collection: 'pages', slug: parts.join('/') }
}
