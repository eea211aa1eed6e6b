import type { SiteLocale } from './locales'
import { type RoutedCollection, sitePath, siteUrl } from './routes'

/** A document of the sitemap, with the locales it is translated into and when it leaves the site by itself (a job's deadline). */
export type SitemapDoc = {
  collection: RoutedCollection
  slug: string
  updatedAt: string
  locales: SiteLocale[]
  expiresAt?: string | null
}

/** The documents still on the site at `now`: the list is cached until a publish, a deadline passes without one. */
export const currentSitemapDocs = (docs: SitemapDoc[], now: Date): SitemapDoc[] =>
  docs.filter((doc) => !doc.expiresAt || new Date(doc.expiresAt).getTime() >= now.getTime())

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** sitemap.xml: one `<url>` per document and locale it is in, each with `hreflang` alternates of those locales. */
export function renderSitemap(host: string, docs: SitemapDoc[]): string {
  const urls = docs.flatMap((doc) =>
    doc.locales.map((locale) => {
      const alternates = doc.locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(siteUrl(host, sitePath(other, doc.collection, doc.slug)))}"/>`,
        )
        .join('')
      return `<url><loc>${escapeXml(siteUrl(host, sitePath(locale, doc.collection, doc.slug)))}</loc><lastmod>${escapeXml(doc.updatedAt)}</lastmod>${alternates}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}
