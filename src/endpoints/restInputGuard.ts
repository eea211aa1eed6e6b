import { match, type MatchFunction } from 'path-to-regexp'
import type { Endpoint, SanitizedConfig } from 'payload'
import { z } from 'zod'
import { INT4_MAX, MAX_REST_READ_LIMIT, recordIdParam, withoutNul } from './inputRules'
import { jsonError } from './responses'
import { whereFilterProblem } from './whereFilterRules'

type RouteHandler<Args> = (request: Request, args: Args) => Promise<Response>
type Message = { de: string; en: string; status?: number }

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
const listQuery = z.object({ page: wholeNumber(1, INT4_MAX).optional(), limit: wholeNumber(0, INT4_MAX).optional() })
// Reads are capped: Payload reads `limit=0` and `pagination=false` as "every document", which let one
// anonymous request read whole collections. Bulk PATCH/DELETE keep `limit=0` (the admin's "select all").
const readQuery = z.object({
  limit: wholeNumber(1, MAX_REST_READ_LIMIT).optional(),
  pagination: z.enum(['true']).optional(),
})
const limitMessage: Message = {
  de: `\`page\` muss eine ganze Zahl ab 1 sein, \`limit\` eine ganze Zahl von 1 bis ${MAX_REST_READ_LIMIT}; \`pagination=false\` ist nicht möglich.`,
  en: `\`page\` must be a whole number from 1, \`limit\` a whole number from 1 to ${MAX_REST_READ_LIMIT}; \`pagination=false\` is not possible.`,
}

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
    if (found)
      return {
        params: found.params,
        numericIds: Boolean(owner) && !collection?.flattenedFields.some((field) => field.name === 'id'),
      }
  }
  return null
}

const idMessage: Message = {
  de: `Die ID muss eine ganze Zahl von 1 bis ${INT4_MAX} sein.`,
  en: `The id must be a whole number from 1 to ${INT4_MAX}.`,
}

// `where[id][equals]=…`, also nested (`where[or][0][id][in]=1,2`): compared with the serial id column.
const ID_FILTER =
  /^where(\[[^\]]*\])*\[id\]\[(equals|not_equals|in|not_in|greater_than|greater_than_equal|less_than|less_than_equal)\](\[\d*\])?$/

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
  if (!withoutNul(path) || !withoutNul(query))
    return { de: 'Die Anfrage enthält ein NUL-Zeichen.', en: 'The request contains a NUL character.' }
  const param = (name: string) => url.searchParams.get(name) || undefined
  if (!listQuery.safeParse({ page: param('page'), limit: param('limit') }).success) return limitMessage
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  if (isRead && !readQuery.safeParse({ limit: param('limit'), pagination: param('pagination') }).success)
    return limitMessage
  if (!idFiltersFit(url.searchParams)) return idMessage
  const route = routeOf(config, request.method, url.pathname)
  if (route?.numericIds && route.params.id !== undefined && !recordIdParam.safeParse(route.params.id).success) {
    return idMessage
  }
  return collectionRouteProblem(config, url)
}

const noVersions: Message = {
  status: 404,
  de: 'Diese Sammlung hat keine Versionen.',
  en: 'This collection has no versions.',
}
const unknownPrefix: Message = {
  de: 'Der Parameter `prefix` ist hier nicht möglich.',
  en: 'The parameter `prefix` is not possible here.',
}

/** Collection routes Payload answers with a 500: versions of an unversioned collection, unknown file prefixes, unrunnable filters. */
function collectionRouteProblem(config: SanitizedConfig, url: URL): Message | null {
  const [slug, sub] = url.pathname.slice(config.routes.api.length).split('/').slice(1)
  const collection = config.collections.find((each) => each.slug === slug)
  if (!collection) return null
  const versions = sub === 'versions'
  if (versions && !collection.versions) return noVersions
  // Payload looks a file up by its `prefix` field; without one (src/plugins/objectStorage.ts) the lookup fails.
  if (
    sub === 'file' &&
    url.searchParams.has('prefix') &&
    !collection.flattenedFields.some((field) => field.name === 'prefix')
  )
    return unknownPrefix
  return whereFilterProblem(config, collection, versions, url.searchParams)
}

const prefersEnglish = (request: Request) => /^\s*en\b/i.test(request.headers.get('accept-language') ?? '')

/**
 * Payload's REST handlers behind an edge check: ids beyond PostgreSQL's `integer`, non-numeric
 * ids, negative pages, uncapped reads, unrunnable `where` filters and NUL characters answer 4xx in
 * Payload's error shape instead of reaching the database (a 500, or a whole collection read).
 */
export function guardRestInput<Args>(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  handler: RouteHandler<Args>,
): RouteHandler<Args> {
  return async (request, args) => {
    const problem = restInputProblem(await config, request)
    if (!problem) return handler(request, args)
    return jsonError(problem.status ?? 400, prefersEnglish(request) ? problem.en : problem.de)
  }
}
