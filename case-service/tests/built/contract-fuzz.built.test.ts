import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, getDb } from '@case/db/client'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import { startCaseService } from '../harness/caseApi'
import { createUser, tokenFor, type TestUser } from '../harness/fixtures/auth'
import { insertCases } from '../harness/fixtures/cases'
import { createRequestValidator, createResponseValidator } from '../harness/openapiResponseValidator'
import {
  arbitraryFor,
  deeplyNestedJson,
  invalidObjectArbitrary,
  invalidParameterArbitrary,
  type JsonSchema,
} from '../harness/schemaArbitrary'

/**
 * Contract fuzzing (issue 32): every operation of the OpenAPI document against the built service,
 * with inputs derived from its own schemas — valid ones and hostile mutations — as admin, as
 * employee and without a token. Every answer must be one the document lists for the operation,
 * with a body that matches it, and none may be a 5xx. Bounded: a fixed seed and RUNS_PER_AUTH
 * requests per operation and caller.
 */
const SEED = 32
const RUNS_PER_AUTH = 5
/** Requests in flight at once: the server sees some concurrency, the 2-core machine is not flooded. */
const CONCURRENCY = 4

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; schema: JsonSchema }
type Operation = {
  parameters: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
}
type Request = {
  path: Record<string, string>
  query: Record<string, string>
  headers: Record<string, string>
  body?: { json: unknown } | { form: Record<string, unknown> } | { text: string; contentType: string }
}
type Caller = 'admin' | 'employee' | 'anonymous'

const document = buildOpenApiDocument()
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
  ([template, methods]) => Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
)

/** Header values must be visible ASCII for fetch; the document's header schemas are all strings. */
const headerValue = fc.stringMatching(/^[\x21-\x7E]{1,40}$/)

function parametersArbitrary(operation: Operation, location: 'path' | 'query', knownIds: string[], valid: boolean) {
  const parameters = operation.parameters.filter((parameter) => parameter.in === location)
  const model = Object.fromEntries(
    parameters.map((parameter) => {
      const values = arbitraryFor(parameter.schema).map(String)
      // Path ids: mostly the fixtures' real ids, so operations reach past their 404.
      const chosen =
        location === 'path' && parameter.schema.format === 'uuid' && knownIds.length > 0
          ? fc.oneof(fc.constantFrom(...knownIds), values)
          : values
      const value = valid ? chosen : fc.oneof(chosen, invalidParameterArbitrary(parameter.schema))
      // An empty path segment is another URL (Next redirects it), not a value of this operation.
      return [parameter.name, location === 'path' ? value.filter((text) => text !== '') : value]
    }),
  )
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)
  const record = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>
  if (valid || location === 'path') return record
  // An unknown query parameter: refused by every route.
  return fc.oneof(
    record,
    record.map((query) => ({ ...query, fuzz_unknown: '1' })),
  )
}

