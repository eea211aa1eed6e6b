import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { layoutBlocks } from '@/blocks'
import { HOME_SLUG } from '@/lib/site/routes'
import { seedContent, type TenantPictures } from '@/seed/content'
import { seedHomePages } from '@/seed/home'
import { seedPlatform, type SeedTenants } from '@/seed/platform'
import { seedShowcase } from '@/seed/showcase'
import { seedSiteShowcase } from '@/seed/site'
import { seedSiteFrame } from '@/seed/siteFrame'
import { seedSliderPages } from '@/seed/sliderPages'
import { getTestPayload } from '../helpers/payload'

const HOME_BLOCKS = [
  'heroSlider',
  'services',
  'team',
  'testimonials',
  'locations',
  'map',
  'faq',
  'callToAction',
  'formBlock',
]

/** The public collections whose documents the site lists or shows, with the field that names (or describes) them. */
const NAMED: [CollectionSlug, 'title' | 'name' | 'alt'][] = [
  ['pages', 'title'],
  ['posts', 'title'],
  ['services', 'title'],
  ['team', 'name'],
  ['locations', 'name'],
  ['events', 'title'],
  ['jobs', 'title'],
  ['portfolios', 'title'],
  ['products', 'title'],
  ['media', 'alt'],
]

type Data = Record<string, unknown>
type ConfigField = { type?: string; name?: string; localized?: boolean; fields?: ConfigField[]; tabs?: ConfigField[] }

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && typeof value === 'object'

/** Paths of the localized texts set in German whose English is empty; `checked` counts the texts looked at. */
function missingEnglish(fields: ConfigField[], de: Data, en: Data, path: string, checked: { count: number }): string[] {
  return fields.flatMap((field) => {
    const nested = field.fields ?? field.tabs
    if (!field.name) return nested ? missingEnglish(nested, de, en, path, checked) : []
    const at = `${path}.${field.name}`
    const [deValue, enValue] = [de[field.name], en[field.name]]
    // Named tabs have no type: their fields nest like a group's.
    if (field.type === 'group' || !field.type)
      return missingEnglish(nested ?? [], (deValue ?? {}) as Data, (enValue ?? {}) as Data, at, checked)
    if (field.type === 'array')
      return ((deValue ?? []) as Data[]).flatMap((row, index) =>
        missingEnglish(nested ?? [], row, ((enValue ?? []) as Data[])[index] ?? {}, `${at}.${index}`, checked),
      )
    if (!field.localized || !['text', 'textarea', 'richText'].includes(field.type ?? '') || !filled(deValue)) return []
    checked.count++
    return filled(enValue) ? [] : [at]
  })
}

describe('seeded home pages (issue 30): blocks in order, every text in both languages', () => {
  let payload: Payload
  let tenants: SeedTenants
  let pictures: TenantPictures

  const homeOf = async (tenant: keyof SeedTenants, locale: 'de' | 'en') => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenants[tenant].id } }, { slug: { equals: HOME_SLUG } }] },
      locale,
      fallbackLocale: false,
      depth: 0,
    })
    return docs
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    tenants = await seedPlatform(payload)
    pictures = await seedContent(payload, tenants)
    await seedShowcase(payload, tenants)
    await seedHomePages(payload, tenants, pictures)
    await seedSiteShowcase(payload, tenants)
    await seedSliderPages(payload, tenants)
    await seedSiteFrame(payload, tenants)
  }, 600_000)

  it.each(['alpha', 'beta'] as const)(
    '%s: the home page is published and built from the blocks in order',
    async (key) => {
      const [home] = await homeOf(key, 'de')
      expect(home?._status).toBe('published')
      expect(home?.layout?.map((block) => block.blockType)).toEqual(HOME_BLOCKS)
      const hero = home?.layout?.[0]
      expect(hero?.blockType === 'heroSlider' && hero.slides.every((slide) => typeof slide.image === 'number')).toBe(
        true,
      )
      const form = home?.layout?.at(-1)
      expect(form?.blockType === 'formBlock' && typeof form.form).toBe('number')
    },
  )

  it.each(['alpha', 'beta'] as const)('%s: every localized text of the layout has its English', async (key) => {
    const [[de], [en]] = await Promise.all([homeOf(key, 'de'), homeOf(key, 'en')])
    expect(en?.title).toBeTruthy()
    expect(en?.title).not.toBe(de?.title)
    const checked = { count: 0 }
    const missing = (de?.layout ?? []).flatMap((block, index) => {
      const config = layoutBlocks.find((candidate) => candidate.slug === block.blockType)
      const enBlock = (en?.layout?.[index] ?? {}) as object as Data
      return missingEnglish(
        config?.fields as ConfigField[],
        block as object as Data,
        enBlock,
        `${index}.${block.blockType}`,
        checked,
      )
    })
    expect(missing).toEqual([])
    expect(checked.count).toBeGreaterThan(25)
    const headline = (page: typeof de) => (page?.layout?.[0] as { slides: { headline: string }[] }).slides[0]?.headline
    expect(headline(en)).not.toBe(headline(de))
  })

  it('links the hero to a service of its own tenant and the call to action to phone and e-mail', async () => {
    const [home] = await homeOf('alpha', 'en')
    const [hero, cta] = [home?.layout?.[0], home?.layout?.at(-2)]
    if (hero?.blockType !== 'heroSlider' || cta?.blockType !== 'callToAction') throw new Error('unexpected layout')
    const reference = hero.slides[0]?.primary?.reference
    expect(reference?.relationTo).toBe('services')
    const service = await payload.findByID({ collection: 'services', id: reference?.value as number, depth: 0 })
    expect(service.tenant).toBe(tenants.alpha.id)
    expect([cta.primary?.url, cta.secondary?.url]).toEqual([
      'tel:+49401234560',
      'mailto:praxis@alpha-zahnklinik.example',
    ])
  })

  it('re-seeding updates the home pages instead of adding new ones', async () => {
    await seedHomePages(payload, tenants, pictures)
    for (const key of ['alpha', 'beta'] as const) {
      const [de, en] = await Promise.all([homeOf(key, 'de'), homeOf(key, 'en')])
      expect(de).toHaveLength(1)
      expect(de[0]?.layout).toHaveLength(HOME_BLOCKS.length)
      expect(en[0]?.layout?.map((block) => block.id)).toEqual(de[0]?.layout?.map((block) => block.id))
    }
  })

  it.each(NAMED)('every seeded %s document has an English %s', async (collection, field) => {
    const { docs } = await payload.find({
      collection,
      where: { tenant: { in: [tenants.alpha.id, tenants.beta.id] } },
      locale: 'en',
      fallbackLocale: false,
      pagination: false,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    const untranslated = (docs as object[] as Data[])
      .filter((doc) => !filled(doc[field]))
      .map((doc) => doc.slug ?? doc.filename)
    expect(untranslated).toEqual([])
  })
})
