import { describe, expect, it } from 'vitest'
import { createUser, downloadLink, loginAs } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

/**
 * Issue 28 #13: a download token opened its file twice within its minute; an employee was issued a
 * token for the admin-only coding template (refused only at download); an access token stayed
 * valid for up to 15 minutes after its session was logged out.
 */
describe('attack: case service tokens', () => {
  const ctx = useCaseApi()
  const { api } = ctx

  it('a download token opens its file once; the second use is a 401', async () => {
    const link = await downloadLink(api, ctx.admin.token, '/api/cases/coding-template')
    expect((await api.raw(link)).status).toBe(200)
    const again = await api.raw(link)
    expect(again.status).toBe(401)
    expect((await again.json()).code).toBe('download_token_invalid')
  })

  it('a download token is issued only to a role the download route admits', async () => {
    const refused = await api.post('/api/auth/download-token', {
      token: ctx.employee.token,
      json: { path: '/api/cases/coding-template' },
    })
    expect(refused.status, refused.text).toBe(403)
    expect(refused.body.code).toBe('forbidden')
    const reports = await api.post('/api/auth/download-token', {
      token: ctx.employee.token,
      json: { path: '/api/reports/download?id=00000000-0000-4000-8000-000000000001' },
    })
    expect(reports.status, reports.text).toBe(200)
  })

  it('after logout the access token of that session is refused at once; other sessions live on', async () => {
    const user = await createUser(ctx.db, { role: 'admin' })
    const [session, other] = [
      await loginAs(api, user.email, user.password),
      await loginAs(api, user.email, user.password),
    ]
    const link = await downloadLink(api, session.access_token, '/api/cases/coding-template')
    expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(200)

    const logout = await api.post('/api/auth/logout', {
      token: session.access_token,
      json: { refresh_token: session.refresh_token },
    })
    expect(logout.status).toBe(204)
    const me = await api.get('/api/auth/me', { token: session.access_token })
    expect(me.status).toBe(401)
    expect(me.body.code).toBe('token_revoked')
    expect((await api.raw(link)).status, 'a download token of the ended session').toBe(401)
    expect((await api.post('/api/auth/refresh', { json: { refresh_token: session.refresh_token } })).status).toBe(401)
    expect((await api.get('/api/auth/me', { token: other.access_token })).status).toBe(200)
  })

  it('logout ends the session of the access token even when the refresh token sent is another one', async () => {
    const user = await createUser(ctx.db, { role: 'kasse_mitarbeiter' })
    const session = await loginAs(api, user.email, user.password)
    const logout = await api.post('/api/auth/logout', {
      token: session.access_token,
      json: { refresh_token: 'not-the-sessions-token' },
    })
    expect(logout.status).toBe(204)
    expect((await api.get('/api/auth/me', { token: session.access_token })).status).toBe(401)
    expect((await api.post('/api/auth/refresh', { json: { refresh_token: session.refresh_token } })).status).toBe(401)
  })
})