function bodyArbitrary(operation: Operation, valid: boolean): fc.Arbitrary<Request['body']> {
  const content = operation.requestBody?.content
  if (!content) return fc.constant(undefined)
  const [[contentType, { schema }]] = Object.entries(content) as [[string, { schema: JsonSchema }]]
  if (contentType === 'multipart/form-data') {
    const form = fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          property.format === 'binary' ? fc.uint8Array({ maxLength: 300 }) : arbitraryFor(property),
        ]),
      ),
    )
    return valid
      ? form.map((fields) => ({ form: fields }))
      : fc.oneof(
          form.map((fields) => ({ form: fields })),
          fc.constant({ text: '{"not":"multipart"}', contentType: 'application/json' }),
          fc.constant({ text: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' }),
        )
  }
  const json = arbitraryFor(schema).map((value) => ({ json: value }))
  if (valid) return json
  return fc.oneof(
    invalidObjectArbitrary(schema).map((value) => ({ json: value })),
    fc.constantFrom(
      { text: '{"truncated": ', contentType: 'application/json' },
      { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { text: JSON.stringify({ padding: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
      { text: '', contentType: 'application/json' },
      { text: `{"nested":${deeplyNestedJson(20_000)}}`, contentType: 'application/json' },
    ),
  )
}

function requestArbitrary(operation: Operation, knownIds: string[]): fc.Arbitrary<Request> {
  const headers = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => [parameter.name, headerValue]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>
  const request = (valid: boolean) =>
    fc.record({
      path: parametersArbitrary(operation, 'path', knownIds, valid),
      query: parametersArbitrary(operation, 'query', knownIds, valid),
      headers,
      body: bodyArbitrary(operation, valid),
    })
  return fc.oneof(request(true), request(false))
}

function encodeBody(body: Request['body']): { body?: BodyInit; contentType?: string } {
  if (!body) return {}
  if ('json' in body) return { body: JSON.stringify(body.json), contentType: 'application/json' }
  if ('text' in body) return { body: body.text, contentType: body.contentType }
  const form = new FormData()
  for (const [name, value] of Object.entries(body.form)) {
    if (value instanceof Uint8Array) form.append(name, new Blob([new Uint8Array(value)]), 'fuzz.xlsx')
    else form.append(name, String(value))
  }
  return { body: form }
}

describe('contract fuzzing of the built service against its OpenAPI document', () => {
  let url: string
  let close: () => Promise<void>
  let users: Record<'admin' | 'employee', TestUser>
  const knownIds: string[] = []
  const statuses: Record<number, number> = {}
  const checkResponse = createResponseValidator(document as Parameters<typeof createResponseValidator>[0])
  const checkRequest = createRequestValidator(document as Parameters<typeof createRequestValidator>[0])

  beforeAll(async () => {
    ;({ url, close } = await startCaseService())
    const db = await getDb()
    const [admin, employee, sacrificial] = await Promise.all([
      createUser(db, { role: 'admin' }),
      createUser(db, { role: 'kasse_mitarbeiter' }),
      // The only user a DELETE or PUT of /api/admin/users/{id} may reach: not one the fuzzer authenticates as.
      createUser(db, { role: 'kasse_mitarbeiter' }),
    ])
    users = { admin: admin!, employee: employee! }
    const cases = await insertCases(db, [{ datum: '2026-03-02' }, { datum: '2026-03-09', icd10: 'C50.9' }])
    knownIds.push(sacrificial!.id, ...cases.map((row) => row.id))
  })
  afterAll(async () => {
    await close()
    await closeDatabase()
  })

  /** A session of the caller's own per operation: logout, password and profile changes may end the one they run in. */
  const tokenOf = (caller: Caller) => (caller === 'anonymous' ? Promise.resolve(undefined) : tokenFor(users[caller]))

  async function exchange(
    template: string,
    method: string,
    caller: Caller,
    token: string | undefined,
    request: Request,
  ): Promise<string[]> {
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? ''))
    const target = new URL(url + path)
    for (const [name, value] of Object.entries(request.query)) target.searchParams.set(name, value)
    const { body, contentType } = encodeBody(request.body)
    const headers: Record<string, string> = { ...request.headers }
    if (contentType) headers['content-type'] = contentType
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(target, { method: method.toUpperCase(), headers, body, redirect: 'manual' })
    const text = await response.text()
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    const label = `${caller} ${method.toUpperCase()} ${target.pathname}${target.search.slice(0, 200)} → ${response.status}`
    if (response.status >= 500) return [`${label}: server error ${text.slice(0, 300)}`]
    const problems = checkResponse({
      method: method.toUpperCase(),
      url: target.href,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: text,
      headers: response.headers,
    })
    if (request.body && 'json' in request.body && response.status < 400) {
      const refused = checkRequest({ method, url: target.href, json: request.body.json })
      if (refused.length > 0) problems.push(`${label}: accepted a body the document refuses: ${refused.join('; ')}`)
    }
    return problems.map((problem) => `${label}: ${problem}`)
  }

  it('answers every operation, valid and hostile input, as every caller, as documented and without a 5xx', async () => {
    const work = operations.flatMap(({ template, method, operation }, index) =>
      (['admin', 'employee', 'anonymous'] as const).map((caller, callerIndex) => async () => {
        const token = await tokenOf(caller)
        const requests = fc.sample(requestArbitrary(operation, knownIds), {
          seed: SEED + index * 3 + callerIndex,
          numRuns: RUNS_PER_AUTH,
        })
        const problems: string[] = []
        for (const request of requests) problems.push(...(await exchange(template, method, caller, token, request)))
        return problems
      }),
    )
    const problems: string[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < work.length) problems.push(...(await work[next++]!()))
      }),
    )
    console.info(
      `contract fuzzing: ${work.length * RUNS_PER_AUTH} requests over ${operations.length} operations; statuses ${JSON.stringify(statuses)}`,
    )
    expect(problems).toEqual([])
  })
})
