// The demo tenants' home pages: the same sequence of blocks for every tenant, its texts from the tenant's home.ts.
import type { Payload } from 'payload'
import { HOME_SLUG } from '@/lib/site/routes'
import type { TenantPictures } from './content'
import demoTenants from './demoTenants.json' with { type: 'json' }
import { type IdOf, type Localized, type SeedContext, upsertLocalized } from './localizedUpsert'
import type { SeedTenants } from './platform'
import { alpha } from './tenants/alpha'
import { beta } from './tenants/beta'

type Locale = keyof Localized

/**
 * A link of the home page: to one of the tenant's services (by slug) or to a URL (`tel:`, `mailto:`). Not to an
 * anchor on the page: a link's URL is the same in both locales, a block's anchor follows its localized heading.
 */
export type HomeLink = { label: Localized } & ({ service: string } | { url: string })

/** What a tenant's home page says; pictures by their key in images.json, everything else it lists comes from its collections. */
export type TenantHome = {
  /** The page's h1 (visually hidden behind the hero) and browser title. */
  title: Localized
  slides: { image: string; headline: Localized; subline: Localized; link: HomeLink }[]
  /** The second link of every slide. */
  heroContact: HomeLink
  headings: { services: Localized; team: Localized; locations: Localized; map: Localized; faq: Localized }
  testimonials: {
    heading: Localized
    items: { author: string; role: Localized; source: string; rating: number; quote: Localized }[]
  }
  callToAction: { heading: Localized; text: Localized; primary: HomeLink; secondary: HomeLink }
  form: { heading: Localized; intro: Localized }
}

type Assets = { slides: number[]; form: number; services: Map<string, number> }

function homeLayout(locale: Locale, home: TenantHome, assets: Assets) {
  const { headings, testimonials, callToAction, form } = home
  const link = (target: HomeLink) =>
    'service' in target
      ? {
          type: 'internal',
          label: target.label[locale],
          reference: { relationTo: 'services', value: assets.services.get(target.service) },
        }
      : { type: 'external', label: target.label[locale], url: target.url }
  return [
    {
      blockType: 'heroSlider',
      slides: home.slides.map((slide, index) => ({
        image: assets.slides[index],
        headline: slide.headline[locale],
        subline: slide.subline[locale],
        overlay: 'gradient',
        primary: link(slide.link),
        secondary: link(home.heroContact),
      })),
      animation: 'fade',
      autoplay: true,
      interval: 7000,
    },
    { blockType: 'services', heading: headings.services[locale], source: 'all', layout: 'grid', limit: 6 },
    { blockType: 'team', heading: headings.team[locale], source: 'department', layout: 'grid', limit: 4 },
    {
      blockType: 'testimonials',
      heading: testimonials.heading[locale],
      source: 'inline',
      items: testimonials.items.map(({ role, quote, ...rest }) => ({
        ...rest,
        role: role[locale],
        quote: quote[locale],
      })),
      slidesPerView: 'one',
      pagination: 'dots',
    },
    { blockType: 'locations', heading: headings.locations[locale], source: 'all', layout: 'cards', showHours: true },
    { blockType: 'map', heading: headings.map[locale], source: 'locations', zoom: 15, height: 'medium' },
    {
      blockType: 'faq',
      heading: headings.faq[locale],
      source: 'collection',
      layout: 'accordion',
      structuredData: true,
    },
    {
      blockType: 'callToAction',
      heading: callToAction.heading[locale],
      text: callToAction.text[locale],
      primary: link(callToAction.primary),
      secondary: link(callToAction.secondary),
      background: 'accent',
    },
    { blockType: 'formBlock', form: assets.form, heading: form.heading[locale], intro: form.intro[locale] },
  ]
}

/** The documents the blocks refer to; they must have been seeded before (a missing one fails the seed loudly). */
async function assetsOf(ctx: SeedContext, home: TenantHome, img: IdOf, formTitle: string): Promise<Assets> {
  const byTenant = { tenant: { equals: ctx.tenant.id } }
  const forms = await ctx.payload.find({
    collection: 'forms',
    where: { and: [byTenant, { title: { equals: formTitle } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!forms.docs[0]) throw new Error(`seed: the form "${formTitle}" was not seeded before`)
  const { primary, secondary } = home.callToAction
  const linked = [...home.slides.map((slide) => slide.link), home.heroContact, primary, secondary]
  const slugs = linked.flatMap((target) => ('service' in target ? [target.service] : []))
  const services = await ctx.payload.find({
    collection: 'services',
    where: { and: [byTenant, { slug: { in: slugs } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const missing = slugs.filter((slug) => !services.docs.some((doc) => doc.slug === slug))
  if (missing.length > 0) throw new Error(`seed: the home page's services ${missing.join(', ')} were not seeded before`)
  return {
    slides: home.slides.map((slide) => img(slide.image)),
    form: forms.docs[0].id,
    services: new Map(services.docs.map((doc) => [doc.slug ?? '', doc.id])),
  }
}

const HOMES: Record<keyof SeedTenants, TenantHome> = { alpha: alpha.home, beta: beta.home }

/**
 * Both demo tenants' home pages in both locales (idempotent). After the content (pictures, services, FAQs,
 * locations), the platform (form) and the showcase (team): the blocks show them.
 */
export async function seedHomePages(payload: Payload, tenants: SeedTenants, pictures: TenantPictures): Promise<void> {
  for (const key of Object.keys(tenants) as (keyof SeedTenants)[]) {
    const ctx = { payload, tenant: tenants[key] }
    const home = HOMES[key]
    const assets = await assetsOf(ctx, home, pictures[key], demoTenants[key].form.title)
    await upsertLocalized(ctx, 'pages', {
      de: { title: home.title.de, slug: HOME_SLUG, _status: 'published', layout: homeLayout('de', home, assets) },
      en: { title: home.title.en, _status: 'published', layout: homeLayout('en', home, assets) },
    })
  }
}
