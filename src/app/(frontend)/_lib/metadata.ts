import type { Metadata } from 'next'
import type { Media } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import { fallbackDescription, firstImage } from '@/lib/site/seoDefaults'
import { sitePath, siteUrl } from '@/lib/site/routes'
import type { SiteRoute } from './resolveRoute'
import type { SiteTenant } from './siteData'

type SeoDoc = {
  hideFromSearch?: boolean | null
  title?: string | null
  name?: string | null
  meta?: { title?: string | null; description?: string | null; image?: number | Media | null } | null
}

/**
 * Title, description, Open Graph and hreflang alternates from a document's SEO fields; an empty description
 * or image falls back to the document's lead or first paragraph and its first image (src/lib/site/seoDefaults.ts),
 * and the image last to the tenant's logo. hreflang links only to the `locales` the document is translated into.
 */
export function siteMetadata(
  tenant: SiteTenant,
  host: string,
  route: SiteRoute,
  { doc, locales }: { doc: SeoDoc; locales: SiteLocale[] },
  logo?: Media | null,
): Metadata {
  const title = doc.meta?.title || [doc.title ?? doc.name, tenant.name].filter(Boolean).join(' | ')
  // Last, the title: a page without any text of its own still gets a description (Lighthouse SEO).
  const description = doc.meta?.description || fallbackDescription(doc) || title
  const image =
    (typeof doc.meta?.image === 'object' && doc.meta.image ? doc.meta.image : null) ?? firstImage(doc) ?? logo ?? null
  const imageUrl = image?.sizes?.og?.url ?? image?.url
  const url = (locale: SiteRoute['locale']) => siteUrl(host, sitePath(locale, route.collection, route.slug))
  return {
    title,
    description,
    ...(doc.hideFromSearch ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url(route.locale),
      languages: Object.fromEntries(locales.map((locale) => [locale, url(locale)])),
    },
    openGraph: {
      title,
      description,
      url: url(route.locale),
      siteName: tenant.name,
      locale: route.locale === 'de' ? 'de_DE' : 'en_GB',
      type: route.collection === 'posts' ? 'article' : 'website',
      images: imageUrl ? [{ url: siteUrl(host, imageUrl), alt: image?.alt ?? undefined }] : undefined,
    },
  }
}
