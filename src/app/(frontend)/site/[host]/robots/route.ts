import { getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { siteUrl } from '@/lib/site/routes'

type Context = { params: Promise<{ host: string }> }

/** robots.txt per host: everything public may be crawled; the sitemap is on the same host. */
export async function GET(_request: Request, { params }: Context) {
  const host = decodeURIComponent((await params).host)
  const tenant = await getSiteTenant(host)
  if (!tenant) return new Response('Not found', { status: 404 })
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /preview',
    `Sitemap: ${siteUrl(host, '/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
