import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

type MediaType = { schema?: unknown }
type Operation = { responses: Record<string, { content?: Record<string, MediaType> }> }
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/** One answer as a test saw it: `body` is the response text (empty when there was none or it was not read). */
export type ObservedResponse = { method: string; url: string; status: number; contentType: string | null; body: string | undefined }

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Checks answers against an OpenAPI 3.1 document: the operation must exist, the status must be
 * listed for it (`default` does not count: every status an endpoint answers on purpose is
 * documented), the media type must be a declared one, and a JSON body must match its schema
 * (draft 2020-12; closed objects reject unknown fields). Returns the problems, [] when it matches.
 */
export function createResponseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false })
  addFormats(ajv)
  ajv.addSchema(document, 'openapi.json')
  // Static segments before {parameters}, as Next routes (/api/cases/pending-icd before /api/cases/{id}).
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      parameters: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters)
  const compiled = new Map<string, ValidateFunction>()
  const validatorFor = (ref: string) => {
    let validate = compiled.get(ref)
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: `openapi.json#/${ref}` })))
    return validate
  }

  return function check(observed: ObservedResponse): string[] {
    const method = observed.method.toLowerCase()
    const pathname = new URL(observed.url).pathname
    const template = templates.find((candidate) => candidate.pattern.test(pathname))?.template
    const operation = template ? document.paths[template]?.[method] : undefined
    if (!template || !operation) return [`${method.toUpperCase()} ${pathname}: no such operation in the document`]
    const where = `${method.toUpperCase()} ${template} → ${observed.status}`
    const response = operation.responses[String(observed.status)]
    if (!response) return [`${where}: status not documented (listed: ${Object.keys(operation.responses).join(', ')})`]
    const body = observed.body ?? ''
    if (!response.content) return body === '' ? [] : [`${where}: documented without a body, but one came: ${body.slice(0, 200)}`]
    const mediaType = mediaTypeOf(observed.contentType)
    if (!response.content[mediaType]) {
      return [`${where}: content type ${observed.contentType} not documented (listed: ${Object.keys(response.content).join(', ')})`]
    }
    if (!mediaType.endsWith('json')) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return [`${where}: the body is not JSON: ${body.slice(0, 200)}`]
    }
    const validate = validatorFor(pointer('paths', template, method, 'responses', String(observed.status), 'content', mediaType, 'schema'))
    if (validate(parsed)) return []
    return (validate.errors ?? []).map(
      (error) => `${where}: ${error.instancePath || '(body)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    )
  }
}

let serviceValidator: ReturnType<typeof createResponseValidator> | undefined

/**
 * The harness's check of every answer from the case service against its own /api/openapi.json
 * document (built in-process from the same contracts; the built server serves the same one):
 * throws, so the test making the call fails, on any mismatch.
 */
export function assertDocumentedResponse(observed: ObservedResponse): void {
  serviceValidator ??= createResponseValidator(buildOpenApiDocument() as OpenApiDocument)
  const problems = serviceValidator(observed)
  if (problems.length > 0) {
    throw new Error(`The answer does not match the OpenAPI document:\n  ${problems.join('\n  ')}\nbody: ${(observed.body ?? '').slice(0, 500)}`)
  }
}
