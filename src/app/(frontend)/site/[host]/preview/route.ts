import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { verifyPreviewToken } from '@/lib/site/previewToken'

type Context = { params: Promise<{ host: string }> }

/**
 * Turns on draft mode on this host for an editor holding a preview link from the admin
 * (src/lib/site/preview.ts). The link is bound to this host's tenant and expires after minutes.
 */
export async function GET(request: Request, { params }: Context) {
  const tenant = await getSiteTenant(decodeURIComponent((await params).host))
  const token = new URL(request.url).searchParams.get('token')
  const claims = verifyPreviewToken((await config).secret, token)
  if (!tenant || !claims || claims.tenant !== tenant.id) return new Response('Invalid or expired preview link', { status: 403 })
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { Location: claims.path, 'Cache-Control': 'no-store' } })
}
