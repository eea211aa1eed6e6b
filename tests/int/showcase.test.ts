import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedPlatform, type SeedTenants } from '@/seed/platform'
import { seedShowcase } from '@/seed/showcase'
import { getTestPayload } from '../helpers/payload'

/** Minimal valid documents of the slugged showcase collections not covered by their own test files. */
const minimal: Partial<Record<CollectionSlug, (title: string) => Record<string, unknown>>> = {
  timelines: (title) => ({ title, type: 'history', layout: 'vertical', sortOrder: 'asc' }),
  'video-categories': (name) => ({ name }),
  series: (title) => ({ title }),
  favorites: (title) => ({ title, category: 'care', affiliateNetwork: 'none' }),
  certifications: (title) => ({ title, issuer: 'TÜV Nord', validFrom: '2025-01-01' }),
  projects: (title) => ({ title, platforms: ['web'], status: 'concept' }),
}

const SHOWCASE = [
  'team',
  'timelines',
  'workflows',
  'videos',
  'video-categories',
  'series',
  'favorites',
  'bookings',
  'certifications',
  'projects',
] as const

describe('showcase collections: per-tenant slugs, certification validity, demo content for both tenants', () => {
  let payload: Payload
  let tenants: SeedTenants

  beforeAll(async () => {
    payload = await getTestPayload()
    tenants = await seedPlatform(payload)
  })

  it.each(Object.entries(minimal))(
    '%s: same slug allowed in another tenant, refused with a field error in the same one',
    async (collection, make) => {
      const create = (tenant: number) =>
        payload.create({ collection: collection as 'series', data: { ...make('Gleicher Titel'), tenant } as never })
      expect((await create(tenants.alpha.id)).slug).toBe('gleicher-titel')
      expect((await create(tenants.beta.id)).slug).toBe('gleicher-titel')
      await expect(create(tenants.alpha.id)).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'slug' })] },
      })
    },
  )

  it('refuses a certification that ends before it starts', async () => {
    const certification = (validUntil: string) =>
      payload.create({
        collection: 'certifications',
        data: {
          tenant: tenants.alpha.id,
          title: `Zertifikat ${validUntil}`,
          issuer: 'LZK',
          validFrom: '2025-06-01',
          validUntil,
        },
      })
    await expect(certification('2025-05-31')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'validUntil' })] },
    })
    expect((await certification('2025-06-01')).validUntil).toBe('2025-06-01T00:00:00.000Z')
  })

  it('seeds demo content for both tenants in every showcase collection, idempotently', async () => {
    await seedShowcase(payload, tenants)
    const counts = async () => {
      const result: Record<string, number[]> = {}
      for (const collection of SHOWCASE) {
        result[collection] = await Promise.all(
          [tenants.alpha, tenants.beta].map(
            async (tenant) => (await payload.count({ collection, where: { tenant: { equals: tenant.id } } })).totalDocs,
          ),
        )
      }
      return result
    }
    const first = await counts()
    for (const [collection, perTenant] of Object.entries(first)) {
      expect(
        perTenant.every((count) => count > 0),
        collection,
      ).toBe(true)
    }
    await seedShowcase(payload, tenants)
    expect(await counts()).toEqual(first)

    // Derived data and translations came through.
    const lea = (await payload.find({ collection: 'team', where: { slug: { equals: 'lea-hoffmann' } }, locale: 'en' }))
      .docs[0]
    expect(lea).toMatchObject({ hierarchyLevel: 2, role: 'Dental assistant' })
    const history = (
      await payload.find({ collection: 'timelines', where: { slug: { equals: 'unsere-geschichte' } }, locale: 'en' })
    ).docs[0]
    expect(history?.events?.map((event) => event.title)).toContain('Ottensen branch opens')
    const video = (await payload.find({ collection: 'videos', where: { slug: { equals: 'making-of-portraet' } } }))
      .docs[0]
    expect(video?.embedUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1')
  })
})
