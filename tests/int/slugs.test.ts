import '../helpers/fixtures/mediaDir'
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { createEditor, demoTenants } from '../helpers/fixtures/platform'
import { createImage, restErrorPaths, validationPaths } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

/** Minimal valid data per slugged collection; the slug comes from `title`/`name`. */
const cases: {
  collection: CollectionSlug
  data: (title: string, extra: { logo: number }) => Record<string, unknown>
}[] = [
  { collection: 'posts', data: (title) => ({ title }) },
  { collection: 'tags', data: (name) => ({ name }) },
  { collection: 'authors', data: (name) => ({ name }) },
  { collection: 'portfolio-categories', data: (name) => ({ name }) },
  { collection: 'portfolios', data: (title, { logo }) => ({ title, coverImage: logo }) },
  { collection: 'products', data: (title) => ({ title }) },
  { collection: 'product-categories', data: (name) => ({ name }) },
  { collection: 'service-categories', data: (name) => ({ name }) },
  { collection: 'services', data: (title) => ({ title }) },
  { collection: 'events', data: (title) => ({ title, startDate: new Date().toISOString() }) },
  { collection: 'jobs', data: (title) => ({ title }) },
  { collection: 'locations', data: (name) => ({ name }) },
  { collection: 'partners', data: (name, { logo }) => ({ name, logo }) },
]

describe('slugs: generated from the title, unique per tenant, clashes are field errors', () => {
  const cms = useCms({ tenants: demoTenants() })
  let logos: Record<number, number>

  beforeAll(async () => {
    logos = {
      [cms.tenants.alpha]: (await createImage(cms.payload, cms.tenants.alpha, 'logo-a.png')).id,
      [cms.tenants.beta]: (await createImage(cms.payload, cms.tenants.beta, 'logo-b.png')).id,
    }
  })

  const create = (collection: CollectionSlug, data: Record<string, unknown>, tenant: number) =>
    cms.payload.create({ collection, data: { ...data, tenant } as never, depth: 0 }) as Promise<{
      id: number
      slug?: string
    }>

  it.each(cases)(
    '$collection: same slug in two tenants is fine, in one tenant a `slug` validation error',
    async ({ collection, data }) => {
      const inAlpha = await create(
        collection,
        data('Über uns & Team', { logo: logos[cms.tenants.alpha]! }),
        cms.tenants.alpha,
      )
      const inBeta = await create(
        collection,
        data('Über uns & Team', { logo: logos[cms.tenants.beta]! }),
        cms.tenants.beta,
      )
      expect(inAlpha.slug).toBe('ueber-uns-team')
      expect(inBeta.slug).toBe('ueber-uns-team')

      expect(
        await validationPaths(
          create(collection, data('Über uns & Team', { logo: logos[cms.tenants.alpha]! }), cms.tenants.alpha),
        ),
      ).toEqual(['slug'])
      // Renaming another document onto a taken slug is refused the same way.
      const other = await create(collection, data('Anderes', { logo: logos[cms.tenants.alpha]! }), cms.tenants.alpha)
      expect(
        await validationPaths(
          cms.payload.update({ collection, id: other.id, data: { slug: 'ueber-uns-team' } as never }),
        ),
      ).toEqual(['slug'])
      // Saving a document with its own slug is no clash.
      await expect(
        cms.payload.update({ collection, id: inAlpha.id, data: { slug: 'ueber-uns-team' } as never }),
      ).resolves.toBeTruthy()
    },
  )

  it('refuses a duplicate slug in a new draft with the field error too (drafts are validated)', async () => {
    await create('posts', { title: 'Entwurf', _status: 'draft' }, cms.tenants.alpha)
    const draft = cms.payload.create({
      collection: 'posts',
      data: { title: 'Entwurf', tenant: cms.tenants.alpha, _status: 'draft' },
      draft: true,
    })
    expect(await validationPaths(draft)).toEqual(['slug'])
  })

  it('keeps the slug when only the English title changes', async () => {
    const tag = await create('tags', { name: 'Prophylaxe' }, cms.tenants.alpha)
    const english = await cms.payload.update({
      collection: 'tags',
      id: tag.id,
      locale: 'en',
      data: { name: 'Prevention' },
    })
    expect(english.slug).toBe('prophylaxe')
  })

  it('answers REST clashes with 400 and the error on `slug`', async () => {
    await createEditor(cms.payload, cms.tenants.alpha, 'slugs-editor@example.com')
    const token = await signIn(cms.server, 'slugs-editor@example.com')
    const post = (body: Record<string, unknown>, collection = 'services') =>
      fetch(`${cms.url}/api/${collection}`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tenant: cms.tenants.alpha, ...body }),
      })

    expect((await post({ title: 'Bleaching' })).status).toBe(201)
    const clash = await post({ title: 'Noch ein Bleaching', slug: 'Bleaching' })
    expect(clash.status).toBe(400)
    const body = await clash.json()
    expect(restErrorPaths(body)).toEqual(['slug'])
    // No Accept-Language: the admin's default language, German.
    expect(JSON.stringify(body)).toContain('wird bei diesem Mandanten schon verwendet')

    const draftClash = await post({ title: 'Bleaching', _status: 'draft' })
    expect(draftClash.status).toBe(400)
    expect(restErrorPaths(await draftClash.json())).toEqual(['slug'])

    const tagClash = await post({ name: 'Neu' }, 'tags')
    expect(tagClash.status).toBe(201)
    expect(restErrorPaths(await (await post({ name: 'neu' }, 'tags')).json())).toEqual(['slug'])
  })
})
