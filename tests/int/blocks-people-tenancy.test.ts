import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restLogin, startCmsApi } from '../helpers/cmsServer'
import { restErrorPaths, validationPaths } from '../helpers/fixtures/content'
import { api, createEditor, createTenants, PASSWORD } from '../helpers/fixtures/platform'
import { getTestPayload } from '../helpers/payload'

describe('favorites, series, series detail and org chart blocks reference only their own tenant; reporting lines have no cycles', () => {
  let payload: Payload
  let server: Awaited<ReturnType<typeof startCmsApi>>
  let alpha: number
  let token: string
  const own = { favorite: 0, series: 0, member: 0 }
  const foreign = { ...own }

  beforeAll(async () => {
    payload = await getTestPayload()
    server = await startCmsApi()
    const tenants = await createTenants(payload)
    alpha = tenants.alpha
    for (const [ids, tenant, name] of [[own, tenants.alpha, 'Alpha'], [foreign, tenants.beta, 'Beta']] as const) {
      ids.favorite = (await payload.create({ collection: 'favorites', data: { tenant, title: `Zahnbürste ${name}`, category: 'care', affiliateNetwork: 'amazon' } })).id
      ids.series = (await payload.create({ collection: 'series', data: { tenant, title: `Serie ${name}` } })).id
      ids.member = (await payload.create({ collection: 'team', data: { tenant, name: `Leitung ${name}`, role: 'Leitung' } })).id
    }
    await createEditor(payload, alpha, 'people-editor@alpha.test')
    token = await restLogin(server.url, 'people-editor@alpha.test', PASSWORD)
  })
  afterAll(() => server.close())

  const layout = (ids: typeof own) => [
    { blockType: 'favorites', source: 'manual', favorites: [ids.favorite] },
    { blockType: 'series', source: 'manual', series: [ids.series] },
    { blockType: 'seriesDetail', series: ids.series },
    { blockType: 'orgChart', root: ids.member },
    { blockType: 'teamFilter' },
  ]
  const FOREIGN_PATHS = ['layout.0.favorites', 'layout.1.series', 'layout.2.series', 'layout.3.root']

  it('REST: an editor cannot save a page whose blocks point at the other tenant’s favorite, series or team member', async () => {
    const refused = await api(server.url, '/api/pages', { token, body: { title: 'Fremde Leute', tenant: alpha, _status: 'published', layout: layout(foreign) } })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual(FOREIGN_PATHS)
    expect(await payload.count({ collection: 'pages', where: { title: { equals: 'Fremde Leute' } } })).toMatchObject({ totalDocs: 0 })

    const saved = await api(server.url, '/api/pages', { token, body: { title: 'Eigene Leute', tenant: alpha, _status: 'published', layout: layout(own) } })
    expect(saved.status).toBe(201)
  })

  it('Local API with access overridden is held to the same rule, also for post blocks', async () => {
    const paths = await validationPaths(payload.create({ collection: 'posts', data: { title: 'Fremde Serie', tenant: alpha, layout: layout(foreign) as never } }))
    expect(paths.sort()).toEqual(FOREIGN_PATHS)
  })

  it('REST: reportsTo refuses the other tenant’s member and a reporting cycle, and stores neither', async () => {
    const middle = await payload.create({ collection: 'team', data: { tenant: alpha, name: 'Mitte', role: 'Team', reportsTo: own.member } })
    const bottom = await payload.create({ collection: 'team', data: { tenant: alpha, name: 'Unten', role: 'Team', reportsTo: middle.id } })

    const crossTenant = await api(server.url, `/api/team/${bottom.id}`, { method: 'PATCH', token, body: { reportsTo: foreign.member } })
    expect(crossTenant.status).toBe(400)
    expect(restErrorPaths(crossTenant.json)).toEqual(['reportsTo'])

    const cycle = await api(server.url, `/api/team/${own.member}`, { method: 'PATCH', token, body: { reportsTo: bottom.id } })
    expect(cycle.status).toBe(400)
    expect(restErrorPaths(cycle.json)).toEqual(['reportsTo'])
    expect(JSON.stringify(cycle.json)).toContain('Leitung Alpha → Unten → Mitte → Leitung Alpha')

    expect((await payload.findByID({ collection: 'team', id: bottom.id, depth: 0 })).reportsTo).toBe(middle.id)
    expect((await payload.findByID({ collection: 'team', id: own.member, depth: 0 })).reportsTo ?? null).toBeNull()
  })
})
