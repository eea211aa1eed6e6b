import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { richText } from '@/lib/richText/buildRichText'
import { upsertLocalized, withRowIds } from './localizedUpsert'
import type { SeedTenants } from './platform'

/** The page that shows every block of the site builder, per tenant and in both locales. */
export const SHOWCASE_SLUG = 'showcase'

type Locale = 'de' | 'en'
type Assets = {
  media: number[]
  video: number | null
  form: number | null
  home: number | null
  partners: number[]
  author: number | null
  series: number | null
  featured: { relationTo: 'posts' | 'services' | 'events' | 'portfolios'; value: number }[]
}

const TESTIMONIALS = [
  {
    author: 'Miriam K.',
    company: 'Hamburg',
    source: 'Google',
    rating: 5,
    quote: {
      de: 'Sehr freundliches Team, ich habe mich von Anfang an gut aufgehoben gefühlt.',
      en: 'A very friendly team, I felt in good hands from the start.',
    },
  },
  {
    author: 'Jonas P.',
    company: 'Altona',
    source: 'Jameda',
    rating: 4,
    quote: {
      de: 'Termine pünktlich, Erklärungen verständlich, Ergebnis top.',
      en: 'Appointments on time, clear explanations, great result.',
    },
  },
  {
    author: 'Aylin S.',
    company: 'Ottensen',
    source: 'Google',
    rating: 5,
    quote: {
      de: 'Endlich eine Praxis, in der man ohne Angst hingeht.',
      en: 'Finally a place I go to without being afraid.',
    },
  },
]

