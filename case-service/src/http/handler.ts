import { ApiError, errorResponse } from './apiError'

export type RouteContext<P = Record<string, string>> = { params: Promise<P> }
export type RouteHandler<P = Record<string, string>> = (request: Request, context: RouteContext<P>) => Promise<Response>

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
 * Outermost wrapper of every route: typed errors become their JSON error body; anything else
 * is logged (message only — bodies may hold health data) and answered with a generic 500.
 */
export function handle<P>(handler: RouteHandler<P>): RouteHandler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error)
      console.error(`[case-service] ${request.method} ${new URL(request.url).pathname} failed:`, loggableError(error))
      return errorResponse(new ApiError(500, 'internal_error', 'Internal server error'))
    }
  }
}
