import { ApiError, errorResponse } from './apiError'

export type RouteContext<P = Record<string, string>> = { params: Promise<P> }
export type RouteHandler<P = Record<string, string>> = (request: Request, context: RouteContext<P>) => Promise<Response>

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
      console.error(`[case-service] ${request.method} ${new URL(request.url).pathname} failed:`, (error as Error)?.message)
      return errorResponse(new ApiError(500, 'internal_error', 'Internal server error'))
    }
  }
}
