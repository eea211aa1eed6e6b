import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { teamListHandler, teamVCardHandler } from './team'
import { timelinesHandler } from './timelines'
import { workflowsHandler } from './workflows'

/** Where the public read APIs live, below Payload's API route (`/api`). */
const PUBLIC = {
  timelines: '/public/timelines',
  workflows: '/public/workflows',
  team: '/public/team',
} as const

/** Root-level endpoints (config `endpoints`): `/api/public/timelines`, `/api/public/workflows`, `/api/public/team[/:slug/vcard]`. */
export const publicApiEndpoints: Endpoint[] = [
  { path: PUBLIC.timelines, method: 'get', handler: timelinesHandler },
  { path: PUBLIC.workflows, method: 'get', handler: workflowsHandler },
  { path: PUBLIC.team, method: 'get', handler: teamListHandler(PUBLIC.team) },
  { path: `${PUBLIC.team}/:slug/vcard`, method: 'get', handler: teamVCardHandler },
]

// The day the collection-route aliases were deprecated (RFC 9745 `Deprecation: @<unix seconds>`).
const DEPRECATED_SINCE = Date.UTC(2026, 10, 22) / 1000

/** `handler`'s answer marked as deprecated, with a link to the path that replaces it. */
function deprecatedAlias(handler: PayloadHandler, successor: (req: PayloadRequest) => string): PayloadHandler {
  return async (req) => {
    const response = await handler(req)
    const headers = new Headers(response.headers)
    headers.set('Deprecation', `@${DEPRECATED_SINCE}`)
    headers.append('Link', `<${req.payload.config.routes.api}${successor(req)}>; rel="successor-version"`)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * Deprecated alias `GET /api/<collection>` for anonymous visitors (the public answer, kept for one
 * release). Collection endpoints are matched before Payload's built-in ones, so signed-in callers
 * are handed on to Payload's own list handler (the next matching endpoint of the collection).
 */
function deprecatedPublicList(publicHandler: PayloadHandler, successor: string): Endpoint {
  const alias = deprecatedAlias(publicHandler, () => successor)
  const handler: PayloadHandler = (req) => (req.user ? payloadsOwnList(req, handler) : alias(req))
  return { path: '/', method: 'get', handler }
}

function payloadsOwnList(req: PayloadRequest, ours: PayloadHandler): Promise<Response> | Response {
  const slug = req.routeParams?.collection as string
  const endpoints = req.payload.collections[slug as keyof typeof req.payload.collections]?.config.endpoints || []
  const builtIn = endpoints.find(
    (endpoint) => endpoint.method === 'get' && endpoint.path === '/' && endpoint.handler !== ours,
  )
  if (!builtIn) throw new Error(`Payload's list endpoint of "${slug}" is missing`)
  return builtIn.handler(req)
}

/** Collection endpoints of the deprecated aliases (`endpoints` of Timelines, Workflows, Team). */
export const deprecatedAliasEndpoints = {
  timelines: [deprecatedPublicList(timelinesHandler, PUBLIC.timelines)],
  workflows: [deprecatedPublicList(workflowsHandler, PUBLIC.workflows)],
  team: [
    deprecatedPublicList(teamListHandler('/team'), PUBLIC.team),
    {
      path: '/:slug/vcard',
      method: 'get',
      handler: deprecatedAlias(
        teamVCardHandler,
        (req) => `${PUBLIC.team}/${encodeURIComponent(String(req.routeParams?.slug))}/vcard`,
      ),
    },
  ],
} satisfies Record<string, Endpoint[]>
