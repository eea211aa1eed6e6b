import { sample } from 'openapi-sampler'
import { z } from 'zod'
import packageJson from '../../package.json' with { type: 'json' }
import type { Contract, ResponseSpec } from './contract'
import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPE_BASE, problemBody } from './apiError'
import { MAX_JSON_BODY_BYTES, strictInput } from './validation'
import { allContracts } from '@case/features'

const PROBLEM_DESCRIPTION = `An error answer (RFC 9457, application/problem+json). \`type\` is ${PROBLEM_TYPE_BASE}<code>, one URI per \`code\` (docs/case-service-openapi.md lists them); \`instance\` is the request path.`

/** Where a generated client points when the document was not fetched from a running server. */
export const DEFAULT_SERVER_URL = 'http://localhost:3001'

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' }
const REQUEST_ID_HEADER = { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } }
const LOCATION_HEADER = { Location: { $ref: '#/components/headers/Location' } }
const RETRY_AFTER_HEADER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }
const CONTENT_DISPOSITION_HEADER = { 'Content-Disposition': { $ref: '#/components/headers/ContentDisposition' } }
const RATE_LIMIT_HEADERS = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
}
const COMPONENT_REF = '#/components/schemas/'

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  // Each schema sits inside the document, whose dialect (jsonSchemaDialect) is already 2020-12.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return json
}

/**
 * Moves the schemas zod names (`.meta({ id })`, extracted as `$defs`) into components.schemas and
 * points their references there, so generators emit one named type per resource.
 */
function hoistNamedSchemas<T>(paths: T): { paths: T; named: Record<string, unknown> } {
  const named: Record<string, unknown> = {}
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!node || typeof node !== 'object') return node
    const { $defs, ...rest } = node as Record<string, unknown>
    for (const [id, schema] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
      const hoisted = visit(schema)
      // One id, one shape: an id reused for another schema (or its input side) would silently win.
      if (id in named && JSON.stringify(named[id]) !== JSON.stringify(hoisted))
        throw new Error(`Two different schemas are named ${id}`)
      named[id] = hoisted
    }
    return Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', COMPONENT_REF) : visit(value),
      ]),
    )
  }
  return { paths: visit(paths) as T, named }
}

/** Query strings carry text; a `'true' | 'false'` flag is documented as the boolean clients send (serialised as such). */
function flagAsBoolean(schema: Record<string, unknown>): Record<string, unknown> {
  const { enum: values, default: fallback, type: _string, ...rest } = schema
  if (JSON.stringify(values) !== '["true","false"]') return schema
  return { ...rest, type: 'boolean', ...(fallback === undefined ? {} : { default: fallback === 'true' }) }
}

/** What the contract's kind implies: the statuses route(), parseWith and parseJsonBody answer for it. */
function impliedResponses(contract: Contract): Record<number, ResponseSpec> {
  // Every route refuses query parameters it does not read (validation.ts parseQuery).
  const implied: Record<number, ResponseSpec> = {
    400: { description: 'unknown_query_parameter: a query parameter this operation does not know (named in errors)' },
  }
  if (contract.body) {
    implied[400] = {
      description: `${
        contract.bodyContentType
          ? 'malformed_multipart: the multipart body cannot be parsed'
          : 'malformed_json: the body is not valid JSON'
      }; ${implied[400]!.description}`,
    }
    implied[415] = {
      description: `unsupported_media_type: the body is not sent as ${contract.bodyContentType ?? 'application/json'}`,
    }
    if (!contract.bodyContentType)
      implied[413] = { description: `payload_too_large: the JSON body is larger than ${MAX_JSON_BODY_BYTES} bytes` }
  }
  if (contract.auth !== 'none') {
    implied[401] = {
      description:
        contract.auth === 'bearer_or_query_token'
          ? 'No valid access token, and no valid download token (?token=) for exactly this path and query'
          : 'Missing, invalid or expired access token, or the account is inactive',
    }
  }
  if (contract.roles) implied[403] = { description: `forbidden: only for the role(s) ${contract.roles.join(', ')}` }
  // A path segment that does not fit `params` names nothing: route() answers 404, never 422.
  if (contract.params) implied[404] = { description: 'not_found: no such id' }
  if (contract.query || contract.body) {
    implied[422] = {
      description:
        'validation_error: the input does not match the schema, carries a field it does not know, or is nested too deeply (errors per field)',
    }
  }
  const also = (status: number, description: string) => {
    implied[status] = { description: implied[status] ? `${implied[status].description}; ${description}` : description }
  }
  if (contract.etag === 'cacheable') also(304, 'Not modified: If-None-Match names the current ETag (no body)')
  if (contract.etag === 'if-match')
    also(412, 'precondition_failed: If-Match does not name the current version; nothing written')
  if (contract.idempotent) {
    also(400, 'invalid_idempotency_key: Idempotency-Key is not 1–255 visible ASCII characters')
    also(409, 'idempotency_key_in_progress: the first request with this Idempotency-Key is still running')
    also(422, 'idempotency_key_reused: this Idempotency-Key came with another body')
  }
  return implied
}

