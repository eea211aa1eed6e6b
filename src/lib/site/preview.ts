import type { CollectionConfig } from 'payload'
import { siteLocaleOf } from './locales'
import { createPreviewToken } from './previewToken'
import { type RoutedCollection, sitePath } from './routes'

type PreviewDoc = { slug?: unknown; tenant?: unknown }

/**
 * `admin.preview` for a routed collection: a link to the document on its tenant's host that turns
 * on draft mode there. Payload only calls it for users who can read the document (their tenant).
 */
export function sitePreview(collection: RoutedCollection): NonNullable<NonNullable<CollectionConfig['admin']>['preview']> {
  return async (doc, { req, locale }) => {
    const { slug, tenant } = doc as PreviewDoc
    const tenantId = typeof tenant === 'object' && tenant !== null ? (tenant as { id?: unknown }).id : tenant
    if (typeof slug !== 'string' || typeof tenantId !== 'number' || !req.user) return null
    const tenantDoc = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, req, disableErrors: true })
    if (!tenantDoc) return null
    const path = sitePath(siteLocaleOf(locale), collection, slug)
    const token = createPreviewToken(req.payload.secret, { tenant: tenantId, path })
    const domain = tenantDoc.domains?.[0]?.domain
    if (!domain) return null
    // The tenant sites are served by the same server as the admin: same scheme and port.
    const admin = new URL(req.url ?? 'http://localhost')
    return `${admin.protocol}//${domain}${admin.port ? `:${admin.port}` : ''}/preview?token=${encodeURIComponent(token)}`
  }
}
