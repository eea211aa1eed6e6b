import type { z } from 'zod'
import { authenticate, type AuthedContext } from '@case/auth/withAuth'
import type { Contract } from './contract'
import { forbidden } from './apiError'
import { handle, type RouteContext } from './handler'

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : Record<string, string>

/** What a public route's handler gets: the request and the raw path parameters. */
export type PublicContext<P = Record<string, string>> = { request: Request; params: P }

type HandlerOf<C extends Contract> = C['auth'] extends 'none'
  ? (context: PublicContext<ParamsOf<C>>) => Promise<Response>
  : (context: AuthedContext<ParamsOf<C>>) => Promise<Response>

/** A Next route handler that carries the contract it serves (the contract-parity test reads it). */
export type ContractRoute<C extends Contract = Contract> = ((request: Request, context: RouteContext) => Promise<Response>) & {
  contract: C
}

/**
 * The one way a route is built: authentication (public, Bearer, or Bearer or `?token=` download
 * token), the allowed roles and error mapping all come from the contract, so they are declared once.
 */
export function route<C extends Contract>(contract: C, handler: HandlerOf<C>): ContractRoute<C> {
  const serve = handle(async (request: Request, context: RouteContext) => {
    // Next hands the raw path segments; their shape is the contract's `params` schema (handlers parse them).
    const params = (await context.params) as ParamsOf<C>
    if (contract.auth === 'none') return (handler as (context: PublicContext<ParamsOf<C>>) => Promise<Response>)({ request, params })
    const { user, db } = await authenticate(request, contract.auth === 'bearer_or_query_token')
    if (contract.roles && !contract.roles.includes(user.role)) throw forbidden()
    return (handler as (context: AuthedContext<ParamsOf<C>>) => Promise<Response>)({ params, user, db, request })
  })
  return Object.assign(serve, { contract })
}
