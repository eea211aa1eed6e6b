import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_TENANT_MODULES } from '@/access/tenantModules'
import { api, graphql } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

const withoutPortfolio = ALL_TENANT_MODULES.filter((module) => module !== 'portfolio')

describe('tenant modules: a disabled module is refused on the API and hidden for that tenant’s users only', () => {
  const cms = useCms({
    tenants: { alpha: { modules: withoutPortfolio }, beta: {} },
    users: {
      root: ROOT_USER,
      alphaAdmin: { email: 'admin@alpha.test', roles: { alpha: ['admin'] } },
      alphaEditor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
      betaEditor: { email: 'editor@beta.test', roles: { beta: ['editor'] } },
      bothEditor: { email: 'editor@both.test', roles: { alpha: ['editor'], beta: ['editor'] } },
    },
  })
  let alphaCategory: number

  beforeAll(async () => {
    alphaCategory = (
      await cms.payload.create({
        collection: 'portfolio-categories',
        data: { name: 'Implantate', slug: 'implantate', tenant: cms.tenants.alpha },
      })
    ).id
    await cms.payload.create({
      collection: 'portfolio-categories',
      data: { name: 'Hochzeit', slug: 'hochzeit', tenant: cms.tenants.beta },
    })
  })

  it('gives a new tenant every module, so nothing disappears until a super admin switches it off', async () => {
    const created = await api(cms.url, '/api/tenants', {
      token: cms.tokens.root,
      body: { name: 'Gamma', slug: 'gamma' },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.json.doc.modules).toEqual(ALL_TENANT_MODULES)
  })

  it('answers 403 with a message naming the module on list, read and create (German by default, English on request)', async () => {
    const list = await api(cms.url, '/api/portfolio-categories', { token: cms.tokens.alphaEditor })
    expect(list.status).toBe(403)
    expect(list.json.errors[0].message).toContain('Das Modul „Portfolio“ ist für Ihre Mandanten nicht freigeschaltet')
    // With `data`: Payload's error formatter keeps the message only then in a minified production build.
    expect(list.json.errors[0].data).toEqual({ module: 'portfolio' })

    const read = await api(cms.url, `/api/portfolio-categories/${alphaCategory}`, {
      token: cms.tokens.alphaEditor,
      headers: { 'accept-language': 'en' },
    })
    expect(read.status).toBe(403)
    expect(read.json.errors[0].message).toContain('The “Portfolio” module is not enabled for your tenants')
    expect(read.text).not.toContain('Implantate')

    const create = await api(cms.url, '/api/portfolio-categories', {
      token: cms.tokens.alphaEditor,
      body: { name: 'Neu', slug: 'neu', tenant: cms.tenants.alpha },
    })
    expect(create.status).toBe(403)
    const update = await api(cms.url, `/api/portfolio-categories/${alphaCategory}`, {
      method: 'PATCH',
      token: cms.tokens.alphaEditor,
      body: { name: 'Geändert' },
    })
    expect(update.status).toBe(403)
    const remove = await api(cms.url, `/api/portfolio-categories/${alphaCategory}`, {
      method: 'DELETE',
      token: cms.tokens.alphaEditor,
    })
    expect(remove.status).toBe(403)
    expect((await cms.payload.findByID({ collection: 'portfolio-categories', id: alphaCategory })).name).toBe(
      'Implantate',
    )

    // Projects belong to the same module; GraphQL goes through the same operations.
    expect((await api(cms.url, '/api/projects', { token: cms.tokens.alphaEditor })).status).toBe(403)
    const gql = await graphql(cms.url, cms.tokens.alphaEditor, '{ PortfolioCategories { docs { name } } }')
    expect(gql.text).not.toContain('Implantate')
    expect(gql.json.errors?.[0]?.message).toContain('Portfolio')
  })

  it('leaves the tenant’s other modules working', async () => {
    expect((await api(cms.url, '/api/pages', { token: cms.tokens.alphaEditor })).status).toBe(200)
    const tag = await api(cms.url, '/api/tags', {
      token: cms.tokens.alphaEditor,
      body: { name: 'Prophylaxe', slug: 'prophylaxe', tenant: cms.tenants.alpha },
    })
    expect(tag.status, tag.text).toBe(201)
  })

  it('hides the module’s collections in the editor’s permissions (the nav), not in the other tenant’s', async () => {
    const alphaAccess = await api(cms.url, '/api/access', { token: cms.tokens.alphaEditor })
    // Payload drops denied permissions from the answer; the nav shows only collections with `read`.
    expect(alphaAccess.json.collections['portfolio-categories']?.read).toBeFalsy()
    expect(alphaAccess.json.collections.portfolios?.read).toBeFalsy()
    expect(alphaAccess.json.collections.pages.read).toBeTruthy()
    const betaAccess = await api(cms.url, '/api/access', { token: cms.tokens.betaEditor })
    expect(betaAccess.json.collections['portfolio-categories'].read).toBeTruthy()
  })

  it('hides fields that point only into a disabled module, so the admin never loads them', async () => {
    await cms.payload.update({
      collection: 'tenants',
      id: cms.tenants.alpha,
      data: { modules: withoutPortfolio.filter((module) => module !== 'videoHub') },
    })
    try {
      const series = await cms.payload.create({
        collection: 'series',
        data: { title: 'Prophylaxe', slug: 'prophylaxe', tenant: cms.tenants.alpha },
      })
      const video = await cms.payload.create({
        collection: 'videos',
        data: {
          title: 'Zähneputzen',
          slug: 'zaehneputzen',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          series: series.id,
          tenant: cms.tenants.alpha,
        },
      })
      const read = await api(cms.url, `/api/videos/${video.id}?depth=0`, { token: cms.tokens.alphaEditor })
      expect(read.status, read.text).toBe(200)
      expect(read.json.title).toBe('Zähneputzen')
      expect(read.json).not.toHaveProperty('series')
      const access = await api(cms.url, '/api/access', { token: cms.tokens.alphaEditor })
      expect(access.json.collections.videos.fields.series?.read).toBeFalsy()
      const bySuperAdmin = await api(cms.url, `/api/videos/${video.id}?depth=0`, { token: cms.tokens.root })
      expect(bySuperAdmin.json.series).toBe(series.id)
    } finally {
      await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { modules: withoutPortfolio } })
    }
  })

  it('leaves other tenants unaffected: their editor lists and creates only their own documents', async () => {
    const list = await api(cms.url, '/api/portfolio-categories', { token: cms.tokens.betaEditor })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toEqual(['Hochzeit'])
    const create = await api(cms.url, '/api/portfolio-categories', {
      token: cms.tokens.betaEditor,
      body: { name: 'Portrait', slug: 'portrait', tenant: cms.tenants.beta },
    })
    expect(create.status, create.text).toBe(201)
  })

  it('limits an editor of both tenants to the tenant that has the module', async () => {
    const list = await api(cms.url, '/api/portfolio-categories?limit=50', { token: cms.tokens.bothEditor })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).not.toContain('Implantate')
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toContain('Hochzeit')
    expect(
      (await api(cms.url, `/api/portfolio-categories/${alphaCategory}`, { token: cms.tokens.bothEditor })).status,
    ).toBe(404)
    const inAlpha = await api(cms.url, '/api/portfolio-categories', {
      token: cms.tokens.bothEditor,
      body: { name: 'Veneers', slug: 'veneers', tenant: cms.tenants.alpha },
    })
    expect(inAlpha.status).toBe(403)
    const inBeta = await api(cms.url, '/api/portfolio-categories', {
      token: cms.tokens.bothEditor,
      body: { name: 'Familie', slug: 'familie', tenant: cms.tenants.beta },
    })
    expect(inBeta.status, inBeta.text).toBe(201)
  })

  it('leaves super admins unaffected, across tenants', async () => {
    const list = await api(cms.url, '/api/portfolio-categories?limit=50', { token: cms.tokens.root })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toEqual(
      expect.arrayContaining(['Implantate', 'Hochzeit']),
    )
    const create = await api(cms.url, '/api/portfolio-categories', {
      token: cms.tokens.root,
      body: { name: 'Kronen', slug: 'kronen', tenant: cms.tenants.alpha },
    })
    expect(create.status, create.text).toBe(201)
  })

  it('lets only super admins change a tenant’s modules', async () => {
    const byTenantAdmin = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.alphaAdmin,
      body: { modules: ALL_TENANT_MODULES },
    })
    expect(byTenantAdmin.status, byTenantAdmin.text).toBe(200)
    expect((await cms.payload.findByID({ collection: 'tenants', id: cms.tenants.alpha })).modules).toEqual(
      withoutPortfolio,
    )
    expect((await api(cms.url, '/api/portfolio-categories', { token: cms.tokens.alphaEditor })).status).toBe(403)

    const bySuperAdmin = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { modules: ALL_TENANT_MODULES },
    })
    expect(bySuperAdmin.status, bySuperAdmin.text).toBe(200)
    expect((await api(cms.url, '/api/portfolio-categories', { token: cms.tokens.alphaEditor })).status).toBe(200)
    await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { modules: withoutPortfolio } })
  })

  it('keeps a switched-off module’s public documents from anonymous readers: REST list, by id, GraphQL', async () => {
    const list = await api(cms.url, '/api/portfolio-categories?limit=50')
    expect(list.status, list.text).toBe(200)
    const slugs = list.json.docs.map((doc: { slug: string }) => doc.slug)
    expect(slugs).toContain('hochzeit')
    expect(slugs).not.toContain('implantate')
    expect((await api(cms.url, `/api/portfolio-categories/${alphaCategory}`)).status).toBe(404)
    const viaGraphql = await graphql(cms.url, undefined, '{ PortfolioCategories(limit: 50) { docs { slug } } }')
    expect(viaGraphql.json.data.PortfolioCategories.docs).toEqual(slugs.map((slug: string) => ({ slug })))
    // Switched on again, the documents are public again: the switch hides, it deletes nothing.
    await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { modules: ALL_TENANT_MODULES } })
    try {
      const again = await api(cms.url, '/api/portfolio-categories?limit=50')
      expect(again.json.docs.map((doc: { slug: string }) => doc.slug)).toContain('implantate')
    } finally {
      await cms.payload.update({ collection: 'tenants', id: cms.tenants.alpha, data: { modules: withoutPortfolio } })
    }
  })

  it('accepts only a six-digit hex accent colour, with the reason in the request’s language', async () => {
    const bad = await api(cms.url, `/api/tenants/${cms.tenants.beta}`, {
      method: 'PATCH',
      token: cms.tokens.root,
      body: { brandColor: 'blue' },
      headers: { 'accept-language': 'en' },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('six-digit hex value')
    const good = await api(cms.url, `/api/tenants/${cms.tenants.beta}`, {
      method: 'PATCH',
      token: cms.tokens.alphaAdmin,
      body: { brandColor: '#0f766e' },
    })
    expect(good.status).toBe(403)
    const own = await api(cms.url, `/api/tenants/${cms.tenants.alpha}`, {
      method: 'PATCH',
      token: cms.tokens.alphaAdmin,
      body: { brandColor: '#0F766E' },
    })
    expect(own.status, own.text).toBe(200)
    expect(own.json.doc.brandColor).toBe('#0F766E')
  })
})
