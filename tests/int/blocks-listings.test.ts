import { beforeAll, describe, expect, it } from 'vitest'
import { findTenantDocs } from '@/blocks/shared/loadTenantDocs'
import { api, demoTenants } from '../helpers/fixtures/platform'
import { restErrorPaths, richText } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const plan = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  price: 49,
  currency: 'EUR',
  period: 'month',
  features: [{ text: 'Beratung', included: true }],
  ...extra,
})

describe('listing blocks read what anonymous API readers see; inline blocks enforce their limits', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: { editor: { email: 'listings-editor@alpha.test', roles: { alpha: ['editor'] } } },
  })

  beforeAll(async () => {
    const job = (tenant: number, title: string, extra: Record<string, unknown>) =>
      cms.payload.create({ collection: 'jobs', data: { tenant, title, _status: 'published', ...extra } as never })
    await job(cms.tenants.alpha, 'Offen mit Frist', { applicationDeadline: inDays(10), department: 'Pflege' })
    await job(cms.tenants.alpha, 'Offen ohne Frist', { department: 'Verwaltung' })
    await job(cms.tenants.alpha, 'Abgelaufen', { applicationDeadline: inDays(-1) })
    await job(cms.tenants.alpha, 'Entwurf', { _status: 'draft' })
    await job(cms.tenants.beta, 'Fremd', {})
  })

  it('the jobs block lists the same jobs as the public API: no past deadlines, no drafts, no other tenant', async () => {
    const shown = await findTenantDocs({
      collection: 'jobs',
      tenantId: cms.tenants.alpha,
      locale: 'de',
      limit: 50,
      depth: 0,
    })
    expect(shown.map((job) => job.title).sort()).toEqual(['Offen mit Frist', 'Offen ohne Frist'])
    const publicApi = await api(cms.url, `/api/jobs?where[tenant][equals]=${cms.tenants.alpha}&limit=50&depth=0`)
    expect(publicApi.status).toBe(200)
    expect(((publicApi.json as { docs: { title: string }[] }).docs.map((job) => job.title) ?? []).sort()).toEqual([
      'Offen mit Frist',
      'Offen ohne Frist',
    ])
  })

  it('narrows by a where clause within the tenant', async () => {
    const nursing = await findTenantDocs({
      collection: 'jobs',
      tenantId: cms.tenants.alpha,
      locale: 'de',
      where: { department: { equals: 'Pflege' } },
      limit: 50,
      depth: 0,
    })
    expect(nursing.map((job) => job.title)).toEqual(['Offen mit Frist'])
  })

  const savePage = (title: string, layout: unknown[]) =>
    api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: { title, tenant: cms.tenants.alpha, _status: 'published', layout },
    })

  it('pricing: refuses two highlighted plans, too many plans and a negative price (400 with the field path); saves a valid table', async () => {
    const twoHighlighted = await savePage('Preise A', [
      { blockType: 'pricing', plans: [plan('A', { highlighted: true }), plan('B', { highlighted: true })] },
    ])
    expect(twoHighlighted.status).toBe(400)
    expect(restErrorPaths(twoHighlighted.json)).toEqual(['layout.0.plans'])

    const tooMany = await savePage('Preise B', [
      { blockType: 'pricing', plans: Array.from({ length: 7 }, (_plan, index) => plan(`P${index}`)) },
    ])
    expect(tooMany.status).toBe(400)
    expect(restErrorPaths(tooMany.json)).toEqual(['layout.0.plans'])

    const negative = await savePage('Preise C', [{ blockType: 'pricing', plans: [plan('A', { price: -1 })] }])
    expect(negative.status).toBe(400)
    expect(restErrorPaths(negative.json)).toEqual(['layout.0.plans.0.price'])

    const valid = await savePage('Preise D', [
      {
        blockType: 'pricing',
        plans: [plan('A'), plan('B', { highlighted: true, features: [{ text: 'Abendtermine', included: false }] })],
        comparisonTable: true,
      },
    ])
    expect(valid.status).toBe(201)
  })

  it('tabs need two to ten tabs; listing limits are capped', async () => {
    const oneTab = await savePage('Reiter A', [
      { blockType: 'tabs', tabs: [{ label: 'Nur einer', content: richText('Text') }] },
    ])
    expect(oneTab.status).toBe(400)
    expect(restErrorPaths(oneTab.json)).toEqual(['layout.0.tabs'])

    const hugeLimit = await savePage('Team A', [{ blockType: 'team', source: 'department', limit: 10_000 }])
    expect(hugeLimit.status).toBe(400)
    expect(restErrorPaths(hugeLimit.json)).toEqual(['layout.0.limit'])

    const badSelect = await savePage('Leistungen A', [{ blockType: 'services', layout: 'carousel3d' }])
    expect(badSelect.status).toBe(400)
    expect(restErrorPaths(badSelect.json)).toEqual(['layout.0.layout'])
  })
})
