import type { CollectionSlug, Payload } from 'payload'
import type { Location, Tenant } from '@/payload-types'
import { demoLogo } from '@/lib/media/demoFiles'
import type { SiteFontKey } from '@/lib/site/fontChoices'
import { IMPRINT_SLUG, legalPages, PRIVACY_SLUG, type LegalFacts } from './legalPages'
import { type SeedContext, upsertLocalized } from './localizedUpsert'
import type { SeedTenants } from './platform'
import { SHOWCASE_SLUG } from './site'

type Localized = { de: string; en: string }
type Reference = { relationTo: CollectionSlug; value: number }

/** An internal menu link (its label per locale) to a document of the tenant. */
const internal = (label: Localized, reference?: Reference) => ({
  de: { label: label.de, type: 'internal', reference: reference ?? null },
  en: { label: label.en },
})

const MENU = {
  services: { de: 'Leistungen', en: 'Services' },
  team: { de: 'Team', en: 'Team' },
  news: { de: 'Aktuelles', en: 'News' },
  cta: { de: 'Kontakt aufnehmen', en: 'Get in touch' },
  start: { de: 'Startseite', en: 'Home' },
  about: { de: 'Über uns', en: 'About us' },
}

/** Up to `limit` documents of the tenant as menu links, labelled with their title or name in both languages. */
async function tenantDocs(ctx: SeedContext, collection: 'services' | 'team' | 'posts', limit: number) {
  const read = (locale: 'de' | 'en') =>
    ctx.payload.find({
      collection,
      where: { tenant: { equals: ctx.tenant.id } },
      locale,
      limit,
      depth: 0,
      overrideAccess: true,
    })
  const [de, en] = await Promise.all([read('de'), read('en')])
  const labelOf = (doc: (typeof de.docs)[number]) => ('title' in doc ? doc.title : doc.name)
  const english = new Map(en.docs.map((doc) => [doc.id, doc]))
  return de.docs.map((doc) => ({
    label: { de: labelOf(doc), en: labelOf(english.get(doc.id) ?? doc) } as Localized,
    reference: { relationTo: collection, value: doc.id } as Reference,
  }))
}

async function pageId(ctx: SeedContext, slug: string): Promise<number | undefined> {
  const { docs } = await ctx.payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.id
}

