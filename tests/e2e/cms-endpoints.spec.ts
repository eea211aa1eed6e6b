import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Every family of the CMS's custom endpoints once, against the production build (`next build` +
 * `next start` on the seeded database): a bundling defect in an endpoint cannot hide behind the
 * integration tests, which call the handlers without a build.
 */
const admin = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026',
}
const tenantAdminAlpha = {
  email: (process.env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE || 'tenant-admin-{tenant}@example.com').replace(
    '{tenant}',
    'alpha',
  ),
  password: process.env.SEED_TENANT_ADMIN_PASSWORD || 'Mandant-Demo-Passwort-2026',
}

async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: account })
  expect(response.status(), await response.text()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

async function tenantId(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<number> {
  const response = await request.get(`/api/tenants?where[slug][equals]=${slug}&depth=0`, { headers: auth })
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0]!.id
}

test.describe('CMS custom endpoints on the production build', () => {
  test('send-email refuses anonymous callers', async ({ request }) => {
    const response = await request.post('/api/send-email', {
      data: { tenant: 1, to: 'a@example.test', subject: 'x', text: 'x' },
    })
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: expect.any(String) }] })
  })

  test('e-mail logs: export (CSV, JSON) and stats for the seeded super admin', async ({ request }) => {
    const auth = await login(request, admin)
    const csv = await request.get('/api/email-logs/export?format=csv', { headers: auth })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect((await csv.text()).split('\r\n')[0]).toBe(
      '"id","createdAt","sentAt","status","via","source","tenant","to","subject","messageId","error"',
    )
    const json = await request.get('/api/email-logs/export?format=json', { headers: auth })
    expect(Array.isArray(await json.json())).toBe(true)
    const stats = await request.get('/api/email-logs/stats?from=2026-01-01', { headers: auth })
    expect(stats.status()).toBe(200)
    expect(await stats.json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      total: expect.any(Number),
      byStatus: { sent: expect.any(Number), failed: expect.any(Number) },
    })
    expect((await request.get('/api/email-logs/stats?to=9999-12-31', { headers: auth })).status()).toBe(400)
  })

  test('forms: a public submission is stored; an oversized body gets 413 before parsing', async ({ request }) => {
    const auth = await login(request, admin)
    const forms = await request.get('/api/forms?where[title][equals]=Kontakt %26 Terminanfrage&depth=0', {
      headers: auth,
    })
    const form = ((await forms.json()) as { docs: { id: number }[] }).docs[0]!
    const submitted = await request.post('/api/form-submissions/submit', {
      data: {
        form: form.id,
        submissionData: [
          { field: 'name', value: 'E2E Besucher' },
          { field: 'email', value: 'e2e@example.test' },
          { field: 'message', value: 'Termin;=2*21;Rueckruf' },
        ],
      },
    })
    expect(submitted.status(), await submitted.text()).toBe(201)
    expect(await submitted.json()).toEqual({ message: 'Submitted' })
    const oversized = await request.post('/api/form-submissions/submit', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ form: form.id, submissionData: [{ field: 'name', value: 'x'.repeat(100_000) }] }),
    })
    expect(oversized.status()).toBe(413)
  })

  test('downloads: track counts and redirects to the file', async ({ request }) => {
    const auth = await login(request, admin)
    const list = await request.get('/api/downloads?limit=1&depth=0&sort=id', { headers: auth })
    const download = ((await list.json()) as { docs: { id: number; downloadCount?: number | null }[] }).docs[0]!
    const tracked = await request.get(`/api/downloads/${download.id}/track`, { maxRedirects: 0 })
    expect(tracked.status()).toBe(302)
    expect(tracked.headers()['location']).toMatch(/\.pdf$/)
    const after = await request.get(`/api/downloads/${download.id}?depth=0`, { headers: auth })
    expect(((await after.json()) as { downloadCount: number }).downloadCount).toBe((download.downloadCount ?? 0) + 1)
    expect((await request.get('/api/downloads/99999999999/track')).status()).toBe(400)
  })

  // The public APIs and their deprecated aliases on the collection routes (docs/public-apis.md).
  for (const base of ['/api/public', '/api']) {
    test(`team: public list and vCard (${base}/team)`, async ({ request }) => {
      const list = await request.get(`${base}/team?tenant=alpha`)
      expect(list.status()).toBe(200)
      const body = (await list.json()) as { tenant: string; docs: { slug: string; vcardUrl: string | null }[] }
      expect(body.tenant).toBe('alpha')
      const member = body.docs.find((doc) => doc.vcardUrl)!
      const vcard = await request.get(member.vcardUrl!)
      expect(vcard.status()).toBe(200)
      expect(vcard.headers()['content-type']).toContain('text/vcard')
      expect(await vcard.text()).toMatch(/^BEGIN:VCARD/)
      expect((await request.get(`${base}/team/%00/vcard?tenant=alpha`)).status()).toBe(400)
    })

    test(`timelines and workflows: public lists of a tenant (${base}/…)`, async ({ request }) => {
      const timelines = await request.get(`${base}/timelines?tenant=alpha&groupByYear=true`)
      expect(timelines.status()).toBe(200)
      expect(await timelines.json()).toMatchObject({
        tenant: 'alpha',
        docs: expect.arrayContaining([expect.objectContaining({ slug: 'unsere-geschichte', groupByYear: true })]),
      })
      expect(timelines.headers()['deprecation'] === undefined).toBe(base === '/api/public')
      const workflows = await request.get(`${base}/workflows?tenant=alpha`)
      expect(workflows.status()).toBe(200)
      expect(await workflows.json()).toMatchObject({
        tenant: 'alpha',
        docs: expect.arrayContaining([
          expect.objectContaining({ slug: 'implantatbehandlung', statistics: expect.any(Object) }),
        ]),
      })
      expect((await request.get(`${base}/timelines?tenant=alpha&slug=%00`)).status()).toBe(400)
    })
  }

  test('tenants: export only for that tenant’s admins; deletion refused without confirm', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const rootAuth = await login(request, admin)
    const alpha = await tenantId(request, rootAuth, 'alpha')
    const beta = await tenantId(request, rootAuth, 'beta')
    const alphaAdmin = await login(request, tenantAdminAlpha)
    const own = await request.get(`/api/tenants/${alpha}/export`, { headers: alphaAdmin })
    expect(own.status()).toBe(200)
    expect(own.headers()['content-disposition']).toContain('tenant-alpha.json')
    const foreign = await request.get(`/api/tenants/${beta}/export`, { headers: alphaAdmin })
    expect(foreign.status()).toBe(403)
    expect(await foreign.text()).not.toContain('Beta Fotostudio')
    // A fresh context: `request` now carries the login cookie.
    const anonymous = await playwright.request.newContext({ baseURL })
    expect((await anonymous.get(`/api/tenants/${beta}/export`)).status()).toBe(401)
    await anonymous.dispose()
    const unconfirmed = await request.delete(`/api/tenants/${beta}`, { headers: rootAuth })
    expect(unconfirmed.status()).toBeGreaterThanOrEqual(400)
    expect(await unconfirmed.text()).toContain('?confirm=beta')
    expect((await request.get(`/api/tenants/${beta}`, { headers: rootAuth })).status()).toBe(200)
  })

  test('Payload core routes answer 400 for malformed ids and pages (route guard in the build)', async ({ request }) => {
    for (const path of ['/api/posts/abc', '/api/posts/99999999999', '/api/posts?page=-5', '/api/team?tenant=%00']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message: expect.any(String) }] })
    }
  })
})
