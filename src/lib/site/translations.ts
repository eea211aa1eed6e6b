import { SITE_LOCALES, type SiteLocale } from './locales'
import type { RoutedCollection } from './routes'

/**
 * A document is on the site in a locale once its marker field is translated into it (its title; a team member's
 * role, since people's names are not translated). An English page never shows a German page in its place: it
 * answers 404 and is left out of the English menu, sitemap and hreflang links (docs/site.md, Languages).
 */
export const translationMarker = (collection: RoutedCollection): 'title' | 'role' =>
  collection === 'team' ? 'role' : 'title'

/** The `where` that keeps only documents translated into the query's locale (queries never fall back). */
export const translatedWhere = (collection: RoutedCollection) => ({ [translationMarker(collection)]: { exists: true } })

/** The locales a marker read with `locale: 'all'` (`{ de: '…', en: null }`) is translated into. */
export function translatedLocales(marker: unknown): SiteLocale[] {
  if (!marker || typeof marker !== 'object') return []
  return SITE_LOCALES.filter((locale) => {
    const value = (marker as Partial<Record<SiteLocale, unknown>>)[locale]
    return typeof value === 'string' && value.trim() !== ''
  })
}

/** A populated link reference, as site settings' menus hold them. */
export type Reference = { relationTo: string; value: { id: number } }

/** How a linked document is named in the map of shown documents: `collection:id`. */
export const linkKey = (collection: string, id: number) => `${collection}:${id}`

const isPopulatedReference = (value: unknown): value is Reference => {
  const reference = value as Partial<Reference> | null
  return typeof reference?.relationTo === 'string' && typeof reference.value === 'object' && !!reference.value
}

/** Every populated link reference (`{ relationTo, value: { id } }`) anywhere in `value`, e.g. site settings' menus. */
export function linkedDocuments(value: unknown): Reference[] {
  if (Array.isArray(value)) return value.flatMap(linkedDocuments)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'reference' && isPopulatedReference(child) ? [child] : linkedDocuments(child),
  )
}

/**
 * A copy of `value` in which each link reference points at what a visitor sees now: a document in `shown` (keys
 * `collection:id`, values its current slug) keeps its place with that slug; any other is left unpopulated, so it
 * renders as no link (`linkHref` is null): the English menu leaves out German-only pages.
 */
export function withLinkedDocuments<T>(value: T, shown: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => withLinkedDocuments(item, shown)) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key !== 'reference' || !isPopulatedReference(child)) return [key, withLinkedDocuments(child, shown)]
      const slug = shown.get(linkKey(child.relationTo, child.value.id))
      return [
        key,
        { relationTo: child.relationTo, value: slug === undefined ? child.value.id : { ...child.value, slug } },
      ]
    }),
  ) as T
}
