import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_TENANT_MODULES } from '@/access/tenantModules'
import { type CmsStack, signIn, startCms } from '../helpers/cmsServer'
import { api, createSuperAdmin, createTenant, createUser, graphql } from '../helpers/fixtures/platform'

const withoutPortfolio = ALL_TENANT_MODULES.filter((module) => module !== 'portfolio')

describe('tenant modules: a disabled module is refused on the API and hidden for that tenant’s users only', () => {
  let payload: Payload
  let server: CmsStack['server']
  let alpha: number
  let beta: number
  let alphaCategory: number
  let superToken: string
  let alphaAdminToken: string
  let alphaEditorToken: string
  let betaEditorToken: string
  let bothEditorToken: string

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    alpha = (await createTenant(payload, 'alpha', { modules: withoutPortfolio })).id
    beta = (await createTenant(payload, 'beta')).id
    await createSuperAdmin(payload)
    await createUser(payload, 'admin@alpha.test', [{ tenant: alpha, roles: ['admin'] }])
    await createUser(payload, 'editor@alpha.test', [{ tenant: alpha, roles: ['editor'] }])
    await createUser(payload, 'editor@beta.test', [{ tenant: beta, roles: ['editor'] }])
    await createUser(payload, 'editor@both.test', [
      { tenant: alpha, roles: ['editor'] },
      { tenant: beta, roles: ['editor'] },
    ])
    alphaCategory = (await payload.create({ collection: 'portfolio-categories', data: { name: 'Implantate', slug: 'implantate', tenant: alpha } })).id
    await payload.create({ collection: 'portfolio-categories', data: { name: 'Hochzeit', slug: 'hochzeit', tenant: beta } })
    superToken = await signIn(server, 'root@platform.test')
    alphaAdminToken = await signIn(server, 'admin@alpha.test')
    alphaEditorToken = await signIn(server, 'editor@alpha.test')
    betaEditorToken = await signIn(server, 'editor@beta.test')
    bothEditorToken = await signIn(server, 'editor@both.test')
  })
  afterAll(() => server.close())

  it('gives a new tenant every module, so nothing disappears until a super admin switches it off', async () => {
    const created = await api(server.url, '/api/tenants', { token: superToken, body: { name: 'Gamma', slug: 'gamma' } })
    expect(created.status, created.text).toBe(201)
    expect(created.json.doc.modules).toEqual(ALL_TENANT_MODULES)
  })

  it('answers 403 with a message naming the module on list, read and create (German by default, English on request)', async () => {
    const list = await api(server.url, '/api/portfolio-categories', { token: alphaEditorToken })
    expect(list.status).toBe(403)
    expect(list.json.errors[0].message).toContain('Das Modul „Portfolio“ ist für Ihre Mandanten nicht freigeschaltet')
    // With `data`: Payload's error formatter keeps the message only then in a minified production build.
    expect(list.json.errors[0].data).toEqual({ module: 'portfolio' })

    const read = await api(server.url, `/api/portfolio-categories/${alphaCategory}`, { token: alphaEditorToken, headers: { 'accept-language': 'en' } })
    expect(read.status).toBe(403)
    expect(read.json.errors[0].message).toContain('The “Portfolio” module is not enabled for your tenants')
    expect(read.text).not.toContain('Implantate')

    const create = await api(server.url, '/api/portfolio-categories', { token: alphaEditorToken, body: { name: 'Neu', slug: 'neu', tenant: alpha } })
    expect(create.status).toBe(403)
    const update = await api(server.url, `/api/portfolio-categories/${alphaCategory}`, { method: 'PATCH', token: alphaEditorToken, body: { name: 'Geändert' } })
    expect(update.status).toBe(403)
    const remove = await api(server.url, `/api/portfolio-categories/${alphaCategory}`, { method: 'DELETE', token: alphaEditorToken })
    expect(remove.status).toBe(403)
    expect((await payload.findByID({ collection: 'portfolio-categories', id: alphaCategory })).name).toBe('Implantate')

    // Projects belong to the same module; GraphQL goes through the same operations.
    expect((await api(server.url, '/api/projects', { token: alphaEditorToken })).status).toBe(403)
    const gql = await graphql(server.url, alphaEditorToken, '{ PortfolioCategories { docs { name } } }')
    expect(gql.text).not.toContain('Implantate')
    expect(gql.json.errors?.[0]?.message).toContain('Portfolio')
  })

  it('leaves the tenant’s other modules working', async () => {
    expect((await api(server.url, '/api/pages', { token: alphaEditorToken })).status).toBe(200)
    const tag = await api(server.url, '/api/tags', { token: alphaEditorToken, body: { name: 'Prophylaxe', slug: 'prophylaxe', tenant: alpha } })
    expect(tag.status, tag.text).toBe(201)
  })

  it('hides the module’s collections in the editor’s permissions (the nav), not in the other tenant’s', async () => {
    const alphaAccess = await api(server.url, '/api/access', { token: alphaEditorToken })
    // Payload drops denied permissions from the answer; the nav shows only collections with `read`.
    expect(alphaAccess.json.collections['portfolio-categories']?.read).toBeFalsy()
    expect(alphaAccess.json.collections.portfolios?.read).toBeFalsy()
    expect(alphaAccess.json.collections.pages.read).toBeTruthy()
    const betaAccess = await api(server.url, '/api/access', { token: betaEditorToken })
    expect(betaAccess.json.collections['portfolio-categories'].read).toBeTruthy()
  })

  it('hides fields that point only into a disabled module, so the admin never loads them', async () => {
    await payload.update({ collection: 'tenants', id: alpha, data: { modules: withoutPortfolio.filter((module) => module !== 'videoHub') } })
    try {
      const series = await payload.create({ collection: 'series', data: { title: 'Prophylaxe', slug: 'prophylaxe', tenant: alpha } })
      const video = await payload.create({
        collection: 'videos',
        data: { title: 'Zähneputzen', slug: 'zaehneputzen', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', series: series.id, tenant: alpha },
      })
      const read = await api(server.url, `/api/videos/${video.id}?depth=0`, { token: alphaEditorToken })
      expect(read.status, read.text).toBe(200)
      expect(read.json.title).toBe('Zähneputzen')
      expect(read.json).not.toHaveProperty('series')
      const access = await api(server.url, '/api/access', { token: alphaEditorToken })
      expect(access.json.collections.videos.fields.series?.read).toBeFalsy()
      const bySuperAdmin = await api(server.url, `/api/videos/${video.id}?depth=0`, { token: superToken })
      expect(bySuperAdmin.json.series).toBe(series.id)
    } finally {
      await payload.update({ collection: 'tenants', id: alpha, data: { modules: withoutPortfolio } })
    }
  })

  it('leaves other tenants unaffected: their editor lists and creates only their own documents', async () => {
    const list = await api(server.url, '/api/portfolio-categories', { token: betaEditorToken })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toEqual(['Hochzeit'])
    const create = await api(server.url, '/api/portfolio-categories', { token: betaEditorToken, body: { name: 'Portrait', slug: 'portrait', tenant: beta } })
    expect(create.status, create.text).toBe(201)
  })

  it('limits an editor of both tenants to the tenant that has the module', async () => {
    const list = await api(server.url, '/api/portfolio-categories?limit=50', { token: bothEditorToken })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).not.toContain('Implantate')
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toContain('Hochzeit')
    expect((await api(server.url, `/api/portfolio-categories/${alphaCategory}`, { token: bothEditorToken })).status).toBe(404)
    const inAlpha = await api(server.url, '/api/portfolio-categories', { token: bothEditorToken, body: { name: 'Veneers', slug: 'veneers', tenant: alpha } })
    expect(inAlpha.status).toBe(403)
    const inBeta = await api(server.url, '/api/portfolio-categories', { token: bothEditorToken, body: { name: 'Familie', slug: 'familie', tenant: beta } })
    expect(inBeta.status, inBeta.text).toBe(201)
  })

  it('leaves super admins unaffected, across tenants', async () => {
    const list = await api(server.url, '/api/portfolio-categories?limit=50', { token: superToken })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toEqual(expect.arrayContaining(['Implantate', 'Hochzeit']))
    const create = await api(server.url, '/api/portfolio-categories', { token: superToken, body: { name: 'Kronen', slug: 'kronen', tenant: alpha } })
    expect(create.status, create.text).toBe(201)
  })

  it('lets only super admins change a tenant’s modules', async () => {
    const byTenantAdmin = await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: alphaAdminToken, body: { modules: ALL_TENANT_MODULES } })
    expect(byTenantAdmin.status, byTenantAdmin.text).toBe(200)
    expect((await payload.findByID({ collection: 'tenants', id: alpha })).modules).toEqual(withoutPortfolio)
    expect((await api(server.url, '/api/portfolio-categories', { token: alphaEditorToken })).status).toBe(403)

    const bySuperAdmin = await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: superToken, body: { modules: ALL_TENANT_MODULES } })
    expect(bySuperAdmin.status, bySuperAdmin.text).toBe(200)
    expect((await api(server.url, '/api/portfolio-categories', { token: alphaEditorToken })).status).toBe(200)
    await payload.update({ collection: 'tenants', id: alpha, data: { modules: withoutPortfolio } })
  })

  it('accepts only a six-digit hex accent colour, with the reason in the request’s language', async () => {
    const bad = await api(server.url, `/api/tenants/${beta}`, { method: 'PATCH', token: superToken, body: { brandColor: 'blue' }, headers: { 'accept-language': 'en' } })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('six-digit hex value')
    const good = await api(server.url, `/api/tenants/${beta}`, { method: 'PATCH', token: alphaAdminToken, body: { brandColor: '#0f766e' } })
    expect(good.status).toBe(403)
    const own = await api(server.url, `/api/tenants/${alpha}`, { method: 'PATCH', token: alphaAdminToken, body: { brandColor: '#0F766E' } })
    expect(own.status, own.text).toBe(200)
    expect(own.json.doc.brandColor).toBe('#0F766E')
  })
})
