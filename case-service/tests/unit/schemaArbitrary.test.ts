import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import { arbitraryFor, invalidObjectArbitrary, type JsonSchema } from '../harness/schemaArbitrary'

const ajv = new Ajv2020({ strict: false })
addFormats(ajv)

type Operation = {
  parameters: { in: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
const operations = Object.values(buildOpenApiDocument().paths as Record<string, Record<string, Operation>>).flatMap(
  (methods) => Object.values(methods),
)
const parameterSchemas = operations.flatMap((operation) =>
  operation.parameters.filter((parameter) => parameter.in !== 'cookie').map((parameter) => parameter.schema),
)
const jsonBodySchemas = operations.flatMap((operation) =>
  operation.requestBody?.content['application/json'] ? [operation.requestBody.content['application/json'].schema] : [],
)

describe('schemaArbitrary: fast-check values from the JSON schemas of the OpenAPI document', () => {
  it('generates values that match each parameter and JSON body schema of the document', () => {
    for (const schema of [...parameterSchemas, ...jsonBodySchemas]) {
      const validate = ajv.compile(schema)
      for (const value of fc.sample(arbitraryFor(schema), { seed: 1, numRuns: 20 }))
        expect(validate(value), `${JSON.stringify(value)?.slice(0, 200)} against ${JSON.stringify(schema)}`).toBe(true)
    }
  })

  it('generates objects a closed object schema refuses (wrong type, missing required, unknown field)', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        version: { type: 'integer', minimum: 1 },
        icd10: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['version'],
      additionalProperties: false,
    }
    const validate = ajv.compile(schema)
    for (const value of fc.sample(invalidObjectArbitrary(schema), { seed: 2, numRuns: 200 })) {
      // A hostile string is a valid icd10 by this schema alone: the service's own rules refuse it.
      const hostileButTyped =
        typeof value === 'object' && value !== null && typeof (value as { icd10?: unknown }).icd10 === 'string'
      if (!hostileButTyped) expect(validate(value), JSON.stringify(value).slice(0, 200)).toBe(false)
    }
  })

  it('throws on a type it does not know, so a new kind of schema fails loudly', () => {
    expect(() => arbitraryFor({ type: 'tuple' })).toThrow(/unsupported type tuple/)
  })
})
