import { getSiteTenant } from '@/app/(frontend)/_lib/siteData'

type Context = { params: Promise<{ host: string; path?: string[] }> }

/** `/` and unprefixed paths: to the same path in the tenant's default locale (404 for unknown hosts). */
export async function GET(request: Request, { params }: Context) {
  const { host, path } = await params
  const tenant = await getSiteTenant(decodeURIComponent(host))
  if (!tenant) return new Response('Not found', { status: 404 })
  const target = `/${tenant.defaultLocale}${path?.length ? `/${path.map(encodeURIComponent).join('/')}` : ''}`
  // Relative Location: the browser resolves it against the host it asked, not the rewritten URL.
  return new Response(null, { status: 307, headers: { Location: `${target}${new URL(request.url).search}` } })
}
