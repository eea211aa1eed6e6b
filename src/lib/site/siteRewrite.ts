import { SITE_LOCALES } from './locales'

/**
 * Paths of the tenant sites that are not locale-prefixed pages, and their route segments
 * (`sitemap.xml` as a folder name would be taken for Next's own metadata route).
 */
const SITE_FILES: Record<string, string> = {
  'sitemap.xml': 'sitemap',
  'robots.txt': 'robots',
  preview: 'preview',
  'exit-preview': 'exit-preview',
}

/** Route segment (under src/app/(frontend)/site/[host]) that redirects to the tenant's default locale. */
export const DEFAULT_LOCALE_SEGMENT = 'default-locale'

/** Where the site routes live (src/app/(frontend)/site/[host]). */
const SITE_PREFIX = 'site'

/** First path segments that belong to the admin, the APIs and Next itself, never to a tenant site. */
const APP_SEGMENTS = ['admin', 'api', '_next', 'next', 'favicon.ico']

export type SiteRewrite = { source: string; destination: string; has: [{ type: 'host'; value: string }] }

// Next matches `host` against the Host header without port, lower-cased, and hands the named group to the destination.
const HOST: SiteRewrite['has'] = [{ type: 'host', value: '(?<host>.+)' }]
const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a public request is served: `/site/<host>/<path>`, so the host is a route parameter and the
 * page is cached per host. Unprefixed paths go to the default-locale redirect.
 * Config rewrites (`beforeFiles`) instead of a proxy function: Next applies them in its router
 * without running the proxy's edge sandbox on every request. Next runs the list once, in order, each
 * rule on the path the rules before it produced: so a request naming `/site/...` itself is moved below
 * this host's default-locale redirect first (another host's pages cannot be reached by naming them),
 * and the catch-all leaves `/site/...` — the result of the earlier rules — alone.
 */
export function siteRewrites(): SiteRewrite[] {
  const notApp = `(?!(?:${[...APP_SEGMENTS, SITE_PREFIX].map(escape).join('|')})(?:/|$))[^/]+`
  return [
    {
      source: `/${SITE_PREFIX}/:path*`,
      destination: `/site/:host/${DEFAULT_LOCALE_SEGMENT}/${SITE_PREFIX}/:path*`,
      has: HOST,
    },
    { source: `/:locale(${SITE_LOCALES.join('|')})/:path*`, destination: '/site/:host/:locale/:path*', has: HOST },
    ...Object.entries(SITE_FILES).map(([file, segment]) => ({
      source: `/${file}`,
      destination: `/site/:host/${segment}`,
      has: HOST,
    })),
    { source: '/', destination: `/site/:host/${DEFAULT_LOCALE_SEGMENT}`, has: HOST },
    {
      source: `/:first(${notApp})/:rest*`,
      destination: `/site/:host/${DEFAULT_LOCALE_SEGMENT}/:first/:rest*`,
      has: HOST,
    },
  ]
}
