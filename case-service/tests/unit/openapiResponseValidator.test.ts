import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import {
  assertDocumentedExchange,
  createRequestValidator,
  createResponseValidator,
  type ObservedResponse,
} from '../harness/openapiResponseValidator'

const check = createResponseValidator(buildOpenApiDocument() as Parameters<typeof createResponseValidator>[0])
const base = 'http://127.0.0.1:1'
const PROBLEM = 'application/problem+json'
/** A problem body of `code` (RFC 9457 fields as the service fills them) plus `more`. */
const problem = (status: number, code: string, more: Record<string, unknown> = {}) => ({
  type: `https://docs.case-service.example/problems/${code}`,
  title: code,
  status,
  detail: 'x',
  instance: '/api/x',
  code,
  ...more,
})
const answer = (overrides: Partial<ObservedResponse> & { json?: unknown }): ObservedResponse => {
  const { json, ...rest } = overrides
  return {
    method: 'GET',
    url: `${base}/api/health`,
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(json),
    ...rest,
  }
}

describe('the harness response validator (tests/harness/openapiResponseValidator.ts)', () => {
  it('passes answers that match the document', () => {
    expect(check(answer({ json: { status: 'ok', db: 'ok', version: '0.1.0' } }))).toEqual([])
    const locked = problem(423, 'account_locked', { locked_until: '2026-11-23T02:00:00.000Z' })
    const login = { method: 'POST', url: `${base}/api/auth/login`, contentType: PROBLEM }
    expect(check(answer({ ...login, status: 423, json: locked }))).toEqual([])
    const batchItem = problem(404, 'not_found', {
      errors: [{ index: 0, case_id: null, field: 'case_id', message: 'Case not found' }],
    })
    const batch = { method: 'POST', url: `${base}/api/coding/batch`, contentType: PROBLEM }
    expect(check(answer({ ...batch, status: 404, json: batchItem }))).toEqual([])
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    expect(check(answer({ url: `${base}/api/cases/coding-template?token=t`, contentType: xlsx, body: '' }))).toEqual([])
  })

  it('fails on a field the schema does not know, a wrong type and a missing field', () => {
    const problems = check(answer({ json: { status: 'ok', db: 'ok', version: 1, uptime: 5 } }))
    expect(problems.join('\n')).toMatch(/version must be string/)
    expect(problems.join('\n')).toMatch(/must NOT have additional properties.*uptime/)
    expect(check(answer({ json: { status: 'ok', db: 'ok' } })).join('\n')).toMatch(
      /must have required property 'version'/,
    )
    // The batch 404 pins errors to items; a plain error body with an unknown field is refused.
    const stray = problem(404, 'not_found', { hint: 'reload' })
    const batch = { method: 'POST', url: `${base}/api/coding/batch`, contentType: PROBLEM }
    expect(check(answer({ ...batch, status: 404, json: stray }))).not.toEqual([])
    // Errors are problems: the same body as plain JSON, or without its RFC 9457 fields, does not match.
    expect(check(answer({ ...batch, contentType: 'application/json', status: 404, json: stray })).join('\n')).toMatch(
      /content type application\/json not documented/,
    )
    const bare = { detail: 'x', code: 'not_found' }
    expect(check(answer({ ...batch, status: 404, json: bare })).join('\n')).toMatch(/required property 'type'/)
  })

  it('fails on an undocumented status, operation, content type or body', () => {
    expect(check(answer({ status: 418, contentType: PROBLEM, json: problem(418, 'teapot') })).join('\n')).toMatch(
      /status not documented/,
    )
    expect(check(answer({ method: 'PATCH', json: {} })).join('\n')).toMatch(/no such operation/)
    expect(check(answer({ url: `${base}/api/nowhere`, json: {} })).join('\n')).toMatch(/no such operation/)
    expect(check(answer({ contentType: 'text/html', body: '<p>ok</p>' })).join('\n')).toMatch(
      /content type text\/html not documented/,
    )
    expect(
      check(answer({ method: 'DELETE', url: `${base}/api/auth/avatar`, status: 204, json: { ok: true } })).join('\n'),
    ).toMatch(/without a body/)
  })

  it('passes the refusals no operation documents only as problems of their code: 404 unknown_path, 405 method_not_allowed', () => {
    const unknown = { url: `${base}/api/nowhere`, status: 404, contentType: PROBLEM }
    expect(check(answer({ ...unknown, json: problem(404, 'unknown_path') }))).toEqual([])
    expect(check(answer({ ...unknown, json: problem(404, 'not_found') })).join('\n')).toMatch(/expected unknown_path/)
    const wrongMethod = { method: 'PATCH', status: 405, contentType: PROBLEM }
    expect(check(answer({ ...wrongMethod, json: problem(405, 'method_not_allowed') }))).toEqual([])
    expect(check(answer({ ...wrongMethod, json: { code: 'method_not_allowed' } })).join('\n')).toMatch(/required/)
    expect(check(answer({ method: 'OPTIONS', status: 204, body: '' }))).toEqual([])
  })

  it('fails when a header the document marks required is missing: X-Request-Id, Location on a 201', () => {
    const health = { status: 'ok', db: 'ok', version: '0.1.0' }
    expect(check(answer({ json: health, headers: new Headers({ 'x-request-id': 'r' }) }))).toEqual([])
    expect(check(answer({ json: health, headers: new Headers() })).join('\n')).toMatch(/X-Request-Id missing/)
    const created = { method: 'POST', url: `${base}/api/admin/users`, status: 201, json: {} }
    expect(check(answer({ ...created, headers: new Headers({ 'x-request-id': 'r' }) })).join('\n')).toMatch(
      /Location missing/,
    )
  })

  it('picks the static path before a {parameter} one, as Next routes', () => {
    const page = { items: [], has_more: false, next_cursor: null, page_size: 50 }
    expect(check(answer({ url: `${base}/api/cases/pending-icd`, json: page }))).toEqual([])
  })
})

