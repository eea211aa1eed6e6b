import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser, startSmtpServer } from '../helpers/fixtures/platform'

/**
 * The cross-site request forgery from the attack report: a page on a foreign origin makes the
 * admin's browser post a multipart form (no CORS preflight) to /api/send-email with the session
 * cookie. Payload's `csrf` list must make the cookie worthless from there.
 */
describe('CSRF and CORS allowlists: the CMS URL and the tenants’ domains', () => {
  let payload: Payload
  let server: CmsStack['server']
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let alpha: number
  let cookie: string
  let rootToken: string

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    smtp = await startSmtpServer()
    alpha = (await createTenant(payload, 'alpha', { domains: [{ domain: 'alpha.test' }], smtp: { host: '127.0.0.1', port: smtp.port, fromAddress: 'praxis@alpha.test' } })).id
    await createUser(payload, 'admin@alpha.test', [{ tenant: alpha, roles: ['admin'] }])
    await createSuperAdmin(payload)
    cookie = `payload-token=${await signIn(server, 'admin@alpha.test')}`
    rootToken = await signIn(server, 'root@platform.test')
  })
  afterAll(async () => {
    await Promise.all([server.close(), smtp.close()])
  })

  /** What a browser sends for a plain HTML form post with enctype=multipart/form-data. */
  const formPost = (origin: string, subject: string) => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ tenant: alpha, to: 'opfer@example.test', subject, text: 'x' }))
    return fetch(`${server.url}/api/send-email`, { method: 'POST', headers: { cookie, origin, 'sec-fetch-site': 'cross-site' }, body: form })
  }
  const subjects = () => smtp.received.map((mail) => mail.subject)

  it('ignores the session cookie on a cross-origin multipart post: nothing is sent', async () => {
    const response = await formPost('http://evil.example', 'Gefaelscht')
    expect(response.status).toBe(401)
    expect(subjects()).not.toContain('Gefaelscht')
  })

  it('accepts the same post from the CMS’s own URL and from a tenant domain', async () => {
    const ownUrl = `http://localhost:${process.env.PORT || '3000'}`
    expect((await formPost(ownUrl, 'Vom CMS')).status).toBe(200)
    expect((await formPost('https://alpha.test', 'Von der Praxis-Seite')).status).toBe(200)
    expect(subjects()).toEqual(expect.arrayContaining(['Vom CMS', 'Von der Praxis-Seite']))
  })

  it('refuses a cookie without Origin from another site, and allows it for the same site', async () => {
    const get = (site: string) => fetch(`${server.url}/api/users/me`, { headers: { cookie, 'sec-fetch-site': site } })
    expect((await (await get('cross-site')).json()).user).toBeNull()
    expect((await (await get('same-origin')).json()).user?.email).toBe('admin@alpha.test')
  })

  it('allows a domain added to a tenant at once, and only lets allowed origins read responses', async () => {
    expect((await formPost('https://neu.alpha.test', 'Vor der Domain')).status).toBe(401)
    const patched = await api(server.url, `/api/tenants/${alpha}`, {
      method: 'PATCH',
      token: rootToken,
      body: { domains: [{ domain: 'alpha.test' }, { domain: 'neu.alpha.test' }] },
    })
    expect(patched.status, patched.text).toBe(200)
    expect((await formPost('https://neu.alpha.test', 'Nach der Domain')).status).toBe(200)

    const preflight = (origin: string) =>
      fetch(`${server.url}/api/send-email`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await preflight('https://neu.alpha.test')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://neu.alpha.test')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
  })
})
