import { previewSecret, previewViewer, startPreviewSession } from '@/app/(frontend)/_lib/previewSession'
import { getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { verifyPreviewToken } from '@/lib/site/previewToken'

type Context = { params: Promise<{ host: string }> }

/**
 * Turns on draft mode on this host for an editor holding a preview link from the admin
 * (src/lib/site/preview.ts). The link is bound to this host's tenant and the editor it was issued to,
 * and expires after minutes; the preview session it starts binds the draft mode to both for longer.
 */
export async function GET(request: Request, { params }: Context) {
  const tenant = await getSiteTenant(decodeURIComponent((await params).host))
  const token = new URL(request.url).searchParams.get('token')
  const secret = await previewSecret()
  const claims = verifyPreviewToken(secret, token)
  if (!tenant || !claims || claims.tenant !== tenant.id || !(await previewViewer(claims)))
    return new Response('Invalid or expired preview link', { status: 403 })
  await startPreviewSession(secret, claims)
  return new Response(null, { status: 307, headers: { Location: claims.path, 'Cache-Control': 'no-store' } })
}
