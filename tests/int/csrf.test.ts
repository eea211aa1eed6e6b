import { describe, expect, it } from 'vitest'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms, useSmtpServer } from '../helpers/useCms'

/**
 * The cross-site request forgery from the attack report: a page on a foreign origin makes the
 * admin's browser post a multipart form (no CORS preflight) to /api/send-email with the session
 * cookie. Payload's `csrf` list must make the cookie worthless from there.
 */
describe('CSRF and CORS allowlists: the CMS URL and the tenants’ domains', () => {
  const smtp = useSmtpServer()
  const cms = useCms({
    tenants: () => ({
      alpha: {
        domains: [{ domain: 'alpha.test' }],
        smtp: { host: '127.0.0.1', port: smtp.port, fromAddress: 'praxis@alpha.test' },
      },
    }),
    users: { admin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } }, root: ROOT_USER },
  })
  const cookie = () => `payload-token=${cms.tokens.admin}`

  /** What a browser sends for a plain HTML form post with enctype=multipart/form-data. */
  const formPost = (origin: string, subject: string) => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ tenant: cms.tenants.alpha, to: 'opfer@example.test', subject, text: 'x' }))
    return fetch(`${cms.url}/api/send-email`, {
      method: 'POST',
      headers: { cookie: cookie(), origin, 'sec-fetch-site': 'cross-site' },
      body: form,
    })
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
    const get = (site: string) =>
      fetch(`${cms.url}/api/users/me`, { headers: { cookie: cookie(), 'sec-fetch-site': site } })
    expect((await (await get('cross-site')).json()).user).toBeNull()
    expect((await (await get('same-origin')).json()).user?.email).toBe('admin@alpha.test')
  })

  it('allows a domain added to a tenant at once, and only lets allowed origins read responses', async () => {
    expect((await formPost('https://neu.alpha.test', 'Vor der Domain')).status).toBe(401)
    const patched = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { domains: [{ domain: 'alpha.test' }, { domain: 'neu.alpha.test' }] },
    })
    expect(patched.status, patched.text).toBe(200)
    expect((await formPost('https://neu.alpha.test', 'Nach der Domain')).status).toBe(200)

    const preflight = (origin: string) =>
      fetch(`${cms.url}/api/send-email`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await preflight('https://neu.alpha.test')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://neu.alpha.test')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
  })
})