describe('the harness request-body check (tests/harness/openapiResponseValidator.ts)', () => {
  const checkBody = createRequestValidator(buildOpenApiDocument() as Parameters<typeof createRequestValidator>[0])
  const login = `${base}/api/auth/login`
  const credentials = { email: 'admin@example.org', password: 'Correct-Horse-Battery-42!' }

  it('passes a body that matches the operation’s requestBody schema', () => {
    expect(checkBody({ method: 'POST', url: login, json: credentials })).toEqual([])
    expect(
      checkBody({
        method: 'PUT',
        url: `${base}/api/admin/users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
        json: { active: false },
      }),
    ).toEqual([])
  })

  it('names what is wrong with a body, and a body sent where the operation takes none', () => {
    expect(checkBody({ method: 'POST', url: login, json: { email: 'admin@example.org' } }).join('\n')).toMatch(
      /must have required property 'password'/,
    )
    expect(checkBody({ method: 'POST', url: login, json: { ...credentials, email: 42 } }).join('\n')).toMatch(
      /\/email must be string/,
    )
    expect(checkBody({ method: 'DELETE', url: `${base}/api/auth/avatar`, json: {} }).join('\n')).toMatch(
      /documents no JSON body/,
    )
    expect(checkBody({ method: 'POST', url: `${base}/api/nowhere`, json: {} }).join('\n')).toMatch(/no such operation/)
  })

  it('lets a refused body pass only with a 4xx answer', () => {
    const refusal = answer({
      method: 'POST',
      url: login,
      status: 422,
      contentType: PROBLEM,
      json: problem(422, 'validation_error'),
    })
    const problems = checkBody({ method: 'POST', url: login, json: { email: 'admin@example.org' } })
    expect(() => assertDocumentedExchange(refusal, problems)).not.toThrow()
    const accepted = answer({ method: 'POST', url: `${base}/api/auth/logout`, status: 204, body: '' })
    expect(() =>
      assertDocumentedExchange(accepted, ['POST /api/auth/logout request body: /refresh_token must be string']),
    ).toThrow(/answered 204 to a request body/)
    expect(() => assertDocumentedExchange(accepted, [])).not.toThrow()
  })
})
