import { z } from 'zod'
import { authenticate, type AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import type { Contract } from './contract'
import { forbidden, methodNotAllowed, notFound } from './apiError'
import { handle, type RouteContext } from './handler'
import { parseIfMatch, withEtag, type IfMatch } from './etag'
import { idempotencyKeyOf, runIdempotently } from './idempotency'
import { parseJsonBody, parseQuery, parseWith, strictInput } from './validation'

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.output<C['params']> : Record<string, never>
type QueryOf<C extends Contract> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined
/** A multipart body stays unread (the handler streams it within its size cap); a JSON body arrives parsed. */
type BodyOf<C extends Contract> = C['parseBody'] extends (json: unknown) => infer T
  ? T
  : C['bodyContentType'] extends string
    ? undefined
    : C['body'] extends z.ZodType
      ? z.output<C['body']>
      : undefined

/** An update guarded by If-Match gets the versions it accepts; the handler checks them where it writes (checkIfMatch). */
type PreconditionOf<C extends Contract> = C['etag'] extends 'if-match' ? { ifMatch: IfMatch } : unknown

/** The request and its input, parsed with the contract's schemas. */
export type ParsedInput<C extends Contract> = {
  request: Request
  params: ParamsOf<C>
  query: QueryOf<C>
  body: BodyOf<C>
} & PreconditionOf<C>

/** What a route's handler gets: the parsed input, and on authenticated routes the caller and the database. */
export type RouteInput<C extends Contract> = C['auth'] extends 'none'
  ? ParsedInput<C>
  : ParsedInput<C> & { user: AuthUser; db: Db }

type HandlerOf<C extends Contract> = (context: RouteInput<C>) => Promise<Response>

/** A Next route handler that carries the contract it serves (the contract-parity test reads it). */
export type ContractRoute<C extends Contract = Contract> = ((
  request: Request,
  context: RouteContext,
) => Promise<Response>) & {
  contract: C
}

/** Path segments that do not fit the contract name nothing: 404, never a 422 or a database error. */
function parseParams(contract: Contract, params: unknown): unknown {
  if (!contract.params) return params
  const result = contract.params.safeParse(params)
  if (!result.success) throw notFound(`${contract.resource ?? 'Resource'} not found`, contract.notFoundCode)
  return result.data
}

/**
 * The JSON body (415 not JSON, 400 malformed, 422 off-schema or an unknown field); an optional body
 * may be left out entirely.
 */
async function parseBody(contract: Contract, request: Request): Promise<unknown> {
  if (!contract.body || contract.bodyContentType) return undefined
  const body = strictInput(contract.body)
  if (contract.bodyOptional && !request.headers.get('content-type')) return parseWith(body, {})
  if (!contract.parseBody) return parseJsonBody(request, body)
  return contract.parseBody(await parseJsonBody(request, z.unknown()))
}

/** Query parameters a route reads besides its `query`: the download token of `bearer_or_query_token` routes. */
const extraQueryParameters = (contract: Contract) => (contract.auth === 'bearer_or_query_token' ? ['token'] : [])

/** The versions an If-Match accepts for the resource of the path (`{id}`), on routes whose updates it guards. */
const ifMatchOf = (contract: Contract, request: Request, params: unknown) =>
  contract.etag === 'if-match'
    ? { ifMatch: parseIfMatch(request.headers.get('if-match'), String((params as { id?: unknown }).id)) }
    : {}

/**
 * The one way a route is built: authentication (public, Bearer, or Bearer or `?token=` download
 * token), the allowed roles, the path parameters, the query, the JSON body, ETags and
 * preconditions, idempotency keys and error mapping all come from the contract, so they are
 * declared once. Order: 401, 403, then 404 (path), 400/422 (query), 400 (Idempotency-Key),
 * 415/400/422 (body).
 */
export function route<C extends Contract>(contract: C, handler: HandlerOf<NoInfer<C>>): ContractRoute<C> {
  const serve = handle(async (request: Request, context: RouteContext) => {
    const caller =
      contract.auth === 'none' ? undefined : await authenticate(request, contract.auth === 'bearer_or_query_token')
    if (caller && contract.roles && !contract.roles.includes(caller.user.role)) throw forbidden()
    const params = parseParams(contract, await context.params)
    const query = parseQuery(request, contract.query, extraQueryParameters(contract))
    const key = contract.idempotent ? idempotencyKeyOf(request) : undefined
    const body = await parseBody(contract, request)
    const input = { request, params, query, body, ...ifMatchOf(contract, request, params), ...caller }
    const run = () => (handler as (context: typeof input) => Promise<Response>)(input)
    const response =
      key !== undefined && caller
        ? await runIdempotently(caller.db, { userId: caller.user.id, key, request, body }, run)
        : await run()
    return contract.etag ? withEtag(request, response, contract.etag === 'cacheable') : response
  })
  return Object.assign(serve, { contract })
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const
type Method = (typeof METHODS)[number]
type PlainHandler = (request: Request) => Promise<Response>

/**
 * A route file's exports: `export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET:
 * route(…) })`. The methods it does not serve answer a 405 problem with `Allow` (Next would answer an
 * empty 405), and OPTIONS names the served ones.
 */
export function methods<R extends Partial<Record<Method, ContractRoute>>>(
  served: R,
): Record<Exclude<Method, keyof R>, PlainHandler> & R & { OPTIONS: PlainHandler } {
  // Next answers HEAD with the GET handler.
  const allow = [...METHODS.filter((method) => served[method]), ...(served.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ')
  const refuse = handle(async () => {
    throw methodNotAllowed(allow)
  })
  const options = handle(async () => new Response(null, { status: 204, headers: { Allow: allow } }))
  const unserved = Object.fromEntries(METHODS.filter((method) => !served[method]).map((method) => [method, refuse]))
  return { ...unserved, ...served, OPTIONS: options } as ReturnType<typeof methods<R>>
}

/** Every method of the /api/[[...unknown]] catch-all: a path no route serves is a 404 problem, not Next's HTML page. */
export const unknownPath = handle(async () => {
  throw notFound('No such API path', 'unknown_path')
})
