import { getSitemapEntries, getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { currentSitemapDocs, renderSitemap } from '@/lib/site/sitemap'

type Context = { params: Promise<{ host: string }> }

/** sitemap.xml per host: the tenant's published pages and detail pages in both locales, without expired jobs. */
export async function GET(_request: Request, { params }: Context) {
  const host = decodeURIComponent((await params).host)
  const tenant = await getSiteTenant(host)
  if (!tenant) return new Response('Not found', { status: 404 })
  return new Response(renderSitemap(host, currentSitemapDocs(await getSitemapEntries(tenant), new Date())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
