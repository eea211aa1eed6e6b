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

/** A failure the API reports as a problem (RFC 9457, see problemBody) with its HTTP status. */
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
/** An If-Match that does not name the current version (http/etag.ts). */
export const preconditionFailed = () =>
  new ApiError(
    412,
    'precondition_failed',
    'If-Match does not name the current version: the resource was changed in the meantime; read it again',
  )
export const unprocessable = (detail: string, errors?: FieldError[], code = 'validation_error') =>
  new ApiError(422, code, detail, errors)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'Too many requests', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

export const methodNotAllowed = (allow: string) =>
  new ApiError(405, 'method_not_allowed', `This path answers only ${allow}`, undefined, { Allow: allow })

/** Query parameters the route does not know are refused, not ignored (a misspelt filter would return everything). */
export const unknownQueryParameters = (names: string[]) =>
  new ApiError(
    400,
    'unknown_query_parameter',
    `Unknown query parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
    names.map((field) => ({ field, message: 'Unknown query parameter' })),
  )

/**
 * Where the problem types live: one URI per code, `${PROBLEM_TYPE_BASE}<code>`. They identify the
 * type (docs/case-service-openapi.md lists the codes); they need not resolve.
 */
export const PROBLEM_TYPE_BASE = 'https://docs.case-service.example/problems/'
export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

const ACRONYMS = new Set(['icd', 'json', 'kvnr', 'mfa', 'xlsx'])

/** The problem type's title, the same for every occurrence: `mfa_setup_required` → "MFA setup required". */
export function problemTitle(code: string): string {
  const words = code.split('_').map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
  const title = words.join(' ')
  return title.charAt(0).toUpperCase() + title.slice(1)
}

/** The answer to a failure: an RFC 9457 problem whose `instance` is the request path. */
export function errorResponse(error: ApiError, instance: string): Response {
  const body = {
    type: PROBLEM_TYPE_BASE + error.code,
    title: problemTitle(error.code),
    status: error.status,
    detail: error.detail,
    instance,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extras,
  }
  const headers = new Headers(error.headers)
  headers.set('content-type', PROBLEM_CONTENT_TYPE)
  return new Response(JSON.stringify(body), { status: error.status, headers })
}

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the input field, or (root)'),
  message: z.string(),
})

/**
 * The body of an error answer, an RFC 9457 problem plus `code` and `errors`. `errors` items are field
 * errors unless an endpoint reports its own (the coding batch pins them to items); `extras` adds
 * fields of ApiErrorExtras.
 */
export const problemBodyOf = <I extends z.ZodType, E extends { [K in keyof ApiErrorExtras]?: z.ZodType }>(
  item: I,
  extras?: E,
) =>
  z.object({
    type: z.url().describe(`The problem type: ${PROBLEM_TYPE_BASE}<code>`),
    title: z.string().describe('Short summary of the problem type (English); the same for every occurrence'),
    status: z.number().int().describe('The HTTP status of this answer'),
    detail: z.string().describe('Human-readable explanation of this occurrence (English)'),
    instance: z.string().describe('The request path'),
    code: z.string().describe('Machine-readable reason, e.g. validation_error, not_found, version_conflict'),
    errors: z.array(item).optional(),
    ...(extras as E),
  })

/** Every error answer that carries nothing beyond the problem fields, code and field errors (the schema `Problem`). */
export const problemBody = problemBodyOf(fieldErrorSchema)
