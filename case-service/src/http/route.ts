import { z } from 'zod'
import { authenticate, type AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import type { Contract } from './contract'
import { forbidden, notFound } from './apiError'
import { handle, type RouteContext } from './handler'
import { parseJsonBody, parseQuery, parseWith } from './validation'

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

/** The request and its input, parsed with the contract's schemas. */
export type ParsedInput<C extends Contract> = {
  request: Request
  params: ParamsOf<C>
  query: QueryOf<C>
  body: BodyOf<C>
}

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

/** The JSON body (415 not JSON, 400 malformed, 422 off-schema); an optional body may be left out entirely. */
async function parseBody(contract: Contract, request: Request): Promise<unknown> {
  if (!contract.body || contract.bodyContentType) return undefined
  if (contract.bodyOptional && !request.headers.get('content-type')) return parseWith(contract.body, {})
  if (!contract.parseBody) return parseJsonBody(request, contract.body)
  return contract.parseBody(await parseJsonBody(request, z.unknown()))
}

/**
 * The one way a route is built: authentication (public, Bearer, or Bearer or `?token=` download
 * token), the allowed roles, the path parameters, the query, the JSON body and error mapping all
 * come from the contract, so they are declared once. Order: 401, 403, then 404 (path), 422 (query),
 * 415/400/422 (body).
 */
export function route<C extends Contract>(contract: C, handler: HandlerOf<NoInfer<C>>): ContractRoute<C> {
  const serve = handle(async (request: Request, context: RouteContext) => {
    const caller =
      contract.auth === 'none' ? undefined : await authenticate(request, contract.auth === 'bearer_or_query_token')
    if (caller && contract.roles && !contract.roles.includes(caller.user.role)) throw forbidden()
    const params = parseParams(contract, await context.params)
    const query = contract.query ? parseQuery(request, contract.query) : undefined
    const body = await parseBody(contract, request)
    const input = { request, params, query, body, ...caller }
    return (handler as (context: typeof input) => Promise<Response>)(input)
  })
  return Object.assign(serve, { contract })
}
