import { cookies, draftMode } from 'next/headers'
import { getSiteTenant, PREVIEW_SESSION_COOKIE, previewSecret } from '@/app/(frontend)/_lib/siteData'
import { createPreviewToken, PREVIEW_SESSION_TTL_SECONDS, verifyPreviewToken } from '@/lib/site/previewToken'

type Context = { params: Promise<{ host: string }> }

/**
 * Turns on draft mode on this host for an editor holding a preview link from the admin
 * (src/lib/site/preview.ts). The link is bound to this host's tenant and expires after minutes;
 * the preview session cookie binds the draft mode to that tenant for longer (live preview keeps
 * refreshing with it).
 */
export async function GET(request: Request, { params }: Context) {
  const tenant = await getSiteTenant(decodeURIComponent((await params).host))
  const token = new URL(request.url).searchParams.get('token')
  const secret = await previewSecret()
  const claims = verifyPreviewToken(secret, token)
  if (!tenant || !claims || claims.tenant !== tenant.id) return new Response('Invalid or expired preview link', { status: 403 })
  ;(await draftMode()).enable()
  // The same attributes as Next's draft-mode cookie: sent inside the admin's live-preview iframe too.
  const crossSite = process.env.NODE_ENV !== 'development'
  const session = createPreviewToken(secret, { tenant: tenant.id, path: claims.path }, Date.now(), PREVIEW_SESSION_TTL_SECONDS)
  ;(await cookies()).set(PREVIEW_SESSION_COOKIE, session, { httpOnly: true, path: '/', sameSite: crossSite ? 'none' : 'lax', secure: crossSite, maxAge: PREVIEW_SESSION_TTL_SECONDS })
  return new Response(null, { status: 307, headers: { Location: claims.path, 'Cache-Control': 'no-store' } })
}
