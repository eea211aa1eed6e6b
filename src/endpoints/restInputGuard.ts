import { match, type MatchFunction } from 'path-to-regexp'
import type { Endpoint, SanitizedConfig } from 'payload'
import { z } from 'zod'
import { INT4_MAX, recordIdParam, withoutNul } from './inputRules'
import { jsonError } from './responses'

type RouteHandler<Args> = (request: Request, args: Args) => Promise<Response>
type Message = { de: string; en: string }

const positiveInt = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4_MAX))
const listQuery = z.object({
  page: positiveInt.optional(),
  // Payload reads 0 as "no limit".
  limit: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(0).max(INT4_MAX)).optional(),
})

const matchers = new Map<string, MatchFunction<Record<string, string>>>()
const matcherFor = (path: string) => {
  let matcher = matchers.get(path)
  if (!matcher) {
    matcher = match<Record<string, string>>(path, { decode: decodeURIComponent })
    matchers.set(path, matcher)
  }
  return matcher
}

/**
 * The endpoint Payload will run for this request and its path parameters, found the way
 * Payload's router finds it (first endpoint of the collection, global or root whose method and
 * path match), so `/api/users/me` is no id while `/api/posts/abc` is.
 */
function routeOf(config: SanitizedConfig, method: string, pathname: string) {
  const apiPath = pathname.slice(config.routes.api.length) || '/'
  const [first, second] = apiPath.split('/').slice(1)
  const isGlobal = first === 'globals'
  const collection = isGlobal ? undefined : config.collections.find((each) => each.slug === first)
  const global = isGlobal ? config.globals.find((each) => each.slug === second) : undefined
  const owner = collection ?? global
  const endpoints: Endpoint[] = (owner ? owner.endpoints : config.endpoints) || []
  const rest = owner ? apiPath.slice((isGlobal ? `/globals/${second}` : `/${first}`).length) || '/' : apiPath
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const found = matcherFor(endpoint.path)(rest)
    // Serial ids unless the collection declares its own `id` field.
    if (found) return { params: found.params, numericIds: Boolean(owner) && !collection?.flattenedFields.some((field) => field.name === 'id') }
  }
  return null
}

const idMessage: Message = { de: `Die ID muss eine ganze Zahl von 1 bis ${INT4_MAX} sein.`, en: `The id must be a whole number from 1 to ${INT4_MAX}.` }

// `where[id][equals]=…`, also nested (`where[or][0][id][in]=1,2`): compared with the serial id column.
const ID_FILTER = /^where(\[[^\]]*\])*\[id\]\[(equals|not_equals|in|not_in|greater_than|greater_than_equal|less_than|less_than_equal)\](\[\d*\])?$/

function idFiltersFit(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (!ID_FILTER.test(key)) continue
    if (!value.split(',').every((id) => recordIdParam.safeParse(id.trim()).success)) return false
  }
  return true
}

/** Why Payload must not see this request (it would fail in the database with a 500), or null. */
export function restInputProblem(config: SanitizedConfig, request: Request): Message | null {
  const url = new URL(request.url)
  let path: string
  let query: string
  try {
    path = decodeURIComponent(url.pathname)
    query = decodeURIComponent(url.search.replace(/\+/g, ' '))
  } catch {
    return { de: 'Die Adresse ist fehlerhaft kodiert.', en: 'The URL is not correctly encoded.' }
  }
  if (!withoutNul(path) || !withoutNul(query)) return { de: 'Die Anfrage enthält ein NUL-Zeichen.', en: 'The request contains a NUL character.' }
  const list = listQuery.safeParse({ page: url.searchParams.get('page') || undefined, limit: url.searchParams.get('limit') || undefined })
  if (!list.success) {
    return { de: '`page` muss eine ganze Zahl ab 1 sein, `limit` eine ganze Zahl ab 0.', en: '`page` must be a whole number from 1, `limit` a whole number from 0.' }
  }
  if (!idFiltersFit(url.searchParams)) return idMessage
  const route = routeOf(config, request.method, url.pathname)
  if (route?.numericIds && route.params.id !== undefined && !recordIdParam.safeParse(route.params.id).success) {
    return idMessage
  }
  return null
}

const prefersEnglish = (request: Request) => /^\s*en\b/i.test(request.headers.get('accept-language') ?? '')

/**
 * Payload's REST handlers behind an edge check: ids beyond PostgreSQL's `integer`, non-numeric
 * ids, negative pages and NUL characters answer 400 in Payload's error shape instead of reaching
 * the database and failing there with a 500.
 */
export function guardRestInput<Args>(config: Promise<SanitizedConfig> | SanitizedConfig, handler: RouteHandler<Args>): RouteHandler<Args> {
  return async (request, args) => {
    const problem = restInputProblem(await config, request)
    if (!problem) return handler(request, args)
    return jsonError(400, prefersEnglish(request) ? problem.en : problem.de)
  }
}
