import { SITE_LOCALES } from './locales'
import { type RoutedCollection, sitePath, siteUrl } from './routes'

export type SitemapDoc = { collection: RoutedCollection; slug: string; updatedAt: string }

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** sitemap.xml: one `<url>` per document and locale, each with `hreflang` alternates of all locales. */
export function renderSitemap(host: string, docs: SitemapDoc[]): string {
  const urls = docs.flatMap((doc) =>
    SITE_LOCALES.map((locale) => {
      const alternates = SITE_LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(siteUrl(host, sitePath(other, doc.collection, doc.slug)))}"/>`,
      ).join('')
      return `<url><loc>${escapeXml(siteUrl(host, sitePath(locale, doc.collection, doc.slug)))}</loc><lastmod>${escapeXml(doc.updatedAt)}</lastmod>${alternates}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}
