import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '@case/db/client'
import { caseClient, startCaseService } from '../harness/caseApi'

describe('GET /api/openapi.json', () => {
  let server: Awaited<ReturnType<typeof startCaseService>>
  beforeAll(async () => {
    server = await startCaseService()
  })
  afterAll(async () => {
    await server.close()
    await closeDatabase()
  })

  it('is an OpenAPI 3.1 document with the auth, admin and notification endpoints and their schemas', async () => {
    const res = await caseClient(server.url).get('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.body
    expect(doc.openapi).toBe('3.1.0')
    for (const [method, route] of [
      ['post', '/api/auth/login'],
      ['post', '/api/auth/refresh'],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/change-password'],
      ['post', '/api/auth/register'],
      ['post', '/api/auth/mfa/setup'],
      ['post', '/api/auth/mfa/verify'],
      ['post', '/api/auth/mfa/disable'],
      ['get', '/api/auth/me'],
      ['put', '/api/auth/profile'],
      ['post', '/api/auth/avatar'],
      ['delete', '/api/auth/avatar'],
      ['get', '/api/admin/users'],
      ['post', '/api/admin/users'],
      ['get', '/api/admin/users/{id}'],
      ['put', '/api/admin/users/{id}'],
      ['delete', '/api/admin/users/{id}'],
      ['post', '/api/admin/users/{id}/mfa/reset'],
      ['get', '/api/admin/invitations'],
      ['post', '/api/admin/invitations'],
      ['delete', '/api/admin/invitations/{id}'],
      ['get', '/api/admin/audit-log'],
      ['get', '/api/notifications'],
      ['put', '/api/notifications/{id}/read'],
      ['put', '/api/notifications/read-all'],
    ] as const) {
      expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined()
    }
    const login = doc.paths['/api/auth/login'].post
    expect(login.security).toEqual([])
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(doc.paths['/api/admin/users'].get['x-roles']).toEqual(['admin'])
    const auditParams = doc.paths['/api/admin/audit-log'].get.parameters.map((p: { name: string }) => p.name)
    expect(auditParams).toEqual(
      expect.arrayContaining(['action', 'user_id', 'case_id', 'from', 'to', 'page_size', 'cursor', 'include_total']),
    )
    expect(auditParams).not.toContain('page')
    expect(doc.paths['/api/admin/audit-log'].get.responses['200'].headers.Link).toEqual({
      $ref: '#/components/headers/Link',
    })
    const avatar = doc.paths['/api/auth/avatar'].post.requestBody.content['multipart/form-data'].schema
    expect(avatar.properties.avatar).toMatchObject({ type: 'string', format: 'binary' })
  })
})