const copy = {
  title: { de: 'Alle Blöcke im Überblick', en: 'All blocks at a glance' },
  slides: [
    {
      headline: { de: 'Willkommen', en: 'Welcome' },
      subline: { de: 'Alles auf einen Blick – erste Folie.', en: 'Everything at a glance – first slide.' },
    },
    {
      headline: { de: 'Persönlich betreut', en: 'Personal care' },
      subline: { de: 'Zweite Folie mit eigenem Bild.', en: 'Second slide with its own image.' },
    },
    {
      headline: { de: 'Jetzt Termin anfragen', en: 'Request an appointment' },
      subline: { de: 'Dritte Folie mit Handlungsaufruf.', en: 'Third slide with a call to action.' },
    },
  ],
  content: {
    de: 'Textblock: Dieser Absatz kommt aus dem Inhaltsblock.',
    en: 'Text block: this paragraph comes from the content block.',
  },
  caption: { de: 'Bildblock mit Bildunterschrift', en: 'Media block with a caption' },
  gallery: { de: 'Bildergalerie', en: 'Image gallery' },
  testimonials: { de: 'Das sagen unsere Kund:innen', en: 'What our clients say' },
  faq: { de: 'Häufige Fragen', en: 'Frequently asked questions' },
  cta: {
    heading: { de: 'Noch Fragen?', en: 'Any questions?' },
    text: { de: 'Wir sind für Sie da.', en: 'We are here for you.' },
    link: { de: 'Zur Startseite', en: 'To the home page' },
  },
  form: {
    heading: { de: 'Kontakt', en: 'Contact' },
    intro: { de: 'Schreiben Sie uns – wir melden uns schnell.', en: 'Write to us – we will answer quickly.' },
  },
  button: { de: 'Mehr erfahren', en: 'Learn more' },
  accordion: {
    heading: { de: 'Gut zu wissen', en: 'Good to know' },
    items: [
      {
        title: { de: 'Parken', en: 'Parking' },
        content: { de: 'Parkplätze gibt es im Hof.', en: 'There is parking in the courtyard.' },
      },
      {
        title: { de: 'Barrierefreiheit', en: 'Accessibility' },
        content: { de: 'Alle Räume sind stufenlos erreichbar.', en: 'All rooms are step-free.' },
      },
    ],
  },
  stats: {
    heading: { de: 'In Zahlen', en: 'In numbers' },
    items: [
      { value: 12, suffix: '+', label: { de: 'Jahre Erfahrung', en: 'Years of experience' } },
      { value: 4800, label: { de: 'zufriedene Kund:innen', en: 'happy clients' } },
      { value: 98, suffix: ' %', label: { de: 'Weiterempfehlung', en: 'would recommend us' } },
    ],
  },
  logos: { de: 'Partner', en: 'Partners' },
  comparison: {
    heading: { de: 'Leistungen im Vergleich', en: 'Services compared' },
    columns: [
      { de: 'Basis', en: 'Basic' },
      { de: 'Komfort', en: 'Comfort' },
    ],
    rows: [
      { label: { de: 'Beratung', en: 'Consultation' }, cells: ['yes', 'yes'] },
      { label: { de: 'Abendtermine', en: 'Evening appointments' }, cells: ['no', 'yes'] },
    ],
  },
  share: { de: 'Seite teilen', en: 'Share this page' },
  team: { de: 'Unser Team', en: 'Our team' },
  teamFilter: { de: 'Team durchsuchen', en: 'Search the team' },
  orgChart: { de: 'Wer berichtet an wen', en: 'Who reports to whom' },
  favorites: { de: 'Unsere Lieblinge', en: 'Our favourites' },
  series: { de: 'Videoserien', en: 'Video series' },
  services: { de: 'Unsere Leistungen', en: 'Our services' },
  events: { de: 'Termine', en: 'Events' },
  calendar: { de: 'Veranstaltungskalender', en: 'Event calendar' },
  jobs: { de: 'Karriere', en: 'Careers' },
  downloads: { de: 'Formulare und Broschüren', en: 'Forms and brochures' },
  pricing: {
    heading: { de: 'Preise', en: 'Prices' },
    plans: [
      {
        name: { de: 'Basis', en: 'Basic' },
        price: 49,
        description: { de: 'Für den Einstieg', en: 'To get started' },
        features: [
          { de: 'Beratung', en: 'Consultation', included: true },
          { de: 'Abendtermine', en: 'Evening appointments', included: false },
        ],
      },
      {
        name: { de: 'Komfort', en: 'Comfort' },
        price: 89,
        badge: { de: 'Beliebt', en: 'Popular' },
        highlighted: true,
        features: [
          { de: 'Beratung', en: 'Consultation', included: true },
          { de: 'Abendtermine', en: 'Evening appointments', included: true },
        ],
      },
    ],
    cta: { de: 'Termin anfragen', en: 'Request an appointment' },
  },
  toc: { de: 'Auf dieser Seite', en: 'On this page' },
  beforeAfter: {
    heading: { de: 'Vorher – nachher', en: 'Before – after' },
    caption: { de: 'Ziehen oder Pfeiltasten nutzen', en: 'Drag or use the arrow keys' },
  },
  featured: { de: 'Empfehlungen', en: 'Recommended' },
  locations: { de: 'So finden Sie uns', en: 'Where to find us' },
  video: {
    heading: { de: 'Im Video', en: 'On video' },
    caption: { de: 'Aus unserer Mediathek', en: 'From our video library' },
  },
  embed: {
    heading: { de: 'Eingebettetes Video', en: 'Embedded video' },
    title: { de: 'Vorstellung des Vimeo-Players', en: 'Introducing the Vimeo player' },
  },
  map: { de: 'Anfahrt', en: 'Getting here' },
  author: { de: 'Über die Autorin', en: 'About the author' },
  related: { de: 'Aus dem Blog', en: 'From the blog' },
  postBlocks: { toc: { de: 'In diesem Beitrag', en: 'In this post' }, related: { de: 'Weiterlesen', en: 'Read on' } },
  tabs: {
    heading: { de: 'Ihr Besuch', en: 'Your visit' },
    items: [
      {
        label: { de: 'Vorher', en: 'Before' },
        content: { de: 'Bringen Sie Ihre Versichertenkarte mit.', en: 'Bring your insurance card.' },
      },
      {
        label: { de: 'Währenddessen', en: 'During' },
        content: { de: 'Wir erklären jeden Schritt.', en: 'We explain every step.' },
      },
      {
        label: { de: 'Danach', en: 'Afterwards' },
        content: { de: 'Sie erhalten einen Nachsorgeplan.', en: 'You get an aftercare plan.' },
      },
    ],
  },
}

