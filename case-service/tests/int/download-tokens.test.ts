import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { authConfig, jwtKey } from '@case/features/auth/config'
import { DOWNLOAD_PATHS, DOWNLOAD_ROUTES } from '@case/features/auth/downloadToken'
import { buildOpenApiDocument } from '@case/http/openapiDocument'
import { downloadLink } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

/** Issue 11 #12: `?token=` takes only short-lived download tokens bound to one path. */
describe('download tokens', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  it('issues a token valid for at most 60 seconds that opens exactly the requested download', async () => {
    const issued = await api.post('/api/auth/download-token', {
      token: ctx.admin.token,
      json: { path: '/api/cases/coding-template' },
    })
    expect(issued.status, issued.text).toBe(200)
    const ttl = new Date(issued.body.expires_at).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
    expect((await api.raw(`/api/cases/coding-template?token=${issued.body.token}`)).status).toBe(200)
  })

  it('an access token in the query is refused, and a download token is no Bearer token', async () => {
    expect((await api.raw(`/api/cases/coding-template?token=${ctx.admin.token}`)).status).toBe(401)
    const link = await downloadLink(api, ctx.admin.token, '/api/cases/coding-template')
    const downloadToken = new URL(link, ctx.url).searchParams.get('token')!
    expect((await api.get('/api/auth/me', { token: downloadToken })).status).toBe(401)
    expect((await api.get('/api/cases', { token: downloadToken })).status).toBe(401)
  })

  it('is bound to its path and query: another report id or another download route is refused', async () => {
    const link = await downloadLink(
      api,
      ctx.employee.token,
      '/api/reports/download?id=00000000-0000-4000-8000-000000000001',
    )
    const token = new URL(link, ctx.url).searchParams.get('token')!
    const other = await api.raw(`/api/reports/download?id=00000000-0000-4000-8000-000000000002&token=${token}`)
    expect(other.status).toBe(401)
    expect((await other.json()).code).toBe('download_token_invalid')
    expect((await api.raw(`/api/cases/coding-template?token=${token}`)).status).toBe(401)
    // Same target, parameters in any order: the token fits (and the unknown report is a 404 after authentication).
    expect((await api.raw(link)).status).toBe(404)
  })

  it('an expired download token is refused', async () => {
    const now = Date.now() - 120_000
    const expired = await new SignJWT({ path: '/api/cases/coding-template', iat_ms: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'download+jwt' })
      .setSubject(ctx.admin.id)
      .setIssuer(authConfig.issuer)
      .setAudience(authConfig.audience)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 60)
      .sign(jwtKey())
    expect((await api.raw(`/api/cases/coding-template?token=${expired}`)).status).toBe(401)
  })

  it('is only issued for download routes of this service, and only to a signed-in caller', async () => {
    for (const path of [
      '/api/cases',
      '/api/auth/me',
      'https://evil.example/api/reports/download',
      '//evil.example/api/reports/download',
      'api/reports/download',
    ]) {
      const res = await api.post('/api/auth/download-token', { token: ctx.admin.token, json: { path } })
      expect(res.status, path).toBe(422)
    }
    expect((await api.post('/api/auth/download-token', { json: { path: '/api/cases/coding-template' } })).status).toBe(
      401,
    )
  })

  it('the list of download routes and their roles match the contracts that take ?token=', () => {
    const document = buildOpenApiDocument()
    const withQueryToken = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.values(operations).some((operation) =>
        (operation as { parameters: { name: string }[] }).parameters.some((p) => p.name === 'token'),
      )
        ? [path]
        : [],
    )
    expect(withQueryToken.sort()).toEqual([...DOWNLOAD_PATHS].sort())
    expect(document.paths['/api/auth/download-token']).toBeDefined()
    // A token is issued only to the roles its route admits (issue 28 #13).
    for (const path of DOWNLOAD_PATHS) {
      expect(DOWNLOAD_ROUTES[path] ?? undefined, path).toEqual(
        (document.paths[path] as { get: { 'x-roles'?: string[] } }).get['x-roles'],
      )
    }
  })
})
