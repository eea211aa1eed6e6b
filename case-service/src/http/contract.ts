import type { z } from 'zod'
import type { Role } from '@case/db/schema'

/**
 * One documented answer. Error statuses (≥ 400) without a schema get the shared error body;
 * a non-JSON `contentType` without a schema is a binary attachment.
 */
export type ResponseSpec = { description: string; schema?: z.ZodType; contentType?: string }

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
  tags: string[]
  auth: 'none' | 'bearer' | 'bearer_or_query_token'
  roles?: readonly Role[]
  /** Path parameters; segments that do not fit are a 404 `<resource> not found` (code `notFoundCode`, default not_found). */
  params?: z.ZodType
  resource?: string
  notFoundCode?: string
  query?: z.ZodType
  body?: z.ZodType
  /** Non-JSON bodies (multipart uploads): route() leaves them to the handler, which reads them within its size cap. */
  bodyContentType?: string
  /** A request without a Content-Type has the body `{}` (the schema's defaults). */
  bodyOptional?: boolean
  /** For bodies whose errors have a shape of their own: parses the JSON in place of `body`, which then only documents it. */
  parseBody?: (json: unknown) => unknown
  responses: Record<number, ResponseSpec>
}

/** One contract on its own (a feature with several uses `contractsFor`). */
export const defineContract = <C extends Contract>(contract: C): C => contract

type Merge<A, B> = Omit<A, keyof B> & B
type Shared = Pick<Contract, 'tags'> & Partial<Pick<Contract, 'auth' | 'roles'>>

/**
 * The contracts of one feature: `const contract = contractsFor({ tags })`, then `contract({ method,
 * path, summary, … })` with the feature's tags and Bearer auth (and `roles`, when given here). What a
 * contract sets itself (`auth: 'none'`, its own `roles`) wins.
 */
export const contractsFor =
  <S extends Shared>(shared: S) =>
  <C extends Omit<Contract, 'tags' | 'auth'> & Partial<Shared>>(contract: C) =>
    ({ auth: 'bearer', ...shared, ...contract }) as Merge<Merge<{ auth: 'bearer' }, S>, C>

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

/** A list paged by cursor (db/keysetPagination.ts): the page, or 400 when the cursor does not fit the request. */
export const keysetListResponses = (page: z.ZodType, description: string, refusals = '') => ({
  200: { description, schema: page },
  400: { description: `invalid_cursor: the cursor is malformed or belongs to another list, filter or sort${refusals}` },
})
