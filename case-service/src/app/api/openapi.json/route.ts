import { buildOpenApiDocument } from '@case/http/openapiDocument'

let cached: ReturnType<typeof buildOpenApiDocument> | undefined

/** GET /api/openapi.json — generated from the zod contracts the routes validate with. */
export async function GET() {
  cached ??= buildOpenApiDocument()
  return Response.json(cached)
}
