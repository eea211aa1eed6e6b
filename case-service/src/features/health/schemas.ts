import { z } from 'zod'

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
  version: z.string().meta({ examples: ['0.1.0'] }),
})

/** What a client may rely on in the document; the rest is OpenAPI 3.1 as built by http/openapiDocument.ts. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({
    examples: [{ openapi: '3.1.0', info: { title: 'Case reporting service', version: '0.1.0' }, paths: {} }],
  })
