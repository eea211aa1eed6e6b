import { beforeAll, describe, expect, it } from 'vitest'
import { api, demoTenants } from '../helpers/fixtures/platform'
import {
  createDownload,
  createImage,
  expectForeignBlocksRefused,
  restErrorPaths,
  richText,
  validationPaths,
} from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

const formData = (tenant: number, title: string) => ({
  title,
  tenant,
  fields: [{ blockType: 'text', name: 'name', label: 'Name', required: true }],
  confirmationType: 'message',
  confirmationMessage: richText('Danke'),
})

describe('blocks reference only documents of their own tenant', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: { editor: { email: 'blocks-editor@alpha.test', roles: { alpha: ['editor'] } } },
  })
  const own = {
    media: 0,
    form: 0,
    testimonial: 0,
    partner: 0,
    member: 0,
    serviceCategory: 0,
    service: 0,
    event: 0,
    download: 0,
    author: 0,
    post: 0,
    tag: 0,
    location: 0,
  }
  const foreign = { ...own }

  beforeAll(async () => {
    const { tenants } = cms
    own.media = (await createImage(cms.payload, tenants.alpha, 'blocks-alpha.jpg')).id
    foreign.media = (await createImage(cms.payload, tenants.beta, 'blocks-beta.jpg')).id
    own.form = (
      await cms.payload.create({ collection: 'forms', data: formData(tenants.alpha, 'Kontakt Alpha') as never })
    ).id
    foreign.form = (
      await cms.payload.create({ collection: 'forms', data: formData(tenants.beta, 'Kontakt Beta') as never })
    ).id
    own.testimonial = (
      await cms.payload.create({
        collection: 'testimonials',
        data: { tenant: tenants.alpha, quote: 'Super', author: 'A' },
      })
    ).id
    foreign.testimonial = (
      await cms.payload.create({
        collection: 'testimonials',
        data: { tenant: tenants.beta, quote: 'Toll', author: 'B' },
      })
    ).id
    own.partner = (
      await cms.payload.create({
        collection: 'partners',
        data: { tenant: tenants.alpha, name: 'Labor Alpha', logo: own.media } as never,
      })
    ).id
    foreign.partner = (
      await cms.payload.create({
        collection: 'partners',
        data: { tenant: tenants.beta, name: 'Labor Beta', logo: foreign.media } as never,
      })
    ).id
    for (const [ids, tenant, name] of [
      [own, tenants.alpha, 'Alpha'],
      [foreign, tenants.beta, 'Beta'],
    ] as const) {
      ids.member = (
        await cms.payload.create({ collection: 'team', data: { tenant, name: `Dr. ${name}`, role: 'Ärztin' } })
      ).id
      ids.serviceCategory = (
        await cms.payload.create({
          collection: 'service-categories',
          data: { tenant, name: `Vorsorge ${name}` } as never,
        })
      ).id
      ids.service = (
        await cms.payload.create({
          collection: 'services',
          data: { tenant, title: `Check-up ${name}`, _status: 'published' } as never,
        })
      ).id
      ids.event = (
        await cms.payload.create({
          collection: 'events',
          data: {
            tenant,
            title: `Tag der offenen Tür ${name}`,
            startDate: '2026-12-01T10:00:00.000Z',
            _status: 'published',
          } as never,
        })
      ).id
      ids.download = (await createDownload(cms.payload, tenant, `preise-${name}.pdf`)).id
      ids.author = (await cms.payload.create({ collection: 'authors', data: { tenant, name: `Autorin ${name}` } })).id
      ids.tag = (await cms.payload.create({ collection: 'tags', data: { tenant, name: `Zähne ${name}` } as never })).id
      ids.location = (
        await cms.payload.create({ collection: 'locations', data: { tenant, name: `Standort ${name}` } as never })
      ).id
      ids.post = (
        await cms.payload.create({
          collection: 'posts',
          data: { tenant, title: `Beitrag ${name}`, tags: [ids.tag], _status: 'published' } as never,
        })
      ).id
    }
  })

  const layout = (ids: typeof own) => [
    { blockType: 'mediaBlock', media: ids.media },
    { blockType: 'formBlock', form: ids.form },
    { blockType: 'testimonials', source: 'collection', testimonials: [ids.testimonial] },
    { blockType: 'logoGrid', source: 'partners', partners: [ids.partner] },
    { blockType: 'team', source: 'manual', members: [ids.member] },
    { blockType: 'services', source: 'category', category: ids.serviceCategory },
    { blockType: 'services', source: 'manual', services: [ids.service] },
    { blockType: 'events', source: 'manual', events: [ids.event] },
    { blockType: 'downloads', source: 'manual', downloads: [ids.download] },
    { blockType: 'authorBio', author: ids.author },
    { blockType: 'relatedPosts', mode: 'manual', posts: [ids.post] },
    { blockType: 'relatedPosts', mode: 'tag', tag: ids.tag },
    { blockType: 'beforeAfter', before: ids.media, after: ids.media },
    {
      blockType: 'featuredContent',
      items: [
        { relationTo: 'posts', value: ids.post },
        { relationTo: 'events', value: ids.event },
      ],
    },
    { blockType: 'locations', source: 'manual', locations: [ids.location] },
  ]
  const FOREIGN_PATHS = [
    'layout.0.media',
    'layout.1.form',
    'layout.2.testimonials',
    'layout.3.partners',
    'layout.4.members',
    'layout.5.category',
    'layout.6.services',
    'layout.7.events',
    'layout.8.downloads',
    'layout.9.author',
    'layout.10.posts',
    'layout.11.tag',
    'layout.12.before',
    'layout.12.after',
    'layout.13.items',
    'layout.14.locations',
  ].sort()

  it('REST: an editor cannot save a page whose blocks point at the other tenant’s media, form, testimonial, partner, team member, service category, service, event, download, author, post, tag, before/after image, featured item and location', async () => {
    await expectForeignBlocksRefused(
      cms,
      { foreign: { title: 'Fremd', layout: layout(foreign) }, own: { title: 'Eigen', layout: layout(own) } },
      FOREIGN_PATHS,
    )
  })

  it('REST: one foreign document among own ones in a mixed featured-content pick is refused', async () => {
    const mixed = [
      {
        blockType: 'featuredContent',
        items: [
          { relationTo: 'posts', value: own.post },
          { relationTo: 'services', value: foreign.service },
        ],
      },
    ]
    const refused = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: { title: 'Gemischt', tenant: cms.tenants.alpha, layout: mixed },
    })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json)).toEqual(['layout.0.items'])
  })

  it('REST: a link (pricing button, call to action) cannot point at the other tenant’s page', async () => {
    const foreignPage = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Beta-Seite', tenant: cms.tenants.beta, _status: 'published' } as never,
    })
    const ownPage = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Alpha-Seite', tenant: cms.tenants.alpha, _status: 'published' } as never,
    })
    const link = (value: number) => ({ type: 'internal', label: 'Weiter', reference: { relationTo: 'pages', value } })
    const plans = (value: number) => [{ name: 'Basis', price: 10, cta: link(value) }]
    const refused = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: {
        title: 'Link fremd',
        tenant: cms.tenants.alpha,
        layout: [
          { blockType: 'pricing', plans: plans(foreignPage.id) },
          { blockType: 'callToAction', heading: 'Los', primary: link(foreignPage.id) },
        ],
      },
    })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual([
      'layout.0.plans.0.cta.reference',
      'layout.1.primary.reference',
    ])
    const saved = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: {
        title: 'Link eigen',
        tenant: cms.tenants.alpha,
        layout: [{ blockType: 'pricing', plans: plans(ownPage.id) }],
      },
    })
    expect(saved.status).toBe(201)
  })

  it('REST: a later update cannot swap in a foreign document either', async () => {
    const page = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Später', tenant: cms.tenants.alpha, layout: layout(own) as never },
    })
    const patched = await api(cms.url, `/api/pages/${page.id}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { layout: [{ blockType: 'mediaBlock', media: foreign.media }] },
    })
    expect(patched.status).toBe(400)
    expect(restErrorPaths(patched.json)).toEqual(['layout.0.media'])
  })

  it('Local API with access overridden (seed, jobs) is held to the same rule, also for post blocks', async () => {
    const paths = await validationPaths(
      cms.payload.create({
        collection: 'posts',
        data: { title: 'Fremder Beitrag', tenant: cms.tenants.alpha, layout: layout(foreign) as never },
      }),
    )
    expect(paths.sort()).toEqual(FOREIGN_PATHS)
  })
})
