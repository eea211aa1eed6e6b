export type FieldError = { field: string; message: string }

/** A failure the API reports as `{detail, code, errors?}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

export const badRequest = (detail: string, code = 'bad_request') => new ApiError(400, code, detail)
export const unauthorized = (detail = 'Authentication required', code = 'unauthorized') => new ApiError(401, code, detail)
export const forbidden = (detail = 'Not allowed for your role', code = 'forbidden') => new ApiError(403, code, detail)
export const notFound = (detail = 'Not found', code = 'not_found') => new ApiError(404, code, detail)
export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, detail)
export const unprocessable = (detail: string, errors?: FieldError[], code = 'validation_error') =>
  new ApiError(422, code, detail, errors)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'Too many requests', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { detail: error.detail, code: error.code }
  if (error.errors) body.errors = error.errors
  return Response.json(body, { status: error.status, headers: error.headers })
}