/** Every block of the site, with the locale's strings (non-localized settings are the same). */
function showcaseLayout(locale: Locale, { media, video, form, home, partners, author, series, featured }: Assets) {
  const image = (index: number) => media[index % media.length]
  const homeLink = (label: string) =>
    home
      ? { type: 'internal', label, reference: { relationTo: 'pages', value: home } }
      : { type: 'external', label, url: '/' }
  return [
    {
      blockType: 'heroSlider',
      slides: copy.slides.map((slide, index) => ({
        image: image(index),
        mobileImage: image(index + 1),
        headline: slide.headline[locale],
        subline: slide.subline[locale],
        overlay: 'dark',
        primary: homeLink(copy.button[locale]),
      })),
      animation: 'fade',
      autoplay: true,
      interval: 4000,
      dots: 'dots',
      heightDesktop: 60,
      heightMobile: 50,
      ariaLabel: locale === 'de' ? 'Hero-Slider' : 'Hero slider',
    },
    { blockType: 'content', heading: copy.title[locale], body: richText(copy.content[locale]) },
    { blockType: 'tableOfContents', title: copy.toc[locale], depth: 'h2' },
    { blockType: 'mediaBlock', media: image(1), caption: copy.caption[locale], width: 'wide' },
    {
      blockType: 'imageSlider',
      heading: copy.gallery[locale],
      images: media.map((id, index) => ({ image: id, caption: `${copy.gallery[locale]} ${index + 1}` })),
      layout: 'slider',
      effect: 'slide',
      slidesPerView: 'two',
      counter: true,
      lightbox: {
        enabled: true,
        zoom: true,
        download: true,
        share: true,
        captions: true,
        thumbnails: true,
        background: 'dark',
      },
    },
    {
      blockType: 'testimonials',
      heading: copy.testimonials[locale],
      source: 'collection',
      slidesPerView: 'one',
      pagination: 'dots',
    },
    { blockType: 'faq', heading: copy.faq[locale], source: 'collection', layout: 'accordion' },
    {
      blockType: 'accordion',
      heading: copy.accordion.heading[locale],
      items: copy.accordion.items.map((item) => ({
        title: item.title[locale],
        content: richText(item.content[locale]),
      })),
      exclusive: true,
      openFirst: true,
    },
    {
      blockType: 'stats',
      heading: copy.stats.heading[locale],
      items: copy.stats.items.map(({ label, ...item }) => ({ ...item, label: label[locale] })),
      animate: true,
    },
    ...(partners.length > 0
      ? [{ blockType: 'logoGrid', heading: copy.logos[locale], source: 'partners', partners, layout: 'grid' }]
      : []),
    {
      blockType: 'comparison',
      heading: copy.comparison.heading[locale],
      layout: 'table',
      columns: copy.comparison.columns.map((title, index) => ({ title: title[locale], highlighted: index === 1 })),
      rows: copy.comparison.rows.map((row) => ({
        label: row.label[locale],
        cells: row.cells.map((value) => ({ value })),
      })),
    },
    { blockType: 'shareButtons', heading: copy.share[locale], platforms: ['email', 'linkedin', 'whatsapp'] },
    { blockType: 'team', heading: copy.team[locale], source: 'department', layout: 'grid', limit: 8 },
    { blockType: 'teamFilter', heading: copy.teamFilter[locale], showDepartmentFilter: true },
    { blockType: 'orgChart', heading: copy.orgChart[locale], layout: 'tree', depth: 4 },
    { blockType: 'favorites', heading: copy.favorites[locale], source: 'category', layout: 'grid' },
    { blockType: 'series', heading: copy.series[locale], source: 'all', layout: 'grid' },
    ...(series ? [{ blockType: 'seriesDetail', series, showVideos: true }] : []),
    {
      blockType: 'services',
      heading: copy.services[locale],
      source: 'all',
      layout: 'grid',
      presentation: 'grid',
      limit: 6,
    },
    { blockType: 'events', heading: copy.events[locale], source: 'upcoming', layout: 'list', limit: 5 },
    { blockType: 'events', heading: copy.calendar[locale], source: 'upcoming', layout: 'calendar', months: 2 },
    { blockType: 'jobs', heading: copy.jobs[locale], filters: ['department', 'employmentType', 'workplace'] },
    { blockType: 'downloads', heading: copy.downloads[locale], source: 'category', groupByCategory: true },
    {
      blockType: 'pricing',
      heading: copy.pricing.heading[locale],
      plans: copy.pricing.plans.map((plan) => ({
        name: plan.name[locale],
        price: plan.price,
        currency: 'EUR',
        period: 'month',
        description: plan.description?.[locale],
        badge: plan.badge?.[locale],
        highlighted: plan.highlighted ?? false,
        features: plan.features.map((feature) => ({ text: feature[locale], included: feature.included })),
        cta: homeLink(copy.pricing.cta[locale]),
      })),
      comparisonTable: true,
    },
    ...(author ? [{ blockType: 'authorBio', heading: copy.author[locale], author }] : []),
    { blockType: 'relatedPosts', heading: copy.related[locale], mode: 'auto', layout: 'grid', limit: 3 },
    {
      blockType: 'beforeAfter',
      heading: copy.beforeAfter.heading[locale],
      before: image(0),
      after: image(1),
      start: 50,
      caption: copy.beforeAfter.caption[locale],
    },
    ...(featured.length > 0
      ? [{ blockType: 'featuredContent', heading: copy.featured[locale], items: featured, layout: 'grid' }]
      : []),
    {
      blockType: 'locations',
      heading: copy.locations[locale],
      source: 'all',
      layout: 'cards',
      showHours: true,
      showOpenNow: true,
    },
    { blockType: 'map', heading: copy.map[locale], source: 'locations', zoom: 14, height: 'medium' },
    ...(video
      ? [
          {
            blockType: 'video',
            heading: copy.video.heading[locale],
            source: 'library',
            video,
            caption: copy.video.caption[locale],
            poster: image(2),
          },
        ]
      : []),
    // Seeded without an uploaded file: the repository ships no video (tests/int/video-block.test.ts uploads generated ones).
    {
      blockType: 'video',
      heading: copy.embed.heading[locale],
      source: 'embed',
      url: 'https://vimeo.com/76979871',
      title: copy.embed.title[locale],
      startSeconds: 5,
    },
    {
      blockType: 'tabs',
      heading: copy.tabs.heading[locale],
      tabs: copy.tabs.items.map((tab) => ({ label: tab.label[locale], content: richText(tab.content[locale]) })),
    },
    {
      blockType: 'callToAction',
      heading: copy.cta.heading[locale],
      text: copy.cta.text[locale],
      primary: homeLink(copy.cta.link[locale]),
      background: 'accent',
    },
    ...(form
      ? [{ blockType: 'formBlock', form, heading: copy.form.heading[locale], intro: copy.form.intro[locale] }]
      : []),
  ]
}

