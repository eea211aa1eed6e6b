import { describe, expect, it } from 'vitest'
import { PROBLEM_TYPE_BASE } from '@case/http/apiError'
import { insertCase } from '../harness/fixtures/cases'
import { useCaseApi } from '../harness/useCaseApi'
import type { ApiResult } from '../harness/caseApi'

const LOGIN_LIMIT = 2
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = String(LOGIN_LIMIT)

const NIL_UUID = '00000000-0000-4000-8000-000000000000'

/** An RFC 9457 problem with the service's `code`, answered for `path`. */
function expectProblem(res: ApiResult, status: number, code: string, path: string) {
  expect(res.status, res.text).toBe(status)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  expect(res.body).toMatchObject({
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title: expect.any(String),
    status,
    detail: expect.any(String),
    instance: path,
    code,
  })
}

describe('HTTP conventions (issue 32)', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  describe('errors are application/problem+json', () => {
    it('400, 401, 403, 404, 422 and 429 answer a problem with type, title, status, detail and instance', async () => {
      const malformed = await api.post('/api/auth/login', {
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      })
      expectProblem(malformed, 400, 'malformed_json', '/api/auth/login')
      expectProblem(await api.get('/api/cases'), 401, 'token_missing', '/api/cases')
      expectProblem(
        await api.get('/api/admin/users', { token: ctx.employee.token }),
        403,
        'forbidden',
        '/api/admin/users',
      )
      expectProblem(
        await api.get(`/api/cases/${NIL_UUID}`, { token: ctx.admin.token }),
        404,
        'not_found',
        `/api/cases/${NIL_UUID}`,
      )
      const invalid = await api.post('/api/admin/users', { token: ctx.admin.token, json: { email: 'not-an-address' } })
      expectProblem(invalid, 422, 'validation_error', '/api/admin/users')
      expect(invalid.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]))
      expect(invalid.body.title).toBe('Validation error')
    })

    it('429 keeps Retry-After next to the problem', async () => {
      const attempt = () =>
        api.post('/api/auth/login', { json: { email: 'nobody@example.org', password: 'whatever-password' } })
      for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt()).status).toBe(401)
      const limited = await attempt()
      expectProblem(limited, 429, 'rate_limited', '/api/auth/login')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    })
  })

  describe('paths and methods', () => {
    it('an unknown /api path answers a 404 problem for GET and POST, not an HTML page', async () => {
      expectProblem(await api.get('/api/no-such-thing'), 404, 'unknown_path', '/api/no-such-thing')
      expectProblem(await api.get('/api'), 404, 'unknown_path', '/api')
      expectProblem(
        await api.post('/api/cases/extra/segments', { token: ctx.admin.token, json: {} }),
        404,
        'unknown_path',
        '/api/cases/extra/segments',
      )
      // The catch-all does not shadow real routes, static or [param].
      expect((await api.get('/api/health')).status).toBe(200)
      expect((await api.get(`/api/cases/${NIL_UUID}`, { token: ctx.admin.token })).body.code).toBe('not_found')
    })

    it('a method the route does not serve answers 405 with Allow; OPTIONS names the served ones', async () => {
      const res = await api.delete('/api/cases', { token: ctx.admin.token })
      expectProblem(res, 405, 'method_not_allowed', '/api/cases')
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      const users = await api.post(`/api/admin/users/${NIL_UUID}`, { token: ctx.admin.token })
      expect(users.status).toBe(405)
      expect(users.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS')
      const options = await api.raw('/api/admin/users', { method: 'OPTIONS' })
      expect(options.status).toBe(204)
      expect(options.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
      const postOnly = await api.put('/api/auth/login')
      expect(postOnly.headers.get('allow')).toBe('POST, OPTIONS')
    })
  })

  describe('unknown input is refused', () => {
    it('an unknown query parameter is a 400 naming it, on routes with and without a query', async () => {
      // A misspelt filter (the filter is `fallgruppe`) must not quietly list every group.
      const queue = await api.get('/api/coding/queue?gruppe=Onko-Intensiv', { token: ctx.admin.token })
      expectProblem(queue, 400, 'unknown_query_parameter', '/api/coding/queue')
      expect(queue.body.errors).toEqual([{ field: 'gruppe', message: 'Unknown query parameter' }])
      expect(queue.body.detail).toContain('gruppe')
      const me = await api.get('/api/auth/me?verbose=1', { token: ctx.admin.token })
      expectProblem(me, 400, 'unknown_query_parameter', '/api/auth/me')
      expect(me.body.errors).toEqual([{ field: 'verbose', message: 'Unknown query parameter' }])
      // Known parameters still pass.
      expect((await api.get('/api/coding/queue?page_size=1', { token: ctx.admin.token })).status).toBe(200)
    })

    it('an unknown body field is a 422 naming it, on every route', async () => {
      const user = await api.post('/api/admin/users', {
        token: ctx.admin.token,
        json: {
          email: 'extra@example.org',
          name: 'Extra',
          role: 'admin',
          password: 'Correct-Horse-Battery-42!',
          nickname: 'x',
        },
      })
      expectProblem(user, 422, 'validation_error', '/api/admin/users')
      expect(user.body.errors).toEqual([{ field: 'nickname', message: 'Unknown field' }])
      const profile = await api.put('/api/auth/profile', {
        token: ctx.employee.token,
        json: { name: 'N', shoe_size: 44 },
      })
      expectProblem(profile, 422, 'validation_error', '/api/auth/profile')
      expect(profile.body.errors).toEqual([{ field: 'shoe_size', message: 'Unknown field' }])
      const batch = await api.post('/api/coding/batch', { token: ctx.admin.token, json: { items: [], dry_run: true } })
      expect(batch.status).toBe(422)
      expect(batch.body.errors).toEqual(expect.arrayContaining([{ field: 'dry_run', message: 'Unknown field' }]))
    })
  })

  describe('headers', () => {
    it('a 201 carries Location, the path of what was created', async () => {
      const created = await api.post('/api/admin/users', {
        token: ctx.admin.token,
        json: {
          email: 'located@example.org',
          name: 'Located',
          role: 'kasse_mitarbeiter',
          password: 'Correct-Horse-Battery-42!',
        },
      })
      expect(created.status).toBe(201)
      expect(created.headers.get('location')).toBe(`/api/admin/users/${created.body.id}`)
      expect((await api.get(created.headers.get('location')!, { token: ctx.admin.token })).body.id).toBe(
        created.body.id,
      )
    })

    it('every answer, success or problem, is Cache-Control: no-store', async () => {
      const row = await insertCase(ctx.db)
      for (const res of [
        await api.get(`/api/cases/${row.id}`, { token: ctx.admin.token }),
        await api.get('/api/health'),
        await api.get('/api/cases'),
        await api.get('/api/nowhere'),
      ]) {
        expect(res.headers.get('cache-control')).toBe('no-store')
      }
    })

    it('X-Request-Id is echoed when valid and generated (a UUID) otherwise', async () => {
      const echoed = await api.get('/api/health', { headers: { 'x-request-id': 'client-42.a_b' } })
      expect(echoed.headers.get('x-request-id')).toBe('client-42.a_b')
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
      const invalid = await api.get('/api/cases', { headers: { 'x-request-id': 'no spaces allowed' } })
      expect(invalid.headers.get('x-request-id')).toMatch(uuid)
      const tooLong = await api.get('/api/health', { headers: { 'x-request-id': 'x'.repeat(129) } })
      expect(tooLong.headers.get('x-request-id')).toMatch(uuid)
      const none = await api.get('/api/health')
      expect(none.headers.get('x-request-id')).toMatch(uuid)
      expect(none.headers.get('x-request-id')).not.toBe(tooLong.headers.get('x-request-id'))
    })
  })
})
