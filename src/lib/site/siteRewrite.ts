import { isSiteLocale } from './locales'

/**
 * Paths of the tenant sites that are not locale-prefixed pages, and their route segments
 * (`sitemap.xml` as a folder name would be taken for Next's own metadata route).
 */
const SITE_FILES: Record<string, string> = { 'sitemap.xml': 'sitemap', 'robots.txt': 'robots', preview: 'preview', 'exit-preview': 'exit-preview' }

/** Route segment (under src/app/(frontend)/site/[host]) that redirects to the tenant's default locale. */
export const DEFAULT_LOCALE_SEGMENT = 'default-locale'

/**
 * Where a public request is served: `/site/<host>/<path>`, so the host is a route parameter and
 * the page can be cached per host. Unprefixed paths go to the default-locale redirect.
 */
export function siteRewritePath(hostname: string, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  const host = encodeURIComponent(hostname)
  if (first !== undefined && isSiteLocale(first)) return `/site/${host}${pathname}`
  if (segments.length === 1 && first !== undefined && Object.hasOwn(SITE_FILES, first)) return `/site/${host}/${SITE_FILES[first]}`
  return `/site/${host}/${DEFAULT_LOCALE_SEGMENT}${pathname === '/' ? '' : pathname}`
}