/** Headers the contract's flags add to its successful answers. */
function flagHeaders(contract: Contract, status: number): string[] {
  if (status >= 400) return []
  return [...(contract.etag ? ['ETag'] : []), ...(contract.idempotent && status !== 304 ? ['Idempotent-Replayed'] : [])]
}

/**
 * One answer: errors are problems (the schema Problem, or an endpoint's refinement of it) as application/problem+json,
 * unless the contract names another content type (the health check's 503 is its usual JSON status).
 */
function responseObject(status: number, spec: ResponseSpec, rateLimited = false) {
  const headers = {
    ...REQUEST_ID_HEADER,
    ...(rateLimited ? RATE_LIMIT_HEADERS : {}),
    ...(status === 201 ? LOCATION_HEADER : {}),
    ...(status === 429 || status === 423 ? RETRY_AFTER_HEADER : {}),
    ...(spec.attachment ? CONTENT_DISPOSITION_HEADER : {}),
    ...Object.fromEntries((spec.headers ?? []).map((name) => [name, { $ref: `#/components/headers/${name}` }])),
  }
  if (status >= 400 && !spec.contentType) {
    const schema = !spec.schema || spec.schema === problemBody ? PROBLEM_REF : jsonSchema(spec.schema, 'output')
    return { description: spec.description, headers, content: { [PROBLEM_CONTENT_TYPE]: { schema } } }
  }
  const contentType = spec.contentType ?? 'application/json'
  if (!spec.schema && contentType === 'application/json') return { description: spec.description, headers }
  const schema = spec.schema ? jsonSchema(spec.schema, 'output') : { type: 'string', format: 'binary' }
  return { description: spec.description, headers, content: { [contentType]: { schema } } }
}

function responses(contract: Contract) {
  const implied = impliedResponses(contract)
  const statuses = [...new Set([...Object.keys(implied), ...Object.keys(contract.responses)].map(Number))].sort(
    (a, b) => a - b,
  )
  const documented: Record<string, unknown> = {}
  for (const status of statuses) {
    const declared = contract.responses[status]
    const general = implied[status]
    // A declared error status that a route kind also implies answers both ways: say so.
    const description =
      declared && general && status !== 404
        ? `${general.description}; ${declared.description}`
        : (declared ?? general)!.description
    const headers = [...(declared?.headers ?? []), ...flagHeaders(contract, status)]
    documented[status] = responseObject(status, { ...general, ...declared, description, headers }, contract.rateLimited)
  }
  documented.default = responseObject(
    500,
    { description: 'internal_error: an unexpected failure' },
    contract.rateLimited,
  )
  return documented
}

