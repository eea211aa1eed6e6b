import type { z } from 'zod'
import type { Role } from '@case/db/schema'
import type { ProblemCode } from './apiError'
import { idParams } from './pathParams'

/**
 * One documented answer. Error statuses (≥ 400) without a schema get the shared error body;
 * a non-JSON `contentType` without a schema is binary, sent with Content-Disposition when `attachment`.
 */
export type ResponseSpec = {
  description: string
  schema?: z.ZodType
  contentType?: string
  /** A file to save: the answer carries Content-Disposition. */
  attachment?: boolean
  /** Response headers it may carry, by their name in the document's components.headers (e.g. `Link`). */
  headers?: readonly string[]
}

/**
 * One endpoint's machine-readable contract. Routes parse their input with these very schemas,
 * and /api/openapi.json is generated from them, so the document cannot drift from the code.
 * The statuses every route of a kind answers (401 with auth, 403 with roles, 422 with input, 404
 * with path ids, 400/415 with a body) are added by the document builder; `responses` lists
 * the rest and may refine their descriptions.
 */
export type Contract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI path syntax: /api/cases/{id} */
  path: string
  summary: string
  /** For integrators: what the operation does and what to mind (one or two sentences); the document adds who may call it. */
  description?: string
  tags: string[]
  auth: 'none' | 'bearer' | 'bearer_or_query_token'
  roles?: readonly Role[]
  /** Path parameters; segments that do not fit are a 404 `<resource> not found` (code `notFoundCode`, default not_found). */
  params?: z.ZodType
  resource?: string
  notFoundCode?: ProblemCode
  query?: z.ZodType
  body?: z.ZodType
  /** Non-JSON bodies (multipart uploads): route() leaves them to the handler, which reads them within its size cap. */
  bodyContentType?: string
  /** A request without a Content-Type has the body `{}` (the schema's defaults). */
  bodyOptional?: boolean
  /** For bodies whose errors have a shape of their own: parses the JSON in place of `body`, which then only documents it. */
  parseBody?: (json: unknown) => unknown
  responses: Record<number, ResponseSpec>
  /**
   * The 2xx answer is one versioned resource (JSON `id`, `version`, maybe `masked`): route() sends
   * `ETag: W/"<id>-<version>"` (http/etag.ts). `cacheable`: a GET whose If-None-Match names it is
   * a 304 (only where the representation changes with the version alone); `if-match`: an update
   * hands the If-Match precondition to its handler, which answers 412 when it is stale.
   */
  etag?: 'tag' | 'cacheable' | 'if-match'
  /** A creating POST: with an Idempotency-Key, a repeat within 24 h gets the first answer (http/idempotency.ts). */
  idempotent?: boolean
  /**
   * The route reads the browser's refresh cookie (features/auth/browserSession.ts); `csrf`: and checks
   * Origin and X-CSRF-Token. The document lists the cookie (and the header) as parameters.
   */
  sessionCookie?: 'read' | 'csrf'
  /** The handler spends a rate-limit budget (features/auth/rateLimit.ts): answers carry RateLimit and RateLimit-Policy. */
  rateLimited?: boolean
}

/** One contract on its own (a feature with several uses `contractsFor`). */
export const defineContract = <C extends Contract>(contract: C): C => contract

type Method = Contract['method']
type Merge<A, B> = Omit<A, keyof B> & B
/** What several contracts share: their tags, and where they agree, auth, roles and the resource their path names. */
type Shared = Pick<Contract, 'tags'> &
  Partial<Pick<Contract, 'auth' | 'roles' | 'params' | 'resource' | 'notFoundCode'>>
/** What one operation states itself (its method and path are the arguments of `get`, `post`, …). */
type Operation = Omit<Contract, 'method' | 'path' | 'tags' | 'auth'> & Partial<Shared>

/**
 * The contracts of one feature: `const contract = contractsFor({ tags })`, then `contract.get(path,
 * { summary, … })` (likewise `post`, `put`, `delete`) with the feature's tags and Bearer auth (and
 * `roles`, `params`/`resource` when given here). What a contract sets itself (`auth: 'none'`, its own
 * `roles`) wins.
 */
export const contractsFor = <S extends Shared>(shared: S) => {
  const operation =
    <M extends Method>(method: M) =>
    <C extends Operation>(path: string, contract: C) =>
      ({ auth: 'bearer', ...shared, method, path, ...contract }) as Merge<
        Merge<{ auth: 'bearer'; method: M; path: string }, S>,
        C
      >
  return { get: operation('GET'), post: operation('POST'), put: operation('PUT'), delete: operation('DELETE') }
}

/** Path parameters `{ id }` naming one `resource` (a uuid; anything else is a 404 `<resource> not found`). */
export const byId = (resource: string) => ({ params: idParams, resource })

/** 200 with a JSON body. */
export const ok = (description: string, schema: z.ZodType) => ({ 200: { description, schema } })

/** 201 with the created thing. */
export const created = (description: string, schema: z.ZodType) => ({ 201: { description, schema } })

/** 204 without a body. */
export const noContent = (description: string) => ({ 204: { description } })

/** 200 with a file to download (no JSON schema: a binary attachment). */
export const attachment = (description: string, contentType: string) => ({
  200: { description, contentType, attachment: true },
})

/** Refusals that need only a description (their body is the shared error schema): `refusals({ 409: 'email_taken' })`. */
export const refusals = (descriptions: Record<number, string>): Record<number, ResponseSpec> =>
  Object.fromEntries(Object.entries(descriptions).map(([status, description]) => [status, { description }]))

/** The refusals of an XLSX upload (readXlsxSafely's codes, then the import's own `formatCodes`). */
export const xlsxUploadRefusals = (formatCodes: string) =>
  refusals({
    413: 'payload_too_large: more than 10 MB',
    415: 'not_xlsx, unsupported_media_type, or macro_not_allowed',
    422: `xlsx_malformed, xlsx_limits_exceeded (zip bomb), xlsx_timeout, ${formatCodes}`,
  })

/** A read filtered by `query`: 200 with the JSON `schema`, plus any further refusals. */
export const queried = <Q extends z.ZodType>(
  query: Q,
  schema: z.ZodType,
  description: string,
  refused: Record<number, ResponseSpec> = {},
) => ({
  query,
  responses: { ...ok(description, schema), ...refused },
})

/**
 * A list paged by cursor (http/pagination.ts), read with `query`: the `page` with a `Link` header to
 * the next one, or 400 when the cursor does not fit the request (`moreReasons` adds further 400
 * reasons, each led by "; ").
 */
export const keysetList = <Q extends z.ZodType>(query: Q, page: z.ZodType, description: string, moreReasons = '') => ({
  query,
  responses: {
    200: { description, schema: page, headers: ['Link'] },
    ...refusals({
      400: `invalid_cursor: the cursor is malformed or belongs to another list, filter or sort${moreReasons}`,
    }),
  },
})
