import type { CollectionConfig, PayloadRequest } from 'payload'
import { siteLocaleOf } from './locales'
import { createPreviewToken, previewIssuedAt } from './previewToken'
import { type RoutedCollection, sitePath } from './routes'

type AdminOptions = NonNullable<CollectionConfig['admin']>
type PreviewDoc = { slug?: unknown; tenant?: unknown }

/** The link that turns on draft mode for the document on its tenant's host, or null without slug, tenant or domain. */
async function previewLink(collection: RoutedCollection, doc: PreviewDoc, req: PayloadRequest, locale: unknown): Promise<string | null> {
  const { slug, tenant } = doc
  const tenantId = typeof tenant === 'object' && tenant !== null ? (tenant as { id?: unknown }).id : tenant
  if (typeof slug !== 'string' || typeof tenantId !== 'number' || !req.user) return null
  const tenantDoc = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, req, disableErrors: true })
  const domain = tenantDoc?.domains?.[0]?.domain
  if (!domain) return null
  const path = sitePath(siteLocaleOf(locale), collection, slug)
  const token = createPreviewToken(req.payload.secret, { tenant: tenantId, path }, previewIssuedAt())
  // The tenant sites are served by the same server as the admin: same scheme and port.
  const admin = new URL(req.url ?? 'http://localhost')
  return `${admin.protocol}//${domain}${admin.port ? `:${admin.port}` : ''}/preview?token=${encodeURIComponent(token)}`
}

/**
 * `admin.preview` for a routed collection: a link to the document on its tenant's host that turns
 * on draft mode there. Payload only calls it for users who can read the document (their tenant).
 */
export function sitePreview(collection: RoutedCollection): NonNullable<AdminOptions['preview']> {
  return (doc, { req, locale }) => previewLink(collection, doc as PreviewDoc, req, locale)
}

/** Device sizes offered in the live-preview toolbar (besides Payload's own "responsive"); the labels read the same in German and English. */
const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Smartphone', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

/**
 * `admin.livePreview` for a routed collection: the same link in the admin's iframe; the page there
 * refreshes itself when the editor saves (`LivePreviewRefresh` on the site).
 */
export function siteLivePreview(collection: RoutedCollection): NonNullable<AdminOptions['livePreview']> {
  return {
    breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    url: ({ data, req, locale }) => previewLink(collection, data as PreviewDoc, req, locale.code),
  }
}
