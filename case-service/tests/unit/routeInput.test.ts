import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineContract } from '@case/http/contract'
import { route } from '@case/http/route'

const ID = '6f1c2f4e-8a0b-4c5d-9e7f-0a1b2c3d4e5f'
const base = {
  path: '/api/things/{id}',
  summary: 'A thing',
  tags: ['test'],
  auth: 'none' as const,
  responses: { 200: { description: 'ok' } },
}

const echo = route(
  defineContract({
    ...base,
    method: 'PUT',
    params: z.object({ id: z.uuid() }),
    resource: 'Thing',
    query: z.object({ dry_run: z.enum(['true', 'false']).default('false') }),
    body: z.object({ name: z.string().max(5), size: z.number().int().default(1) }),
  }),
  async ({ params, query, body }) => Response.json({ params, query, body }),
)

const optional = route(
  defineContract({ ...base, method: 'POST', body: z.object({ reason: z.string().optional() }), bodyOptional: true }),
  async ({ body }) => Response.json(body),
)

const custom = route(
  defineContract({
    ...base,
    method: 'POST',
    body: z.object({ items: z.array(z.string()) }),
    parseBody: (json) => {
      const items = (json as { items?: unknown }).items
      if (!Array.isArray(items)) throw new Error('parseBody was handed the raw JSON without the items list')
      return items.length
    },
  }),
  async ({ body }) => Response.json({ count: body }),
)

const reportLike = route(
  defineContract({
    ...base,
    method: 'GET',
    params: z.object({ id: z.uuid() }),
    resource: 'Report',
    notFoundCode: 'report_not_found',
  }),
  async () => new Response(null, { status: 204 }),
)

type Served = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call(
  served: Served,
  {
    id = ID,
    query = '',
    body,
    contentType = 'application/json',
  }: { id?: string; query?: string; body?: string; contentType?: string | null } = {},
) {
  const headers: Record<string, string> = contentType === null ? {} : { 'content-type': contentType }
  const request = new Request(`http://service.test/api/things/${id}${query}`, { method: 'POST', headers, body })
  const response = await served(request, { params: Promise.resolve({ id }) })
  return { status: response.status, json: response.status === 204 ? null : await response.json() }
}

describe('route(): path parameters, query and JSON body from the contract', () => {
  it('hands the handler the parsed params, query and body (defaults applied)', async () => {
    expect(await call(echo, { query: '?dry_run=true', body: '{"name":"ab"}' })).toEqual({
      status: 200,
      json: { params: { id: ID }, query: { dry_run: 'true' }, body: { name: 'ab', size: 1 } },
    })
  })

  it('a path segment that does not fit names nothing: 404 with the resource, before the body is read', async () => {
    expect(await call(echo, { id: 'not-a-uuid', body: 'not json' })).toMatchObject({
      status: 404,
      json: { detail: 'Thing not found', code: 'not_found', instance: '/api/things/not-a-uuid' },
    })
    expect((await call(reportLike, { id: '1' })).json).toMatchObject({
      type: 'https://docs.case-service.example/problems/report_not_found',
      title: 'Report not found',
      status: 404,
      detail: 'Report not found',
      code: 'report_not_found',
    })
  })

  it('refuses a non-JSON content type with 415, malformed JSON with 400, an off-schema body with 422', async () => {
    expect((await call(echo, { body: 'name=ab', contentType: 'application/x-www-form-urlencoded' })).json.code).toBe(
      'unsupported_media_type',
    )
    expect(await call(echo, { body: '{"name":', contentType: 'application/json' })).toMatchObject({
      status: 400,
      json: { code: 'malformed_json' },
    })
    expect(await call(echo, { body: '{"name":"too long"}' })).toMatchObject({
      status: 422,
      json: { errors: [{ field: 'name' }] },
    })
    expect(await call(echo, { body: '{"name":"a\\u0000"}' })).toMatchObject({
      status: 422,
      json: { errors: [{ field: 'name', message: expect.stringMatching(/NUL/) }] },
    })
  })

  it('an off-schema query is a 422', async () => {
    expect(await call(echo, { query: '?dry_run=maybe', body: '{"name":"ab"}' })).toMatchObject({
      status: 422,
      json: { errors: [{ field: 'dry_run' }] },
    })
  })

  it('an unknown query parameter is a 400 naming it, also where the contract has no query', async () => {
    expect(await call(echo, { query: '?dry_run=true&dryrun=true', body: '{"name":"ab"}' })).toMatchObject({
      status: 400,
      json: { code: 'unknown_query_parameter', errors: [{ field: 'dryrun' }] },
    })
    expect(await call(reportLike, { query: '?a=1&b=2' })).toMatchObject({
      status: 400,
      json: { code: 'unknown_query_parameter', detail: 'Unknown query parameters: a, b' },
    })
  })

  it('an unknown body field is a 422 naming it, at any depth, though no schema is strict itself', async () => {
    expect(await call(echo, { body: '{"name":"ab","colour":"red"}' })).toMatchObject({
      status: 422,
      json: { code: 'validation_error', errors: [{ field: 'colour', message: 'Unknown field' }] },
    })
    const nested = route(
      defineContract({
        ...base,
        method: 'POST',
        body: z.object({ items: z.array(z.object({ n: z.number() })).optional() }),
      }),
      async ({ body }) => Response.json(body),
    )
    expect(await call(nested, { body: '{"items":[{"n":1,"m":2}]}' })).toMatchObject({
      status: 422,
      json: { errors: [{ field: 'items.0.m', message: 'Unknown field' }] },
    })
    expect(await call(nested, { body: '{"items":[{"n":1}]}' })).toEqual({ status: 200, json: { items: [{ n: 1 }] } })
  })

  it('an optional body may be left out entirely, but a sent one is still checked', async () => {
    expect(await call(optional, { contentType: null })).toEqual({ status: 200, json: {} })
    expect(await call(optional, { body: '{"reason":"why"}' })).toEqual({ status: 200, json: { reason: 'why' } })
    expect((await call(optional, { body: '{"reason":1}' })).status).toBe(422)
  })

  it('parseBody replaces the schema for bodies with errors of their own, after the JSON checks', async () => {
    expect(await call(custom, { body: '{"items":["a","b"]}' })).toEqual({ status: 200, json: { count: 2 } })
    expect((await call(custom, { body: '{', contentType: 'application/json' })).status).toBe(400)
  })
})
