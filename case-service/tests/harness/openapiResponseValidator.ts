import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

type MediaType = { schema?: unknown }
type HeaderRef = { $ref: string }
type Operation = {
  requestBody?: { content: Record<string, MediaType> }
  responses: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, HeaderRef> }>
}
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>
  components: { headers: Record<string, { required?: boolean }> }
}

/** One answer as a test saw it: `body` is the response text (empty when there was none or it was not read). */
export type ObservedResponse = {
  method: string
  url: string
  status: number
  contentType: string | null
  body: string | undefined
  /** When given, the headers the document marks required must be among them. */
  headers?: Headers
}

/** Answers no operation documents: a path no route serves, or a method the path does not serve (route.ts methods()). */
const UNDOCUMENTED_REFUSALS: Record<number, string> = { 404: 'unknown_path', 405: 'method_not_allowed' }

/** One JSON request body as a test sends it (before it is serialised). */
export type SentRequest = { method: string; url: string; json: unknown }

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

/** Operations of the document by method and URL, and ajv validators for schemas inside it (compiled once each). */
function documentIndex(document: OpenApiDocument) {
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
  return {
    /** The operation serving a call — with its place in the document and a label like `POST /api/cases/{id}` — or why there is none. */
    operationFor(
      methodName: string,
      url: string,
    ): { operation: Operation; at: string[]; label: string } | { missing: string } {
      const method = methodName.toLowerCase()
      const pathname = new URL(url).pathname
      const template = templates.find((candidate) => candidate.pattern.test(pathname))?.template
      const operation = template ? document.paths[template]?.[method] : undefined
      if (!template || !operation)
        return { missing: `${method.toUpperCase()} ${pathname}: no such operation in the document` }
      return { operation, at: ['paths', template, method], label: `${method.toUpperCase()} ${template}` }
    },
    /** `value` against the schema at `path` inside the document; ajv's messages prefixed with `where`, [] when it matches. */
    problems(where: string, path: string[], value: unknown): string[] {
      const ref = pointer(...path)
      let validate = compiled.get(ref)
      if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: `openapi.json#/${ref}` })))
      if (validate(value)) return []
      return (validate.errors ?? []).map(
        (error) =>
          `${where}: ${error.instancePath || '(body)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
      )
    },
  }
}

/**
 * Checks answers against an OpenAPI 3.1 document: the operation must exist, the status must be
 * listed for it (`default` does not count: every status an endpoint answers on purpose is
 * documented), the media type must be a declared one, and a JSON body must match its schema
 * (draft 2020-12; closed objects reject unknown fields). Returns the problems, [] when it matches.
 */
export function createResponseValidator(document: OpenApiDocument) {
  const index = documentIndex(document)
  const headerRef = (ref: HeaderRef) => document.components.headers[ref.$ref.split('/').pop()!]
  /**
   * A 404 unknown_path or 405 method_not_allowed: a Problem of that code ([] when it is one); an empty
   * 204 to OPTIONS (its Allow lists the methods): []; else undefined.
   */
  function undocumentedAnswerProblems(observed: ObservedResponse): string[] | undefined {
    if (observed.method === 'OPTIONS' && observed.status === 204 && !observed.body) return []
    const code = UNDOCUMENTED_REFUSALS[observed.status]
    if (!code || mediaTypeOf(observed.contentType) !== 'application/problem+json') return undefined
    const where = `${observed.method} ${new URL(observed.url).pathname} → ${observed.status}`
    let parsed: { code?: unknown }
    try {
      parsed = JSON.parse(observed.body ?? '')
    } catch {
      return [`${where}: the body is not JSON: ${(observed.body ?? '').slice(0, 200)}`]
    }
    if (parsed.code !== code) return [`${where}: code ${String(parsed.code)}, expected ${code}`]
    return index.problems(where, ['components', 'schemas', 'Problem'], parsed)
  }

  return function check(observed: ObservedResponse): string[] {
    const found = index.operationFor(observed.method, observed.url)
    if ('missing' in found) return undocumentedAnswerProblems(observed) ?? [found.missing]
    const where = `${found.label} → ${observed.status}`
    const response = found.operation.responses[String(observed.status)]
    if (!response)
      return [`${where}: status not documented (listed: ${Object.keys(found.operation.responses).join(', ')})`]
    const missingHeaders = Object.entries(response.headers ?? {})
      .filter(([name, ref]) => observed.headers && headerRef(ref)?.required && !observed.headers.has(name))
      .map(([name]) => `${where}: required header ${name} missing`)
    if (missingHeaders.length > 0) return missingHeaders
    const body = observed.body ?? ''
    if (!response.content)
      return body === '' ? [] : [`${where}: documented without a body, but one came: ${body.slice(0, 200)}`]
    const mediaType = mediaTypeOf(observed.contentType)
    if (!response.content[mediaType]) {
      return [
        `${where}: content type ${observed.contentType} not documented (listed: ${Object.keys(response.content).join(', ')})`,
      ]
    }
    if (!mediaType.endsWith('json')) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return [`${where}: the body is not JSON: ${body.slice(0, 200)}`]
    }
    return index.problems(
      where,
      [...found.at, 'responses', String(observed.status), 'content', mediaType, 'schema'],
      parsed,
    )
  }
}

/**
 * Checks a JSON request body against the operation's `requestBody` schema: [] when it matches,
 * else what is wrong — including a body sent to an operation that documents none, or none as JSON.
 */
export function createRequestValidator(document: OpenApiDocument) {
  const index = documentIndex(document)
  return function check(sent: SentRequest): string[] {
    const found = index.operationFor(sent.method, sent.url)
    if ('missing' in found) return [found.missing]
    const where = `${found.label} request body`
    if (!found.operation.requestBody?.content['application/json'])
      return [`${where}: the operation documents no JSON body`]
    return index.problems(where, [...found.at, 'requestBody', 'content', 'application/json', 'schema'], sent.json)
  }
}

let serviceValidators:
  | { response: ReturnType<typeof createResponseValidator>; request: ReturnType<typeof createRequestValidator> }
  | undefined

function validators() {
  const document = buildOpenApiDocument() as OpenApiDocument
  return (serviceValidators ??= {
    response: createResponseValidator(document),
    request: createRequestValidator(document),
  })
}

/**
 * The harness's check of every answer from the case service against its own /api/openapi.json
 * document (built in-process from the same contracts; the built server serves the same one):
 * throws, so the test making the call fails, on any mismatch.
 */
function assertDocumentedResponse(observed: ObservedResponse): void {
  const problems = validators().response(observed)
  if (problems.length > 0) {
    throw new Error(
      `The answer does not match the OpenAPI document:\n  ${problems.join('\n  ')}\nbody: ${(observed.body ?? '').slice(0, 500)}`,
    )
  }
}

/**
 * What the document says of a JSON body a test sends: the problems, [] when it matches. A body that
 * does not match is either a test's deliberately bad input — then its answer must be a (documented)
 * 4xx, see assertDocumentedExchange — or a document that describes the body wrongly.
 */
export function requestBodyProblems(sent: SentRequest): string[] {
  return validators().request(sent)
}

/**
 * Request and answer together: the answer must match the document, and a request body the document
 * refuses must have been refused by the service too (a 4xx). A success on such a body means the
 * document is stricter than the service, or describes another body.
 */
export function assertDocumentedExchange(observed: ObservedResponse, bodyProblems: string[]): void {
  assertDocumentedResponse(observed)
  if (bodyProblems.length > 0 && !(observed.status >= 400 && observed.status < 500)) {
    throw new Error(
      `The service answered ${observed.status} to a request body the OpenAPI document refuses:\n  ${bodyProblems.join('\n  ')}\nanswer: ${(observed.body ?? '').slice(0, 500)}`,
    )
  }
}