async function mainLocation(ctx: SeedContext): Promise<Location | undefined> {
  const { docs } = await ctx.payload.find({
    collection: 'locations',
    where: { tenant: { equals: ctx.tenant.id } },
    sort: '-isMain',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** The Impressum and the Datenschutz page, published in both languages; their ids. */
async function seedLegalPages(ctx: SeedContext, facts: LegalFacts) {
  const [de, en] = [legalPages(facts, 'de'), legalPages(facts, 'en')]
  const page = (slug: string, key: 'imprint' | 'privacy') =>
    upsertLocalized(ctx, 'pages', {
      de: {
        title: de[key].title,
        slug,
        _status: 'published',
        layout: [{ blockType: 'content', heading: de[key].heading, body: de[key].body }],
      },
      en: {
        title: en[key].title,
        _status: 'published',
        layout: [{ blockType: 'content', heading: en[key].heading, body: en[key].body }],
      },
    })
  return { imprint: (await page(IMPRINT_SLUG, 'imprint')).id, privacy: (await page(PRIVACY_SLUG, 'privacy')).id }
}

async function seedLogo(ctx: SeedContext, color: string): Promise<number> {
  const file = `${ctx.tenant.slug}-logo.png`
  const { docs } = await ctx.payload.find({
    collection: 'media',
    where: { and: [{ filename: { equals: file } }, { tenant: { equals: ctx.tenant.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const logo =
    docs[0] ??
    (await ctx.payload.create({
      collection: 'media',
      data: { alt: `Logo ${ctx.tenant.name}`, tenant: ctx.tenant.id },
      file: await demoLogo(file, color),
      overrideAccess: true,
      depth: 0,
    }))
  await ctx.payload.update({
    collection: 'media',
    id: logo.id,
    locale: 'en',
    data: { alt: `${ctx.tenant.name} logo` },
    overrideAccess: true,
    depth: 0,
  })
  return logo.id
}

type Brand = { primary: string; secondary: string; accent: string; headingFont: SiteFontKey; bodyFont: SiteFontKey }

/** One tenant's site settings: logo, colours and fonts, a two-level menu, footer columns, the legal pages. */
async function seedTenantFrame(ctx: SeedContext, brand: Brand) {
  const location = await mainLocation(ctx)
  const facts: LegalFacts = {
    name: ctx.tenant.name,
    street: location?.address?.street ?? '',
    postalCode: location?.address?.postalCode ?? '',
    city: location?.address?.city ?? '',
    phone: location?.contact?.phone ?? '',
    email: location?.contact?.email ?? ctx.tenant.smtp?.replyTo ?? '',
  }
  const legal = await seedLegalPages(ctx, facts)
  const [services, team, posts] = await Promise.all([
    tenantDocs(ctx, 'services', 6),
    tenantDocs(ctx, 'team', 6),
    tenantDocs(ctx, 'posts', 3),
  ])
  const home = await pageId(ctx, 'home')
  const showcase = await pageId(ctx, SHOWCASE_SLUG)
  const page = (id: number | undefined): Reference | undefined => (id ? { relationTo: 'pages', value: id } : undefined)
  const withChildren = (label: Localized, children: { label: Localized; reference: Reference }[]) => {
    const parent = internal(label)
    const links = children.map((child) => internal(child.label, child.reference))
    return {
      de: { link: parent.de, children: links.map((link) => ({ link: link.de })) },
      en: { link: parent.en, children: links.map((link) => ({ link: link.en })) },
    }
  }
  const menu = [
    ...(services.length > 0 ? [withChildren(MENU.services, services)] : []),
    ...(team.length > 0 ? [withChildren(MENU.team, team)] : []),
    ...(posts.length > 0 ? [withChildren(MENU.news, posts)] : []),
  ]
  const cta = internal(MENU.cta, page(showcase ?? home))
  const footerLinks = [
    internal(MENU.start, page(home)),
    ...team.slice(0, 2).map((member) => internal(member.label, member.reference)),
  ]
  const socialLinks = [
    { platform: 'instagram', url: `https://www.instagram.com/${ctx.tenant.slug}.example` },
    { platform: 'linkedin', url: `https://www.linkedin.com/company/${ctx.tenant.slug}-example` },
  ]
  const logo = await seedLogo(ctx, brand.primary)
  await upsertLocalized(
    ctx,
    'site-settings',
    {
      de: {
        brand: { logo, favicon: logo, ...brand },
        menu: menu.map((entry) => entry.de),
        cta: cta.de,
        footerColumns: [{ heading: MENU.about.de, links: footerLinks.map((link) => ({ link: link.de })) }],
        footerLocation: location?.id ?? null,
        socialLinks,
        imprintPage: legal.imprint,
        privacyPage: legal.privacy,
      },
      en: {
        menu: menu.map((entry) => entry.en),
        cta: cta.en,
        footerColumns: [{ heading: MENU.about.en, links: footerLinks.map((link) => ({ link: link.en })) }],
      },
    },
    'tenant',
  )
}

/** Different colours and fonts, so the two demo sites look different. */
const BRANDS: Record<keyof SeedTenants, Omit<Brand, 'primary'>> = {
  alpha: { secondary: '#134e4a', accent: '#f59e0b', headingFont: 'source-serif-4', bodyFont: 'inter' },
  beta: { secondary: '#1f2937', accent: '#0ea5e9', headingFont: 'montserrat', bodyFont: 'nunito' },
}

/** Site settings, logo and legal pages for both demo tenants (idempotent). */
export async function seedSiteFrame(payload: Payload, tenants: SeedTenants): Promise<void> {
  for (const key of Object.keys(tenants) as (keyof SeedTenants)[]) {
    const tenant: Tenant = tenants[key]
    await seedTenantFrame({ payload, tenant }, { primary: tenant.brandColor ?? '#0f766e', ...BRANDS[key] })
  }
}