async function assetsOf(payload: Payload, tenant: Tenant): Promise<Assets> {
  const byTenant = { tenant: { equals: tenant.id } }
  const media = await payload.find({
    collection: 'media',
    where: byTenant,
    sort: 'id',
    limit: 6,
    depth: 0,
    overrideAccess: true,
  })
  const form = await payload.find({
    collection: 'forms',
    where: byTenant,
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const video = await payload.find({
    collection: 'videos',
    where: byTenant,
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const home = await payload.find({
    collection: 'pages',
    where: { and: [byTenant, { slug: { equals: 'home' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const partners = await payload.find({
    collection: 'partners',
    where: byTenant,
    sort: 'id',
    limit: 8,
    depth: 0,
    overrideAccess: true,
  })
  const author = await payload.find({
    collection: 'authors',
    where: byTenant,
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const series = await payload.find({
    collection: 'series',
    where: byTenant,
    sort: 'order',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const featured = []
  for (const relationTo of ['posts', 'services', 'events', 'portfolios'] as const) {
    const first = await payload.find({
      collection: relationTo,
      where: { and: [byTenant, { _status: { equals: 'published' } }] },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (first.docs[0]) featured.push({ relationTo, value: first.docs[0].id })
  }
  return {
    media: media.docs.map((doc) => doc.id),
    video: video.docs[0]?.id ?? null,
    form: form.docs[0]?.id ?? null,
    home: home.docs[0]?.id ?? null,
    partners: partners.docs.map((doc) => doc.id),
    author: author.docs[0]?.id ?? null,
    series: series.docs[0]?.id ?? null,
    featured,
  }
}

/** The blocks a post shows below its text; they take the post as their subject. */
const postLayout = (locale: Locale) => [
  { blockType: 'tableOfContents', title: copy.postBlocks.toc[locale], depth: 'h3' },
  { blockType: 'authorBio' },
  { blockType: 'relatedPosts', heading: copy.postBlocks.related[locale], mode: 'auto', layout: 'list', limit: 3 },
]

/** The tenant's newest published post gets the blogging blocks below its text (both locales). */
async function seedPostBlocks(payload: Payload, tenant: Tenant) {
  const newest = await payload.find({
    collection: 'posts',
    where: { and: [{ tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }] },
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const post = newest.docs[0]
  if (!post) return
  const saved = await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'de',
    data: { layout: postLayout('de') } as never,
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'en',
    data: { layout: withRowIds(postLayout('en'), saved.layout) } as never,
    overrideAccess: true,
    depth: 0,
  })
}

async function seedTenantShowcase(payload: Payload, tenant: Tenant) {
  const ctx = { payload, tenant }
  for (const [order, { quote, ...rest }] of TESTIMONIALS.entries()) {
    await upsertLocalized(
      ctx,
      'testimonials',
      { de: { ...rest, quote: quote.de, featured: true, order }, en: { quote: quote.en } },
      'author',
    )
  }
  await seedPostBlocks(payload, tenant)
  const assets = await assetsOf(payload, tenant)
  if (assets.media.length === 0) return
  await upsertLocalized(ctx, 'pages', {
    de: {
      title: copy.title.de,
      slug: SHOWCASE_SLUG,
      _status: 'published',
      // The block showcase is a demo: reachable by link, out of search engines and the sitemap.
      hideFromSearch: true,
      layout: showcaseLayout('de', assets),
    },
    en: { title: copy.title.en, _status: 'published', layout: showcaseLayout('en', assets) },
  })
}

/** Testimonials and the showcase page for both demo tenants (idempotent). */
export async function seedSiteShowcase(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedTenantShowcase(payload, alpha)
  await seedTenantShowcase(payload, beta)
}