function parameters(contract: Contract) {
  const list: Record<string, unknown>[] = []
  for (const [location, schema] of [
    ['path', contract.params],
    ['query', contract.query],
  ] as const) {
    if (!schema) continue
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: location === 'query' ? flagAsBoolean(property as Record<string, unknown>) : property,
      })
    }
  }
  list.push(...headerParameters(contract))
  if (contract.auth === 'bearer_or_query_token') {
    // Also declared as the security scheme downloadToken; listed here so generated clients can pass it.
    list.push({
      name: 'token',
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description:
        'Download token from POST /api/auth/download-token for exactly this path and query (60 s); access tokens are refused here',
    })
  }
  return list
}

/** The request headers (and the session cookie) the contract's flags read (http/etag.ts, http/idempotency.ts, features/auth/browserSession.ts); all optional. */
function headerParameters(contract: Contract): Record<string, unknown>[] {
  const header = (name: string, description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema,
  })
  return [
    ...(contract.etag === 'cacheable'
      ? [
          header(
            'If-None-Match',
            'The ETag of the copy the client holds: unchanged, the answer is a 304 without a body',
          ),
        ]
      : []),
    ...(contract.etag === 'if-match'
      ? [
          header(
            'If-Match',
            'Optional: the ETag (W/"<id>-<version>") the change is based on, or *; another version is a 412 and nothing is written. Compared weakly (the W/ prefix does not count).',
          ),
        ]
      : []),
    ...(contract.sessionCookie
      ? [
          {
            name: 'case_refresh',
            in: 'cookie',
            required: false,
            description:
              'The refresh token of a browser session (HttpOnly, Secure, SameSite=Strict, Path=/api/auth/session); the browser sends it, page scripts cannot read it',
            schema: { type: 'string' },
          },
        ]
      : []),
    ...(contract.sessionCookie === 'csrf'
      ? [
          header(
            'X-CSRF-Token',
            'The csrf_token of the session (HMAC of its cookie), from the last session answer or GET /api/auth/session/csrf; the Origin must be this service’s own',
          ),
        ]
      : []),
    ...(contract.idempotent
      ? [
          header(
            'Idempotency-Key',
            'Optional: a key of the client’s choosing (a UUID) that makes a retry safe. A repeat with the same key, path and body within 24 hours gets the first answer (with Idempotent-Replayed: true) and changes nothing; keys are per user.',
            { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
          ),
        ]
      : []),
  ]
}

function security(contract: Contract) {
  if (contract.auth === 'none') return { security: [] }
  if (contract.auth === 'bearer_or_query_token') return { security: [{ bearer: [] }, { downloadToken: [] }] }
  return {}
}

/** The contract's description for integrators, then who may call the operation. */
function description(contract: Contract) {
  const callers =
    contract.auth === 'none'
      ? 'Public: no access token needed.'
      : `${contract.roles ? `Only for the role(s) ${contract.roles.join(', ')}` : 'For every signed-in user'}${
          contract.auth === 'bearer_or_query_token'
            ? '; a download token (?token=) may stand in for the access token'
            : ''
        }.`
  return `${contract.description ?? `${contract.summary}.`} ${callers}`
}

