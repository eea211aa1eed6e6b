import { sql } from 'drizzle-orm'
import { getDb } from '@case/db/client'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import packageJson from '../../../package.json' with { type: 'json' }

/** GET /api/health — 200 with "db":"ok", or 503 with "db":"down" (no auth; no details leaked). */
export async function health(): Promise<Response> {
  const version = packageJson.version
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return Response.json({ status: 'ok', db: 'ok', version })
  } catch {
    return Response.json({ status: 'error', db: 'down', version }, { status: 503 })
  }
}

let cachedDocument: ReturnType<typeof buildOpenApiDocument> | undefined

/**
 * GET /api/openapi.json — generated from the zod contracts the routes validate with, once; only
 * `servers` follows the request, so a client generated from it talks to the server it came from.
 */
export async function openApiDocument({ request }: { request: Request }): Promise<Response> {
  cachedDocument ??= buildOpenApiDocument()
  return Response.json({
    ...cachedDocument,
    servers: [{ ...cachedDocument.servers[0], url: new URL(request.url).origin }],
  })
}
