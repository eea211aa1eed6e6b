import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import { useCaseApi } from '../harness/useCaseApi'

type Operation = { method: string; path: string; roles?: string[] }

/** Every operation that takes a JSON body, from the OpenAPI document (so a new one is covered too). */
function jsonOperations(): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(buildOpenApiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const { requestBody, 'x-roles': roles } = operation as {
        requestBody?: { content: Record<string, unknown> }
        'x-roles'?: string[]
      }
      if (requestBody?.content['application/json']) operations.push({ method: method.toUpperCase(), path, roles })
    }
  }
  return operations
}

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/**
 * Issue 28 #8: a JSON body nested 4 000 deep answered 500 on every JSON operation (a recursive scan
 * ran out of stack), and a JSON body of any size was read in full, also on the public refresh route.
 */
describe('attack: nesting and size of JSON bodies', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  const operations = jsonOperations()

  it('covers at least the 17 JSON operations of the attack', () => {
    expect(operations.length).toBeGreaterThanOrEqual(17)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    'a deeply nested body is a 422 on %s',
    async (_, { method, path, roles }) => {
      const token = roles?.includes('admin') === false ? ctx.employee.token : ctx.admin.token
      const url = path.replace(/\{[^}]+\}/g, randomUUID())
      for (const body of [nestedArrays(4_000), nestedObjects(4_000), nestedArrays(200_000)]) {
        const res = await api.raw(url, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        })
        expect(res.status, `${method} ${url}`).toBe(422)
        expect((await res.json()).code).toBe('validation_error')
      }
    },
  )

  it('a body over 1 MB is refused with 413 by its Content-Length, also without authentication', async () => {
    const body = JSON.stringify({ refresh_token: 'x', padding: 'a'.repeat(2 * 1024 * 1024) })
    const res = await api.raw('/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe('payload_too_large')
  })

  it('a streamed body without Content-Length is answered with 413 once it passes 1 MB, before the client has finished', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const timer = setTimeout(() => {
        req.destroy()
        reject(new Error('no answer within 5 s: the server is still reading the body'))
      }, 5_000)
      const req = httpRequest(
        `${ctx.url}/api/auth/refresh`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => {
            clearTimeout(timer)
            req.destroy()
            resolve({ status: res.statusCode!, body })
          })
        },
      )
      req.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
      )
      // 1.5 MB of a string that never closes, and the request is never ended: only a capped reader answers.
      req.write('{"refresh_token":"')
      for (let i = 0; i < 24; i++) req.write('a'.repeat(64 * 1024))
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).code).toBe('payload_too_large')
  })
})
