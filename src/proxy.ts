import { type NextRequest, NextResponse } from 'next/server'
import { siteRewritePath } from '@/lib/site/siteRewrite'
import { hostnameOf } from '@/lib/tenants/resolveTenant'

/** Public tenant sites: the request host becomes a route parameter (see src/lib/site/siteRewrite.ts). */
export function proxy(request: NextRequest) {
  const hostname = hostnameOf(request.headers.get('host'))
  if (!hostname) return new NextResponse('Missing Host header', { status: 400 })
  const url = request.nextUrl.clone()
  url.pathname = siteRewritePath(hostname, request.nextUrl.pathname)
  return NextResponse.rewrite(url)
}

// Everything except the admin, the APIs and Next's own files.
export const config = { matcher: ['/((?!admin|api|_next|next/|favicon\\.ico).*)'] }
