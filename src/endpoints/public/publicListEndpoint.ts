import { findOperation, headersWithCors, parseParams, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'

/**
 * `GET /api/<collection>` shared by the public API and the collection's normal REST list.
 * Collection endpoints are matched before Payload's built-in ones, so this entry takes over the
 * list route: signed-in callers (admin panel, editors' REST queries) get exactly what the built-in
 * handler would answer — same query parameters, access control and paginated shape — and
 * anonymous callers get the tenant-resolved public answer.
 */
export function publicListEndpoint(publicHandler: PayloadHandler): Endpoint {
  return {
    path: '/',
    method: 'get',
    handler: (req) => (req.user ? builtInFind(req) : publicHandler(req)),
  }
}

/** Mirrors Payload's own REST `find` handler (payload/dist/collections/endpoints/find.js). */
async function builtInFind(req: PayloadRequest): Promise<Response> {
  const slug = req.routeParams?.collection as string
  const collection = req.payload.collections[slug as keyof typeof req.payload.collections]
  if (!collection) return Response.json({ error: 'Unknown collection' }, { status: 404 })
  const { depth, draft, joins, limit, page, pagination, populate, select, sort, trash, where } = parseParams(req.query)
  const result = await findOperation({
    collection,
    depth,
    draft,
    joins,
    limit,
    page,
    pagination,
    populate,
    req,
    select,
    sort,
    trash,
    where,
  })
  return Response.json(result, { headers: headersWithCors({ headers: new Headers(), req }) })
}
