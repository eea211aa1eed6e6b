import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CollectionSlug, PayloadRequest, Plugin } from 'payload'
import { collections } from '@/collections'
import { siteLocaleOf } from '@/lib/site/locales'
import { isDetailCollection, sitePath, siteUrl } from '@/lib/site/routes'

/** Collections opt in with `custom: { seo: true }`; the plugin adds the localized `meta` group. */
export const seoCollectionSlugs = collections
  .filter((collection) => collection.custom?.seo === true)
  .map((collection) => collection.slug as CollectionSlug)

type SeoDoc = Record<string, unknown> & { tenant?: unknown; slug?: unknown }

const textOf = (doc: SeoDoc, ...fields: string[]): string => {
  for (const field of fields) {
    const value = doc[field]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return ''
}

async function tenantOf(req: PayloadRequest, doc: SeoDoc) {
  const tenant = doc.tenant
  if (typeof tenant === 'object' && tenant !== null)
    return tenant as { name?: string; domains?: { domain: string }[] | null }
  if (typeof tenant !== 'number' && typeof tenant !== 'string') return null
  return req.payload.findByID({
    collection: 'tenants',
    id: tenant,
    depth: 0,
    disableErrors: true,
    req,
    overrideAccess: true,
  })
}

export const seo: Plugin = seoPlugin({
  collections: seoCollectionSlugs,
  uploadsCollection: 'media',
  // Collections whose first field is a `tabs` field get an extra "SEO" tab; sidebar fields stay put.
  tabbedUI: true,
  generateTitle: async ({ doc, req }) => {
    const title = textOf(doc, 'title', 'name')
    const tenant = await tenantOf(req, doc)
    return tenant?.name && title ? `${title} | ${tenant.name}` : title
  },
  generateDescription: ({ doc }) => textOf(doc, 'excerpt', 'shortDescription', 'summary', 'description').slice(0, 160),
  // The same URL the public site serves (src/lib/site/routes.ts), in the locale being edited.
  generateURL: async ({ doc, req, collectionConfig, locale }) => {
    const tenant = await tenantOf(req, doc)
    const slug = typeof doc.slug === 'string' ? doc.slug : ''
    const collection = collectionConfig?.slug
    if (collection !== 'pages' && !isDetailCollection(collection)) return ''
    return siteUrl(tenant?.domains?.[0]?.domain, sitePath(siteLocaleOf(locale), collection, slug))
  },
})
