import type { z } from 'zod'
import { authenticate, type AuthedContext } from '@case/auth/withAuth'
import type { Contract } from './contract'
import { forbidden } from './apiError'
import { handle, type RouteContext } from './handler'
import { parseQuery } from './validation'

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : Record<string, string>
type QueryOf<C extends Contract> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined

/** What an authenticated route's handler gets: the caller, the database, and the query parsed with the contract's schema. */
export type AuthedInput<C extends Contract> = AuthedContext<ParamsOf<C>> & { query: QueryOf<C> }

/** What a public route's handler gets: the request and the raw path parameters. */
export type PublicContext<P = Record<string, string>> = { request: Request; params: P }

type HandlerOf<C extends Contract> = C['auth'] extends 'none'
  ? (context: PublicContext<ParamsOf<C>>) => Promise<Response>
  : (context: AuthedInput<C>) => Promise<Response>

/** A Next route handler that carries the contract it serves (the contract-parity test reads it). */
export type ContractRoute<C extends Contract = Contract> = ((request: Request, context: RouteContext) => Promise<Response>) & {
  contract: C
}

/**
 * The one way a route is built: authentication (public, Bearer, or Bearer or `?token=` download
 * token), the allowed roles, the query schema and error mapping all come from the contract, so they
 * are declared once.
 */
export function route<C extends Contract>(contract: C, handler: HandlerOf<NoInfer<C>>): ContractRoute<C> {
  const serve = handle(async (request: Request, context: RouteContext) => {
    // Next hands the raw path segments; their shape is the contract's `params` schema (handlers parse them).
    const params = (await context.params) as ParamsOf<C>
    if (contract.auth === 'none') return (handler as (context: PublicContext<ParamsOf<C>>) => Promise<Response>)({ request, params })
    const { user, db } = await authenticate(request, contract.auth === 'bearer_or_query_token')
    if (contract.roles && !contract.roles.includes(user.role)) throw forbidden()
    const query = (contract.query ? parseQuery(request, contract.query) : undefined) as QueryOf<C>
    return (handler as (context: AuthedInput<C>) => Promise<Response>)({ params, query, user, db, request })
  })
  return Object.assign(serve, { contract })
}
