import { AsyncLocalStorage } from 'node:async_hooks'
import { ApiError, errorResponse } from './apiError'

export type RouteContext<P = Record<string, string>> = { params: Promise<P> }

/** A request id a client may choose; anything else (or none) gets a fresh UUID. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/

export function requestIdOf(request: Request): string {
  const sent = request.headers.get('x-request-id')
  return sent && CLIENT_REQUEST_ID.test(sent) ? sent : crypto.randomUUID()
}

/** Headers added while a request is served, for its answer whatever it turns out to be (see addResponseHeaders). */
const addedHeaders = new AsyncLocalStorage<Headers>()

/**
 * Adds headers to the answer of the request being served, success or problem alike: a service
 * deep in the call (the rate limit) states them without every handler passing them along.
 */
export function addResponseHeaders(headers: Record<string, string>): void {
  const added = addedHeaders.getStore()
  for (const [name, value] of Object.entries(headers)) added?.set(name, value)
}

/**
 * The headers every answer carries: its request id, and `Cache-Control: no-store` (answers hold
 * personal data; only a route that states its own policy, the random-named avatar files, keeps it).
 * Copied into a new Response, as some responses have immutable headers.
 */
function withCommonHeaders(response: Response, requestId: string, added: Headers): Response {
  const headers = new Headers(response.headers)
  added.forEach((value, name) => headers.set(name, value))
  headers.set('x-request-id', requestId)
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * What may be logged of an unexpected error: its message without drizzle's `params:` part (query
 * parameters are case data: ICD codes, ids, KVNRs) and the database error code of its cause.
 */
export function loggableError(error: unknown): string {
  const failure = error as { message?: unknown; code?: unknown; cause?: { code?: unknown; message?: unknown } } | null
  const message = String(failure?.message ?? error)
    .split(/\n\s*params:/)[0]!
    .trim()
  const code = failure?.cause?.code ?? failure?.code
  return typeof code === 'string' ? `${message} [${code}]` : message
}

/**
 * Outermost wrapper of every route: typed errors become their problem body; anything else is logged
 * with the request id (message only — bodies may hold health data) and answered with a generic 500.
 * Every answer gets the common headers (withCommonHeaders).
 */
export function handle<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const requestId = requestIdOf(request)
    const { pathname } = new URL(request.url)
    const added = new Headers()
    let response: Response
    try {
      response = await addedHeaders.run(added, () => handler(request, ...rest))
    } catch (error) {
      if (error instanceof ApiError) response = errorResponse(error, pathname)
      else {
        console.error(`[case-service] ${request.method} ${pathname} [${requestId}] failed:`, loggableError(error))
        response = errorResponse(new ApiError(500, 'internal_error', 'Internal server error'), pathname)
      }
    }
    return withCommonHeaders(response, requestId, added)
  }
}
