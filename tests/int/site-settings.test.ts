import { describe, expect, it } from 'vitest'
import { api, demoTenants, graphql } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

/**
 * Site settings (issue 30): one document per tenant; the tenant's admins create and delete it, its editors edit
 * it, the public reads it; nobody writes another tenant's settings or points them at another tenant's pages.
 */
describe('site settings: one per tenant, written only by that tenant', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: {
      alphaAdmin: { email: 'settings-admin@alpha.test', roles: { alpha: ['admin'] } },
      alphaEditor: { email: 'settings-editor@alpha.test', roles: { alpha: ['editor'] } },
      betaAdmin: { email: 'settings-admin@beta.test', roles: { beta: ['admin'] } },
    },
  })

  const create = (token: string, tenant: number, data: Record<string, unknown> = {}) =>
    api(cms.url, '/api/site-settings', { token, body: { tenant, ...data } })

  it('lets the tenant admin create it once, the editor edit it, and the public read it', async () => {
    const created = await create(cms.tokens.alphaAdmin, cms.tenants.alpha, { brand: { primary: '#0f766e' } })
    expect(created.status, created.text).toBe(201)
    const id = created.json.doc.id
    expect((await create(cms.tokens.alphaAdmin, cms.tenants.alpha)).status).toBe(400)
    const edited = await api(cms.url, `/api/site-settings/${id}`, {
      method: 'PATCH',
      token: cms.tokens.alphaEditor,
      body: { brand: { primary: '#7c3aed' } },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(
      (await api(cms.url, `/api/site-settings/${id}`, { method: 'DELETE', token: cms.tokens.alphaEditor })).status,
    ).toBe(403)
    const anonymous = await api(cms.url, `/api/site-settings/${id}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.json.brand.primary).toBe('#7c3aed')
  })

  it('refuses another tenant’s admin over REST and GraphQL, and a settings document in another tenant', async () => {
    const { docs } = await cms.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: cms.tenants.alpha } },
    })
    const id = docs[0]!.id
    const patch = await api(cms.url, `/api/site-settings/${id}`, {
      method: 'PATCH',
      token: cms.tokens.betaAdmin,
      body: { brand: { primary: '#000000' } },
    })
    expect([403, 404]).toContain(patch.status)
    const viaGraphql = await graphql(
      cms.url,
      cms.tokens.betaAdmin,
      `mutation { updateSiteSetting(id: ${id}, data: { brand: { primary: "#000000" } }) { id } }`,
    )
    // Refused by access (Forbidden), not a schema error: the same mutation works for alpha's editor below.
    expect(viaGraphql.json.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(viaGraphql.json.data?.updateSiteSetting ?? null).toBeNull()
    const own = await graphql(
      cms.url,
      cms.tokens.alphaEditor,
      `mutation { updateSiteSetting(id: ${id}, data: { brand: { primary: "#7c3aed" } }) { id } }`,
    )
    expect(own.json.data?.updateSiteSetting?.id, JSON.stringify(own.json)).toBe(id)
    expect((await create(cms.tokens.betaAdmin, cms.tenants.alpha)).status).toBeGreaterThanOrEqual(400)
    const after = await cms.payload.findByID({ collection: 'site-settings', id })
    expect(after.brand?.primary).toBe('#7c3aed')
  })

  it('takes legal pages only from its own tenant, and brand colours only as #rrggbb', async () => {
    const betaPage = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Impressum Beta', slug: 'impressum', tenant: cms.tenants.beta, _status: 'published' },
    })
    const { docs } = await cms.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: cms.tenants.alpha } },
    })
    const foreign = await api(cms.url, `/api/site-settings/${docs[0]!.id}`, {
      method: 'PATCH',
      token: cms.tokens.alphaAdmin,
      body: { imprintPage: betaPage.id },
    })
    expect(foreign.status).toBe(400)
    const badColour = await api(cms.url, `/api/site-settings/${docs[0]!.id}`, {
      method: 'PATCH',
      token: cms.tokens.alphaAdmin,
      body: { brand: { primary: 'red; background: url(x)' } },
      headers: { 'accept-language': 'de' },
    })
    expect(badColour.status).toBe(400)
    expect(badColour.text).toContain('#rrggbb')
  })

  it('keeps the chosen heading and body font, the system font by default, and refuses fonts not offered', async () => {
    const { docs } = await cms.payload.find({
      collection: 'site-settings',
      where: { tenant: { equals: cms.tenants.alpha } },
    })
    expect(docs[0]!.brand).toMatchObject({ headingFont: 'system', bodyFont: 'system' })
    const created = await create(cms.tokens.betaAdmin, cms.tenants.beta, {
      brand: { headingFont: 'montserrat', bodyFont: 'nunito' },
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.doc.id
    const read = await api(cms.url, `/api/site-settings/${id}`)
    expect(read.json.brand).toMatchObject({ headingFont: 'montserrat', bodyFont: 'nunito' })
    const unknown = await api(cms.url, `/api/site-settings/${id}`, {
      method: 'PATCH',
      token: cms.tokens.betaAdmin,
      body: { brand: { bodyFont: 'comic-sans' } },
    })
    expect(unknown.status).toBe(400)
    expect((await cms.payload.findByID({ collection: 'site-settings', id })).brand?.bodyFont).toBe('nunito')
  })
})
