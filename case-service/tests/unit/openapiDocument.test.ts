import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { allContracts } from '@case/features'
import { buildOpenApiDocument } from '@case/http/openapiDocument'

type Response = {
  description: string
  content?: Record<string, { schema: Record<string, unknown> }>
  headers?: Record<string, unknown>
}
type Operation = { responses: Record<string, Response>; security?: unknown[] }

const document = buildOpenApiDocument()
const schemas = document.components.schemas as Record<string, unknown>
const operation = (method: string, path: string) =>
  (document.paths[path] as Record<string, Operation>)[method.toLowerCase()]!
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe('the OpenAPI document derived from the contracts', () => {
  it('lists the statuses each kind of route answers, every error a problem, and the common headers', () => {
    for (const contract of allContracts) {
      const { responses } = operation(contract.method, contract.path)
      const where = `${contract.method} ${contract.path}`
      if (contract.auth !== 'none') expect(responses[401], where).toBeDefined()
      if (contract.roles) expect(responses[403], where).toBeDefined()
      if (contract.params) expect(responses[404], where).toBeDefined()
      if (contract.query || contract.body) expect(responses[422], where).toBeDefined()
      // A bad path parameter is a 404 (route.ts): an operation with no other input cannot answer 422.
      else if (!contract.responses[422]) expect(responses[422], where).toBeUndefined()
      for (const [status, response] of Object.entries(responses)) {
        // The health check's 503 is its JSON status (db down), the one error answer that is not a problem.
        if ((status === 'default' || Number(status) >= 400) && where !== 'GET /api/health')
          expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual(['application/problem+json'])
        expect(response.headers?.['X-Request-Id'], `${where} ${status}`).toBeDefined()
        if (status === '201') expect(response.headers?.Location, where).toBeDefined()
      }
      // Every route refuses query parameters it does not know, and JSON bodies are closed.
      expect(responses[400]?.description, where).toContain('unknown_query_parameter')
      const json = (operation(contract.method, contract.path) as { requestBody?: Response }).requestBody?.content?.[
        'application/json'
      ]
      if (json?.schema.type === 'object') expect(json.schema.additionalProperties, where).toBe(false)
    }
    expect(operation('GET', '/api/cases/my-disclosure-requests').responses[403]!.description).toContain(
      'kasse_mitarbeiter',
    )
  })

  it('declares the media type of binary answers and of the document itself', () => {
    for (const [method, path] of [
      ['GET', '/api/reports/download'],
      ['GET', '/api/cases/coding-template'],
      ['GET', '/api/admin/sync/export'],
    ]) {
      expect(operation(method!, path!).responses[200]!.content?.[XLSX]?.schema).toEqual({
        type: 'string',
        format: 'binary',
      })
    }
    expect(operation('GET', '/api/openapi.json').responses[200]!.content?.['application/json']).toBeDefined()
  })

  it('has the 423 body with locked_until, batch errors pinned to items, and typed report_data', () => {
    const locked = operation('POST', '/api/auth/login').responses[423]!.content!['application/problem+json']!.schema
    expect(locked).toMatchObject({
      required: expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance', 'code', 'locked_until']),
      additionalProperties: false,
    })
    const batch404 = operation('POST', '/api/coding/batch').responses[404]!.content!['application/problem+json']!
      .schema as {
      properties: { errors: { items: { required: string[] } } }
    }
    expect(batch404.properties.errors.items.required).toEqual(
      expect.arrayContaining(['index', 'case_id', 'field', 'message']),
    )
    expect(operation('GET', '/api/reports/{id}/data').responses[200]!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ReportData',
    })
    const reportData = schemas.ReportData as {
      oneOf: unknown[]
      discriminator: { propertyName: string; mapping: Record<string, string> }
    }
    expect(reportData.oneOf).toEqual([
      { $ref: '#/components/schemas/StandardReportData' },
      { $ref: '#/components/schemas/WochenuebersichtReportData' },
    ])
    expect(reportData.discriminator.propertyName).toBe('report_type')
    expect(new Set(Object.values(reportData.discriminator.mapping))).toEqual(
      new Set(reportData.oneOf.map((member) => (member as { $ref: string }).$ref)),
    )
  })

  it('names every resource in components.schemas and refers to it there', () => {
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        ...['Case', 'CaseMasked', 'Report', 'ReportData', 'KPI', 'WeeklyPoint', 'Disclosure', 'User'],
        ...['Invitation', 'AuditEntry', 'Notification', 'Problem', 'LoginResponse'],
      ]),
    )
    const text = JSON.stringify(document)
    expect(text).not.toContain('$defs')
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      expect(schemas, name).toHaveProperty(name!)
    expect(schemas.LoginResponse).toMatchObject({
      discriminator: { propertyName: 'outcome' },
    })
  })

  it('types flags and uploads for generated clients, declares the headers sent, describes every operation', () => {
    const query = (path: string, name: string) =>
      (
        document.paths[path] as Record<string, { parameters: { name: string; schema: Record<string, unknown> }[] }>
      ).get!.parameters.find((parameter) => parameter.name === name)!.schema
    expect(query('/api/cases', 'include_total')).toMatchObject({ type: 'boolean', default: false })
    expect(query('/api/notifications', 'unread')).toMatchObject({ type: 'boolean' })
    for (const path of ['/api/cases/icd-import', '/api/admin/sync/import', '/api/auth/avatar']) {
      const body = (document.paths[path] as Record<string, { requestBody: Response }>).post!.requestBody
      const properties = body.content!['multipart/form-data']!.schema.properties as Record<string, { format: string }>
      expect(Object.values(properties).map((property) => property.format)).toEqual(['binary'])
    }
    expect(operation('POST', '/api/auth/login').responses[429]!.headers).toHaveProperty('Retry-After')
    expect(operation('POST', '/api/auth/login').responses[423]!.headers).toHaveProperty('Retry-After')
    expect(operation('GET', '/api/reports/download').responses[200]!.headers).toHaveProperty('Content-Disposition')
    for (const contract of allContracts) {
      // Each operation states its own; the summary is only the builder's fallback.
      expect(contract.description, `${contract.method} ${contract.path}`).toMatch(/\.$/)
      const { description } = (document.paths[contract.path] as Record<string, { description?: string }>)[
        contract.method.toLowerCase()
      ]!
      expect(description).toContain(contract.description)
    }
    for (const path of ['/api/auth/login', '/api/auth/register'])
      for (const response of Object.values((document.paths[path] as Record<string, Operation>).post!.responses))
        expect(Object.keys(response.headers ?? {}), path).toEqual(
          expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
        )
  })

  it('names the download token as a security scheme, a server and a license', () => {
    expect(document.components.securitySchemes.downloadToken).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'token',
    })
    expect(operation('GET', '/api/reports/download').security).toEqual([{ bearer: [] }, { downloadToken: [] }])
    expect(buildOpenApiDocument({ serverUrl: 'https://cases.example' }).servers).toEqual([
      expect.objectContaining({ url: 'https://cases.example' }),
    ])
    expect(document.info.license.name).toBeTruthy()
  })

  it('has examples for the main operations, each valid against its schema', () => {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false })
    addFormats(ajv)
    ajv.addSchema(document, 'openapi.json')
    const withExamples: { pointer: string; examples: unknown[] }[] = []
    const visit = (node: unknown, pointer: string) => {
      if (!node || typeof node !== 'object') return
      const { examples } = node as { examples?: unknown }
      if (Array.isArray(examples) && !pointer.endsWith('/properties')) withExamples.push({ pointer, examples })
      for (const [key, value] of Object.entries(node))
        visit(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)
    }
    visit(document, '')
    const pointers = withExamples.map(({ pointer }) => pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/components/schemas/Case',
        '/components/schemas/CaseMasked',
        '/components/schemas/Disclosure',
        '/components/schemas/LoginResponse',
        '/paths/~1api~1auth~1login/post/requestBody/content/application~1json/schema',
        '/paths/~1api~1reports~1generate/post/requestBody/content/application~1json/schema',
        '/paths/~1api~1cases~1{id}~1disclosure-requests/post/requestBody/content/application~1json/schema',
      ]),
    )
    for (const { pointer, examples } of withExamples) {
      const validate = ajv.getSchema(`openapi.json#${pointer}`)!
      for (const example of examples)
        expect(validate(example), `${pointer}: ${ajv.errorsText(validate.errors)}`).toBe(true)
    }
  })

  it('gives every JSON operation an example request body and answer, valid against their schemas, without placeholders', () => {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false })
    addFormats(ajv)
    ajv.addSchema(document, 'openapi.json')
    const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')
    // What openapi-sampler writes where a schema gives no example of its own.
    const placeholder = /"string"|-9007199254740991|2019-08-24|"property1"/
    let checked = 0
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>))
      for (const [method, { requestBody, responses }] of Object.entries(
        item as Record<string, Operation & { requestBody?: Response }>,
      )) {
        const media = [
          ['requestBody', requestBody],
          ...Object.entries(responses)
            .filter(([status]) => status.startsWith('2'))
            .map(([status, answer]) => [`responses/${status}`, answer]),
        ] as [string, Response | undefined][]
        for (const [where, part] of media) {
          const json = (part?.content?.['application/json'] as { example?: unknown } | undefined) ?? undefined
          if (!json) continue
          const pointer = `/paths/${escape(path)}/${method}/${where}/content/application~1json/schema`
          expect(json.example, `${method} ${path} ${where}`).toBeDefined()
          expect(JSON.stringify(json.example), `${method} ${path} ${where}`).not.toMatch(placeholder)
          const validate = ajv.getSchema(`openapi.json#${pointer}`)!
          expect(validate(json.example), `${pointer}: ${ajv.errorsText(validate.errors)}`).toBe(true)
          checked++
        }
      }
    expect(checked).toBeGreaterThan(60)
  })

  it('every schema in it is valid JSON Schema 2020-12 (ajv strict mode compiles it)', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateSchema: false })
    addFormats(ajv)
    // The document's own top-level fields are not schema keywords; the schemas inside get strict checks.
    // OpenAPI's discriminator is an annotation for generators; ajv need not check it.
    ajv.addVocabulary([...Object.keys(document), 'discriminator'])
    ajv.addSchema(document, 'openapi.json')
    const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1')
    const pointers = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Operation & { requestBody?: Response }>).flatMap(([method, op]) => [
        ...Object.entries(op.responses).flatMap(([status, response]) =>
          Object.keys(response.content ?? {}).map((type) => [
            'paths',
            path,
            method,
            'responses',
            status,
            'content',
            type,
            'schema',
          ]),
        ),
        ...Object.keys(op.requestBody?.content ?? {}).map((type) => [
          'paths',
          path,
          method,
          'requestBody',
          'content',
          type,
          'schema',
        ]),
      ]),
    )
    expect(pointers.length).toBeGreaterThan(150)
    for (const parts of pointers) {
      expect(() => ajv.compile({ $ref: `openapi.json#/${parts.map(escape).join('/')}` }), parts.join(' ')).not.toThrow()
    }
  }, 60_000)
})