/** OpenAPI 3.1 (JSON Schema 2020-12) built from the contracts; `serverUrl` is where the document was served. */
export function buildOpenApiDocument({ serverUrl = DEFAULT_SERVER_URL }: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const contract of allContracts) {
    const operation: Record<string, unknown> = {
      summary: contract.summary,
      description: description(contract),
      tags: contract.tags,
      operationId: `${contract.method.toLowerCase()}${contract.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
      parameters: parameters(contract),
      responses: responses(contract),
      ...security(contract),
      ...(contract.roles ? { 'x-roles': contract.roles } : {}),
    }
    if (contract.body) {
      operation.requestBody = {
        required: !contract.bodyOptional,
        content: contract.bodyContentType
          ? { [contract.bodyContentType]: { schema: jsonSchema(contract.body, 'input') } }
          : { 'application/json': { schema: jsonSchema(strictInput(contract.body), 'input') } },
      }
    }
    ;(paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation
  }
  const hoisted = hoistNamedSchemas(paths)
  return withExamples({
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Case reporting service',
      version: packageJson.version,
      // An SPDX expression for a licence that is no SPDX licence (what redocly's info-license-strict asks for).
      license: {
        name: 'Proprietary: internal use by the operator and its insurer client only',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: serverUrl, description: 'The case service that served this document' }],
    components: {
      schemas: {
        ...hoisted.named,
        Problem: { ...jsonSchema(problemBody, 'output'), description: PROBLEM_DESCRIPTION },
      },
      headers: {
        XRequestId: {
          description:
            'The request id: the X-Request-Id the request sent when it is 1–128 characters of A–Z, a–z, 0–9, ".", "_", "-", else a new UUID; written in the server log line of the request',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,128}$' },
        },
        Location: { description: 'The path of the created resource', required: true, schema: { type: 'string' } },
        Link: {
          description:
            'RFC 8288 link to the next page, `</api/…?…&cursor=…>; rel="next"`: this request’s path and query with the new cursor, root-relative. Sent exactly when has_more is true.',
          required: false,
          schema: { type: 'string' },
        },
        RetryAfter: {
          description:
            'Seconds until a new attempt can succeed (the rate limit window, or the end of the account lock)',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        },
        // Not required: answers refused before the budget is spent (malformed or invalid input) lack them.
        RateLimit: {
          description:
            'What is left of the budget (IETF httpapi ratelimit-headers): `"<policy>";r=<requests left>;t=<seconds until the window resets>`',
          required: false,
          schema: { type: 'string' },
        },
        RateLimitPolicy: {
          description: 'The budget: `"<policy>";q=<requests>;w=<window in seconds>`, per client IP',
          required: false,
          schema: { type: 'string' },
        },
        ETag: {
          description:
            'W/"<id>-<version>": the version of the resource in this answer (a masked view has a tag of its own); send it as If-Match to update exactly that version',
          required: true,
          schema: { type: 'string' },
        },
        'Idempotent-Replayed': {
          description: 'true: this is the stored first answer to an earlier request with the same Idempotency-Key',
          required: false,
          schema: { type: 'string', enum: ['true'] },
        },
        'Set-Cookie': {
          description:
            'case_refresh=<refresh token>; Path=/api/auth/session; Max-Age=<refresh TTL>; HttpOnly; Secure; SameSite=Strict — or the same with an empty value and Max-Age=0, which removes it; sent on browser-session answers only',
          required: false,
          schema: { type: 'string' },
        },
        ContentDisposition: {
          description: 'attachment; filename="<name>.xlsx": the name to save the file under',
          required: true,
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token from POST /api/auth/login or /api/auth/refresh (15 min)',
        },
        downloadToken: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description:
            'Download links only: a token from POST /api/auth/download-token, valid 60 s for exactly one path and query',
        },
      },
    },
    security: [{ bearer: [] }],
    paths: hoisted.paths,
  })
}

type Media = { schema?: Record<string, unknown>; example?: unknown }
type DocumentedOperation = {
  requestBody?: { content: Record<string, Media> }
  responses: Record<string, { content?: Record<string, Media> }>
}

/**
 * An example request body and answer on every JSON operation, for integrators and generated docs. Each schema
 * carries its own example (`examples` in its zod metadata: a user, a case, a report, a page of them); Redoc's
 * sampler (openapi-sampler) composes the operation's example from them. The unit tests check that every
 * operation has both and that each example is valid against its schema.
 */
function withExamples<D extends { paths: Record<string, Record<string, unknown>> }>(document: D): D {
  const exampled = (media: Media | undefined, side: 'request' | 'response') => {
    if (!media?.schema || media.example !== undefined) return
    const options = { quiet: true, skipReadOnly: side === 'request', skipWriteOnly: side === 'response' }
    media.example = sample(media.schema as Parameters<typeof sample>[0], options, document)
  }
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item) as DocumentedOperation[]) {
      exampled(operation.requestBody?.content['application/json'], 'request')
      for (const [status, answer] of Object.entries(operation.responses))
        if (status.startsWith('2')) exampled(answer.content?.['application/json'], 'response')
    }
  return document
}
