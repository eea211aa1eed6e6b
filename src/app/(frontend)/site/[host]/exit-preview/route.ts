import { cookies, draftMode } from 'next/headers'
import { PREVIEW_SESSION_COOKIE } from '@/app/(frontend)/_lib/siteData'
import { isSitePath } from '@/lib/site/routes'

/** Leaves draft mode and returns to the published page. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_SESSION_COOKIE)
  const back = new URL(request.url).searchParams.get('path')
  const path = isSitePath(back) ? back : '/'
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
