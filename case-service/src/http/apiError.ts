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

/**
 * Every `code` a problem body can carry. One list, so the web app must give each a German and an English text (its
 * problem messages are typed by it) and a new code cannot reach a clerk as an English detail.
 */
export const PROBLEM_CODES = [
  // requests
  'bad_request',
  'malformed_json',
  'malformed_multipart',
  'unknown_query_parameter',
  'unknown_path',
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'validation_error',
  'invalid_cursor',
  'sort_not_allowed',
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'idempotency_key_in_progress',
  'precondition_failed',
  'rate_limited',
  'not_found',
  'conflict',
  'internal_error',
  // sign-in and sessions
  'unauthorized',
  'forbidden',
  'invalid_credentials',
  'account_locked',
  'mfa_invalid',
  'mfa_setup_required',
  'mfa_already_enabled',
  'mfa_not_enabled',
  'password_invalid',
  'password_too_short',
  'password_too_long',
  'password_common',
  'password_contains_email',
  'token_missing',
  'token_expired',
  'token_revoked',
  'token_invalid',
  'download_token_invalid',
  'refresh_invalid',
  'refresh_expired',
  'refresh_revoked',
  'refresh_reused',
  'session_missing',
  'csrf_failed',
  // users and invitations
  'email_taken',
  'email_domain_not_allowed',
  'invitation_invalid',
  'invitation_expired',
  'invitation_used',
  'invitation_email_mismatch',
  'last_admin',
  'cannot_demote_self',
  'cannot_deactivate_self',
  'cannot_delete_self',
  'cannot_reset_own_mfa',
  // cases, coding, disclosures, reports, files
  'version_conflict',
  'kvnr_format',
  'kvnr_check_digit',
  'illegal_transition',
  'disclosure_request_open',
  'report_not_found',
  'report_file_missing',
  'import_format_unknown',
  'sync_columns_missing',
  'not_xlsx',
  'macro_not_allowed',
  'xlsx_malformed',
  'xlsx_limits_exceeded',
  'xlsx_timeout',
  'unsupported_image_type',
  'image_unreadable',
] as const
export type ProblemCode = (typeof PROBLEM_CODES)[number]

/** A failure the API reports as a problem (RFC 9457, see problemBody) with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly extras?: ApiErrorExtras,
  ) {
    super(detail)
  }
}

export const badRequest = (detail: string, code: ProblemCode = 'bad_request') => new ApiError(400, code, detail)
export const unauthorized = (detail = 'Authentication required', code: ProblemCode = 'unauthorized') =>
  new ApiError(401, code, detail)
export const forbidden = (detail = 'Not allowed for your role', code: ProblemCode = 'forbidden') =>
  new ApiError(403, code, detail)
export const notFound = (detail = 'Not found', code: ProblemCode = 'not_found') => new ApiError(404, code, detail)
export const conflict = (detail: string, code: ProblemCode = 'conflict') => new ApiError(409, code, detail)
/** An If-Match that does not name the current version (http/etag.ts). */
export const preconditionFailed = () =>
  new ApiError(
    412,
    'precondition_failed',
    'If-Match does not name the current version: the resource was changed in the meantime; read it again',
  )
export const unprocessable = (detail: string, errors?: FieldError[], code: ProblemCode = 'validation_error') =>
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
