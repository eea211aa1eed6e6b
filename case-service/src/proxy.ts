import { NextResponse, type NextRequest } from 'next/server'
import { contentSecurityPolicy, newNonce, PAGE_SECURITY_HEADERS } from '@case/http/contentSecurityPolicy'

/**
 * The pages' CSP with a fresh nonce (Next's CSP recipe): set on the request, where Next reads the
 * nonce for its own scripts (the layout renders per request), and on the answer.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development')
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: [
    // Pages only: not the API (upload bodies must not pass a proxy, STACK.md), static files, avatars, the favicon.
    {
      source: '/((?!api|_next/static|_next/image|avatars/|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
