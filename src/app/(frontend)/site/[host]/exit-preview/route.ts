import { endPreviewSession } from '@/app/(frontend)/_lib/previewSession'
import { isSitePath } from '@/lib/site/routes'

/** Leaves draft mode and returns to the published page. */
export async function GET(request: Request) {
  await endPreviewSession()
  const back = new URL(request.url).searchParams.get('path')
  const path = isSitePath(back) ? back : '/'
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
