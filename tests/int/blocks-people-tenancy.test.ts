import { beforeAll, describe, expect, it } from 'vitest'
import { expectForeignBlocksRefused, restErrorPaths, validationPaths } from '../helpers/fixtures/content'
import { api, demoTenants } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

describe('favorites, series, series detail and org chart blocks reference only their own tenant; reporting lines have no cycles', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: { editor: { email: 'people-editor@alpha.test', roles: { alpha: ['editor'] } } },
  })
  const own = { favorite: 0, series: 0, member: 0 }
  const foreign = { ...own }

  beforeAll(async () => {
    const { tenants } = cms
    for (const [ids, tenant, name] of [
      [own, tenants.alpha, 'Alpha'],
      [foreign, tenants.beta, 'Beta'],
    ] as const) {
      ids.favorite = (
        await cms.payload.create({
          collection: 'favorites',
          data: { tenant, title: `Zahnbürste ${name}`, category: 'care', affiliateNetwork: 'amazon' },
        })
      ).id
      ids.series = (await cms.payload.create({ collection: 'series', data: { tenant, title: `Serie ${name}` } })).id
      ids.member = (
        await cms.payload.create({ collection: 'team', data: { tenant, name: `Leitung ${name}`, role: 'Leitung' } })
      ).id
    }
  })

  const layout = (ids: typeof own) => [
    { blockType: 'favorites', source: 'manual', favorites: [ids.favorite] },
    { blockType: 'series', source: 'manual', series: [ids.series] },
    { blockType: 'seriesDetail', series: ids.series },
    { blockType: 'orgChart', root: ids.member },
    { blockType: 'teamFilter' },
  ]
  const FOREIGN_PATHS = ['layout.0.favorites', 'layout.1.series', 'layout.2.series', 'layout.3.root']

  it('REST: an editor cannot save a page whose blocks point at the other tenant’s favorite, series or team member', async () => {
    await expectForeignBlocksRefused(
      cms,
      {
        foreign: { title: 'Fremde Leute', layout: layout(foreign) },
        own: { title: 'Eigene Leute', layout: layout(own) },
      },
      FOREIGN_PATHS,
    )
  })

  it('Local API with access overridden is held to the same rule, also for post blocks', async () => {
    const paths = await validationPaths(
      cms.payload.create({
        collection: 'posts',
        data: { title: 'Fremde Serie', tenant: cms.tenants.alpha, layout: layout(foreign) as never },
      }),
    )
    expect(paths.sort()).toEqual(FOREIGN_PATHS)
  })

  it('REST: reportsTo refuses the other tenant’s member and a reporting cycle, and stores neither', async () => {
    const middle = await cms.payload.create({
      collection: 'team',
      data: { tenant: cms.tenants.alpha, name: 'Mitte', role: 'Team', reportsTo: own.member },
    })
    const bottom = await cms.payload.create({
      collection: 'team',
      data: { tenant: cms.tenants.alpha, name: 'Unten', role: 'Team', reportsTo: middle.id },
    })

    const crossTenant = await api(cms.url, `/api/team/${bottom.id}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { reportsTo: foreign.member },
    })
    expect(crossTenant.status).toBe(400)
    expect(restErrorPaths(crossTenant.json)).toEqual(['reportsTo'])

    const cycle = await api(cms.url, `/api/team/${own.member}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { reportsTo: bottom.id },
    })
    expect(cycle.status).toBe(400)
    expect(restErrorPaths(cycle.json)).toEqual(['reportsTo'])
    expect(JSON.stringify(cycle.json)).toContain('Leitung Alpha → Unten → Mitte → Leitung Alpha')

    expect((await cms.payload.findByID({ collection: 'team', id: bottom.id, depth: 0 })).reportsTo).toBe(middle.id)
    expect((await cms.payload.findByID({ collection: 'team', id: own.member, depth: 0 })).reportsTo ?? null).toBeNull()
  })
})
