import type { CollectionConfig, PayloadRequest } from 'payload'
import { siteLocaleOf } from './locales'
import { createPreviewToken, previewIssuedAt } from './previewToken'
import { type RoutedCollection, sitePath } from './routes'

type AdminOptions = NonNullable<CollectionConfig['admin']>
type PreviewDoc = { id?: unknown }
type SessionUser = { id: number; _sid?: unknown }

/**
 * The link that turns on draft mode for the document on its tenant's host, or null when the user cannot
 * read the saved document, or it has no slug, tenant or domain. Payload passes the client's unsaved form
 * data here (the admin's form-state server action), so tenant and slug come from the document loaded by
 * id with the user's own access, never from that data.
 */
async function previewLink(
  collection: RoutedCollection,
  data: PreviewDoc,
  req: PayloadRequest,
  locale: unknown,
): Promise<string | null> {
  const user = req.user as SessionUser | null
  if (!user || (typeof data.id !== 'number' && typeof data.id !== 'string')) return null
  const saved = await req.payload.findByID({
    collection,
    id: data.id,
    draft: true,
    depth: 0,
    locale: siteLocaleOf(locale),
    select: { slug: true, tenant: true },
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })
  const slug = saved?.slug
  const tenantId = saved?.tenant && typeof saved.tenant === 'object' ? saved.tenant.id : saved?.tenant
  if (typeof slug !== 'string' || typeof tenantId !== 'number') return null
  const tenantDoc = await req.payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    req,
    disableErrors: true,
  })
  const domain = tenantDoc?.domains?.[0]?.domain
  if (!domain) return null
  const path = sitePath(siteLocaleOf(locale), collection, slug)
  const sid = typeof user._sid === 'string' ? user._sid : undefined
  const token = createPreviewToken(
    req.payload.secret,
    { tenant: tenantId, path, user: user.id, sid },
    previewIssuedAt(),
  )
  // The tenant sites are served by the same server as the admin: same scheme and port.
  const admin = new URL(req.url ?? 'http://localhost')
  return `${admin.protocol}//${domain}${admin.port ? `:${admin.port}` : ''}/preview?token=${encodeURIComponent(token)}`
}

/**
 * `admin.preview` for a routed collection: a link to the document on its tenant's host that turns
 * on draft mode there, for the saved document the user can read.
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
