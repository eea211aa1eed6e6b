import { z } from 'zod'

export type FieldError = { field: string; message: string }

/**
 * Fields an error body may carry next to detail, code and errors. Each is declared here (and in
 * the error schemas below), so a body never holds a field the OpenAPI document does not know.
 */
export type ApiErrorExtras = {
  /** 423 account_locked: when the lock ends. */
  locked_until?: string
}

/** A failure the API reports as `{detail, code, errors?, ...extras}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly extras?: ApiErrorExtras,
  ) {
    super(detail)
  }
}

export const badRequest = (detail: string, code = 'bad_request') => new ApiError(400, code, detail)
export const unauthorized = (detail = 'Authentication required', code = 'unauthorized') =>
  new ApiError(401, code, detail)
export const forbidden = (detail = 'Not allowed for your role', code = 'forbidden') => new ApiError(403, code, detail)
export const notFound = (detail = 'Not found', code = 'not_found') => new ApiError(404, code, detail)
export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, detail)
export const unprocessable = (detail: string, errors?: FieldError[], code = 'validation_error') =>
  new ApiError(422, code, detail, errors)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'Too many requests', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { detail: error.detail, code: error.code }
  if (error.errors) body.errors = error.errors
  return Response.json({ ...body, ...error.extras }, { status: error.status, headers: error.headers })
}

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the input field, or (root)'),
  message: z.string(),
})

/**
 * The body of an error answer. `errors` items are field errors unless an endpoint reports its own
 * (the coding batch pins them to items); `extras` adds fields of ApiErrorExtras.
 */
export const errorBodyOf = <I extends z.ZodType, E extends { [K in keyof ApiErrorExtras]?: z.ZodType }>(
  item: I,
  extras?: E,
) =>
  z.object({
    detail: z.string().describe('Human-readable explanation (English)'),
    code: z.string().describe('Machine-readable reason, e.g. validation_error, not_found, version_conflict'),
    errors: z.array(item).optional(),
    ...(extras as E),
  })

/** Every error answer that carries nothing beyond detail, code and field errors. */
export const errorBody = errorBodyOf(fieldErrorSchema)
