import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import type { Tenant } from '@/payload-types'
import type { SeedTenants } from './platform'
import { upsertByField } from './upsert'

// ---------------------------------------------------------------------------------------------
// Building blocks (also used by the integration-test fixtures)
// ---------------------------------------------------------------------------------------------

type Block = string | { h2: string } | { list: string[] }
type LexicalNode = { [key: string]: unknown; type: string; version: number }
type ElementNode = LexicalNode & { children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number }
export type RichTextValue = { [key: string]: unknown; root: ElementNode & { children: ElementNode[] } }

const textNode = (text: string): LexicalNode => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): ElementNode => ({
  ...extra,
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

/** A Lexical rich-text value: strings become paragraphs, `{ h2 }` headings, `{ list }` bullet lists. */
export function richText(...blocks: Block[]): RichTextValue {
  const children = blocks.map((block) => {
    if (typeof block === 'string') return element('paragraph', [textNode(block)], { textFormat: 0 })
    if ('h2' in block) return element('heading', [textNode(block.h2)], { tag: 'h2' })
    return element(
      'list',
      block.list.map((item, index) => element('listitem', [textNode(item)], { value: index + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  })
  return { root: { ...element('root', []), children } }
}

type UploadFile = { name: string; data: Buffer; mimetype: string; size: number }

const hex = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0')
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`
}

/** A small abstract picture (gradient and shapes, colours derived from the name) rendered by sharp. */
export async function demoImage(name: string, { width = 1200, height = 800 } = {}): Promise<UploadFile> {
  const hue = [...name].reduce((h, char) => (h * 31 + char.charCodeAt(0)) % 360, 7)
  const radius = Math.round(Math.min(width, height) * 0.22)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hslToHex(hue, 0.55, 0.6)}"/><stop offset="1" stop-color="${hslToHex((hue + 50) % 360, 0.6, 0.3)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.38)}" r="${radius}" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.62)}" width="${Math.round(width * 0.45)}" height="${Math.round(height * 0.16)}" rx="24" fill="#ffffff" fill-opacity="0.18"/>
</svg>`
  const png = name.endsWith('.png')
  const image = sharp(Buffer.from(svg))
  const data = await (png ? image.png() : image.jpeg({ quality: 78 })).toBuffer()
  return { name, data, mimetype: png ? 'image/png' : 'image/jpeg', size: data.length }
}

/** A one-page PDF with a title line (hand-written PDF 1.4 with a correct xref table). */
export function demoPdf(name: string, title: string): UploadFile {
  const ascii = title
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, (char) => `\\${char}`)
  const stream = `BT /F1 20 Tf 72 760 Td (${ascii}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  const data = Buffer.from(body, 'latin1')
  return { name, data, mimetype: 'application/pdf', size: data.length }
}

const inDays = (days: number, hour = 10) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

// ---------------------------------------------------------------------------------------------
// Upserts: German (default locale) first, then the English translation of the localized fields
// ---------------------------------------------------------------------------------------------

type Data = Record<string, unknown>
type Ctx = { payload: Payload; tenant: Tenant }

/**
 * Non-localized arrays share their rows across locales: the English pass must address the rows
 * created by the German pass by id, or it would replace them.
 */
export function withRowIds(en: unknown, saved: unknown): unknown {
  if (Array.isArray(en)) {
    const rows = Array.isArray(saved) ? saved : []
    return en.map((row, index) => {
      const savedRow = rows[index] as { id?: unknown } | undefined
      const merged = withRowIds(row, savedRow)
      return savedRow?.id !== undefined && typeof merged === 'object' ? { ...(merged as Data), id: savedRow.id } : merged
    })
  }
  if (en && typeof en === 'object' && !('root' in en) && saved && typeof saved === 'object') {
    return Object.fromEntries(Object.entries(en).map(([key, value]) => [key, withRowIds(value, (saved as Data)[key])]))
  }
  return en
}

async function upsert(ctx: Ctx, collection: CollectionSlug, key: string, de: Data, en?: Data): Promise<{ id: number }> {
  const { payload, tenant } = ctx
  const doc = (await upsertByField(payload, collection, key, { ...de, tenant: tenant.id }, { tenant: { equals: tenant.id } })) as { id: number }
  if (en) {
    await payload.update({ collection, id: doc.id, locale: 'en', data: withRowIds(en, doc) as never, overrideAccess: true, depth: 0 })
  }
  return doc
}

async function upsertMedia(ctx: Ctx, name: string, alt: { de: string; en: string }, size?: { width: number; height: number }) {
  const { payload, tenant } = ctx
  // Tenant prefix: all tenants share one upload directory, where Payload would rename clashes.
  const filename = `${tenant.slug}-${name}`
  const existing = await payload.find({
    collection: 'media',
    where: { and: [{ filename: { equals: filename } }, { tenant: { equals: tenant.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc =
    existing.docs[0] ??
    (await payload.create({ collection: 'media', data: { alt: alt.de, tenant: tenant.id }, file: await demoImage(filename, size), overrideAccess: true, depth: 0 }))
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en }, overrideAccess: true, depth: 0 })
  return doc.id
}

async function upsertDownload(ctx: Ctx, name: string, category: string, title: { de: string; en: string }, description: { de: string; en: string }) {
  const { payload, tenant } = ctx
  const filename = `${tenant.slug}-${name}`
  const existing = await payload.find({
    collection: 'downloads',
    where: { and: [{ filename: { equals: filename } }, { tenant: { equals: tenant.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc =
    existing.docs[0] ??
    (await payload.create({
      collection: 'downloads',
      data: { title: title.de, description: description.de, category: category as 'form', tenant: tenant.id },
      file: demoPdf(filename, title.de),
      overrideAccess: true,
      depth: 0,
    }))
  await payload.update({ collection: 'downloads', id: doc.id, locale: 'en', data: { title: title.en, description: description.en }, overrideAccess: true, depth: 0 })
}

// ---------------------------------------------------------------------------------------------
// Demo content
// ---------------------------------------------------------------------------------------------

/** Demo content for both tenants: Alpha Zahnklinik (dental clinic) and Beta Fotostudio (photo studio). */
export async function seedContent(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedAlpha({ payload, tenant: alpha })
  await seedBeta({ payload, tenant: beta })
}

const weekdays = (days: string[], opens: string, closes: string) => days.map((day) => ({ day, opens, closes }))

async function seedAlpha(ctx: Ctx) {
  const img = {
    praxis: await upsertMedia(ctx, 'praxis.jpg', { de: 'Heller Empfangsbereich der Praxis', en: 'Bright reception area of the practice' }),
    behandlung: await upsertMedia(ctx, 'behandlung.jpg', { de: 'Modernes Behandlungszimmer', en: 'Modern treatment room' }),
    prophylaxe: await upsertMedia(ctx, 'prophylaxe.jpg', { de: 'Instrumente für die Zahnreinigung', en: 'Instruments for professional cleaning' }),
    implantat: await upsertMedia(ctx, 'implantat.jpg', { de: 'Modell eines Zahnimplantats', en: 'Model of a dental implant' }),
    autorin: await upsertMedia(ctx, 'dr-hartmann.jpg', { de: 'Porträt Dr. Julia Hartmann', en: 'Portrait of Dr Julia Hartmann' }, { width: 600, height: 600 }),
    labor: await upsertMedia(ctx, 'logo-dentallabor.png', { de: 'Logo Dentallabor Nord', en: 'Dentallabor Nord logo' }, { width: 480, height: 240 }),
    kammer: await upsertMedia(ctx, 'logo-kammer.png', { de: 'Logo Zahnärztekammer Hamburg', en: 'Hamburg Dental Association logo' }, { width: 480, height: 240 }),
  }

  await upsert(ctx, 'pages', 'slug', {
    title: 'Willkommen bei der Alpha Zahnklinik',
    slug: 'home',
    _status: 'published',
    layout: [{ blockType: 'content', heading: 'Willkommen bei der Alpha Zahnklinik', body: richText('Moderne Zahnmedizin in Hamburg-Altona.') }],
  })

  const tags = {
    prophylaxe: await upsert(ctx, 'tags', 'slug', { name: 'Prophylaxe', slug: 'prophylaxe', color: '#2e7d32', description: 'Vorsorge und Zahnreinigung' }, { name: 'Prevention', description: 'Check-ups and cleaning' }),
    implantologie: await upsert(ctx, 'tags', 'slug', { name: 'Implantologie', slug: 'implantologie', color: '#1565c0' }, { name: 'Implantology' }),
    kinder: await upsert(ctx, 'tags', 'slug', { name: 'Kinderzahnheilkunde', slug: 'kinderzahnheilkunde', color: '#f9a825' }, { name: 'Pediatric dentistry' }),
  }
  const hartmann = await upsert(
    ctx,
    'authors',
    'slug',
    {
      name: 'Dr. Julia Hartmann',
      slug: 'dr-julia-hartmann',
      role: 'Zahnärztin, Praxisinhaberin',
      avatar: img.autorin,
      bio: 'Seit 2012 in Altona, Schwerpunkte Implantologie und Angstpatienten.',
      socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/julia-hartmann-demo' }],
    },
    { role: 'Dentist, practice owner', bio: 'In Altona since 2012, focusing on implantology and anxious patients.' },
  )
  const team = await upsert(ctx, 'authors', 'slug', { name: 'Praxisteam Alpha', slug: 'praxisteam', role: 'Redaktion' }, { role: 'Editorial team' })

  await upsert(
    ctx,
    'posts',
    'slug',
    {
      title: 'Professionelle Zahnreinigung: Wie oft ist sinnvoll?',
      slug: 'professionelle-zahnreinigung-wie-oft',
      _status: 'published',
      publishedAt: inDays(-20),
      excerpt: 'Warum zweimal im Jahr für die meisten Patient:innen richtig ist – und wann häufiger.',
      heroImage: img.prophylaxe,
      author: hartmann.id,
      coAuthors: [team.id],
      tags: [tags.prophylaxe.id],
      featured: true,
      featuredVideo: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', privacyMode: true, caption: 'Ablauf einer PZR in 3 Minuten' },
      content: richText(
        'Bei der professionellen Zahnreinigung (PZR) entfernen wir Beläge, die die Zahnbürste nicht erreicht.',
        { h2: 'Wie oft?' },
        'Für die meisten Erwachsenen empfehlen wir zwei Termine pro Jahr. Bei Parodontitis oder Implantaten sind drei bis vier sinnvoll.',
        { list: ['Entfernung harter und weicher Beläge', 'Politur und Fluoridierung', 'Individuelle Putztipps'] },
      ),
      meta: { title: 'Professionelle Zahnreinigung – wie oft? | Alpha Zahnklinik', description: 'Wie oft eine PZR sinnvoll ist und was sie kostet.' },
    },
    {
      title: 'Professional teeth cleaning: how often makes sense?',
      excerpt: 'Why twice a year is right for most patients – and when more often.',
      featuredVideo: { caption: 'A professional cleaning in 3 minutes' },
      content: richText(
        'During a professional cleaning we remove deposits your toothbrush cannot reach.',
        { h2: 'How often?' },
        'For most adults we recommend two appointments per year. With periodontitis or implants three to four make sense.',
      ),
      meta: { title: 'Professional teeth cleaning – how often? | Alpha Zahnklinik', description: 'How often a cleaning makes sense and what it costs.' },
    },
  )
  await upsert(
    ctx,
    'posts',
    'slug',
    {
      title: 'Implantat oder Brücke? Eine Entscheidungshilfe',
      slug: 'implantat-oder-bruecke',
      _status: 'published',
      publishedAt: inDays(-8),
      excerpt: 'Vor- und Nachteile beider Lösungen im Überblick.',
      heroImage: img.implantat,
      author: hartmann.id,
      tags: [tags.implantologie.id],
      content: richText(
        'Fehlt ein Zahn, gibt es zwei bewährte Wege: das Implantat und die Brücke.',
        { h2: 'Das Implantat' },
        'Ein Implantat ersetzt die Zahnwurzel und schont die Nachbarzähne.',
        { h2: 'Die Brücke' },
        'Eine Brücke ist schneller fertig, die Nachbarzähne werden dafür beschliffen.',
      ),
    },
    {
      title: 'Implant or bridge? A decision guide',
      excerpt: 'Pros and cons of both solutions at a glance.',
      content: richText('If a tooth is missing there are two proven options: an implant or a bridge.'),
    },
  )
  await upsert(
    ctx,
    'posts',
    'slug',
    {
      title: 'Milchzähne richtig pflegen',
      slug: 'milchzaehne-richtig-pflegen',
      _status: 'published',
      publishedAt: inDays(-400),
      legacyAuthor: 'Praxis Dr. Weber (Archiv)',
      tags: [tags.kinder.id, tags.prophylaxe.id],
      content: richText('Auch Milchzähne brauchen Pflege: ab dem ersten Zahn zweimal täglich putzen.'),
    },
    { title: 'Caring for baby teeth', content: richText('Baby teeth need care too: brush twice a day from the first tooth.') },
  )

  const aesthetics = await upsert(ctx, 'portfolio-categories', 'slug', { name: 'Ästhetische Zahnheilkunde', slug: 'aesthetik', order: 1, coverImage: img.behandlung }, { name: 'Cosmetic dentistry' })
  await upsert(ctx, 'portfolio-categories', 'slug', { name: 'Praxis & Räume', slug: 'praxis', order: 2, coverImage: img.praxis }, { name: 'Practice & rooms' })
  await upsert(
    ctx,
    'portfolios',
    'slug',
    {
      title: 'Veneers: ein neues Lächeln in zwei Sitzungen',
      slug: 'veneers-neues-laecheln',
      _status: 'published',
      category: aesthetics.id,
      coverImage: img.behandlung,
      excerpt: 'Keramik-Veneers für die Frontzähne einer Patientin (mit Einverständnis).',
      images: [{ image: img.behandlung, caption: 'Vorher' }, { image: img.praxis, caption: 'Nachher' }],
      project: { year: 2025, location: 'Hamburg-Altona', services: ['Veneers', 'Bleaching'] },
    },
    { title: 'Veneers: a new smile in two sessions', excerpt: 'Ceramic veneers for a patient’s front teeth (with consent).', images: [{ caption: 'Before' }, { caption: 'After' }], project: { location: 'Hamburg-Altona' } },
  )

  const mundpflege = await upsert(ctx, 'product-categories', 'slug', { name: 'Mundpflege', slug: 'mundpflege', order: 1 }, { name: 'Oral care' })
  const buersten = await upsert(ctx, 'product-categories', 'slug', { name: 'Zahnbürsten', slug: 'zahnbuersten', parent: mundpflege.id, order: 1 }, { name: 'Toothbrushes' })
  const interdental = await upsert(ctx, 'product-categories', 'slug', { name: 'Interdentalpflege', slug: 'interdentalpflege', parent: mundpflege.id, order: 2 }, { name: 'Interdental care' })
  await upsert(
    ctx,
    'products',
    'slug',
    {
      title: 'Schallzahnbürste SonicPro',
      slug: 'schallzahnbuerste-sonicpro',
      _status: 'published',
      shortDescription: 'Schallzahnbürste mit Andruckkontrolle, in der Praxis erhältlich.',
      categories: [buersten.id],
      images: [img.prophylaxe],
      price: { amount: 89.9, compareAtAmount: 109, currency: 'EUR', taxIncluded: true },
      inventory: { sku: 'AZ-SONIC-01', trackInventory: true, stock: 14, lowStockThreshold: 3 },
      cta: { label: 'In der Praxis reservieren', type: 'external', url: 'mailto:shop@alpha-zahnklinik.example' },
    },
    { title: 'SonicPro sonic toothbrush', shortDescription: 'Sonic toothbrush with pressure control, available at the practice.', cta: { label: 'Reserve at the practice' } },
  )
  await upsert(
    ctx,
    'products',
    'slug',
    {
      title: 'Interdentalbürsten-Set (6 Größen)',
      slug: 'interdentalbuersten-set',
      _status: 'published',
      categories: [interdental.id],
      price: { amount: 12.5, currency: 'EUR' },
      inventory: { sku: 'AZ-IDB-06', trackInventory: true, stock: 2, lowStockThreshold: 5 },
    },
    { title: 'Interdental brush set (6 sizes)' },
  )

  const catProphylaxe = await upsert(ctx, 'service-categories', 'slug', { name: 'Prophylaxe', slug: 'prophylaxe', order: 1, icon: { kind: 'text', name: 'sparkles' } }, { name: 'Prevention' })
  const catZahnersatz = await upsert(ctx, 'service-categories', 'slug', { name: 'Zahnersatz', slug: 'zahnersatz', order: 2, icon: { kind: 'text', name: 'tooth' } }, { name: 'Dentures & implants' })
  const faqPzr = await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Übernimmt die Krankenkasse die professionelle Zahnreinigung?', answer: richText('Viele gesetzliche Kassen bezuschussen die PZR mit 40–80 € pro Jahr. Fragen Sie uns nach einer Bescheinigung.'), categories: ['Kosten'], order: 1 },
    { question: 'Does health insurance cover professional cleaning?', answer: richText('Many statutory insurers contribute €40–80 per year. Ask us for a receipt.'), categories: ['Costs'] },
  )
  const faqImplantat = await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Wie lange hält ein Implantat?', answer: richText('Bei guter Pflege und regelmäßiger Kontrolle oft ein Leben lang.'), categories: ['Implantate'], order: 2 },
    { question: 'How long does an implant last?', answer: richText('With good care and regular check-ups often for a lifetime.'), categories: ['Implants'] },
  )
  await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Ich habe Angst vor dem Zahnarzt – was tun?', answer: richText('Sprechen Sie uns an: Wir nehmen uns Zeit, erklären jeden Schritt und bieten Sedierung an.'), categories: ['Behandlung'], order: 3 },
    { question: 'I am afraid of the dentist – what can I do?', answer: richText('Talk to us: we take our time, explain every step and offer sedation.'), categories: ['Treatment'] },
  )
  const pzr = await upsert(
    ctx,
    'services',
    'slug',
    {
      title: 'Professionelle Zahnreinigung',
      slug: 'professionelle-zahnreinigung',
      _status: 'published',
      category: catProphylaxe.id,
      icon: { kind: 'text', name: 'sparkles' },
      image: img.prophylaxe,
      shortDescription: 'Gründliche Reinigung, Politur und Fluoridierung – etwa 60 Minuten.',
      description: richText('Unsere Prophylaxe-Fachkräfte entfernen Beläge und Verfärbungen schonend und gründlich.'),
      features: [
        { title: 'Schonend', description: 'Pulverstrahl und Handinstrumente statt nur Ultraschall.', kind: 'feature' },
        { title: 'Gesundes Zahnfleisch', description: 'Beugt Parodontitis und Karies vor.', kind: 'benefit' },
      ],
      pricing: { kind: 'fixed', amount: 95, currency: 'EUR', note: 'pro Sitzung' },
      primaryCta: { label: 'Termin buchen', type: 'external', url: 'https://alpha.localhost/termin' },
      relatedFaqs: [faqPzr.id],
      featured: true,
      sections: [
        {
          heading: 'So läuft die Reinigung ab',
          body: richText('Befund, Reinigung, Politur, Fluorid – und zum Schluss Ihre persönlichen Pflegetipps.'),
          testimonials: [{ quote: 'Noch nie war eine Zahnreinigung so angenehm.', author: 'Petra K.', role: 'Patientin seit 2019', rating: 5 }],
        },
      ],
      meta: { title: 'Professionelle Zahnreinigung in Hamburg-Altona', description: 'PZR für 95 € pro Sitzung in der Alpha Zahnklinik.' },
    },
    {
      title: 'Professional teeth cleaning',
      shortDescription: 'Thorough cleaning, polishing and fluoride – about 60 minutes.',
      description: richText('Our prevention specialists remove plaque and stains gently and thoroughly.'),
      features: [
        { title: 'Gentle', description: 'Air polishing and hand instruments, not just ultrasound.' },
        { title: 'Healthy gums', description: 'Prevents periodontitis and decay.' },
      ],
      pricing: { note: 'per session' },
      primaryCta: { label: 'Book an appointment' },
      sections: [{ heading: 'How the cleaning works', testimonials: [{ quote: 'Never has a cleaning been so pleasant.', role: 'Patient since 2019' }] }],
      meta: { title: 'Professional teeth cleaning in Hamburg-Altona', description: 'Professional cleaning for €95 per session at Alpha Zahnklinik.' },
    },
  )
  await upsert(
    ctx,
    'services',
    'slug',
    {
      title: 'Zahnimplantate',
      slug: 'zahnimplantate',
      _status: 'published',
      category: catZahnersatz.id,
      icon: { kind: 'image', image: img.implantat },
      shortDescription: 'Fester Zahnersatz auf Titan- oder Keramikimplantaten.',
      pricing: { kind: 'range', min: 1800, max: 3500, currency: 'EUR', note: 'je Implantat inkl. Krone' },
      primaryCta: { label: 'Beratung vereinbaren', type: 'external', url: 'https://alpha.localhost/termin' },
      secondaryCta: { label: 'Implantat oder Brücke?', type: 'external', url: '/posts/implantat-oder-bruecke' },
      relatedServices: [pzr.id],
      relatedFaqs: [faqImplantat.id],
      isNew: true,
    },
    {
      title: 'Dental implants',
      shortDescription: 'Fixed dentures on titanium or ceramic implants.',
      pricing: { note: 'per implant incl. crown' },
      primaryCta: { label: 'Arrange a consultation' },
      secondaryCta: { label: 'Implant or bridge?' },
    },
  )
  await upsert(
    ctx,
    'services',
    'slug',
    {
      title: 'Sprechstunde für Angstpatient:innen',
      slug: 'angstpatienten',
      _status: 'published',
      category: catProphylaxe.id,
      icon: { kind: 'text', name: 'heart-handshake' },
      shortDescription: 'Ein ruhiger Termin ohne Behandlung, nur zum Kennenlernen.',
      pricing: { kind: 'on_request' },
    },
    { title: 'Consultation for anxious patients', shortDescription: 'A calm appointment without treatment, just to get to know us.' },
  )

  const altona = await upsert(
    ctx,
    'locations',
    'slug',
    {
      name: 'Praxis Altona',
      slug: 'praxis-altona',
      isMain: true,
      image: img.praxis,
      description: 'Barrierefrei, 3 Minuten vom Bahnhof Altona.',
      address: { street: 'Ottenser Hauptstraße 12', postalCode: '22765', city: 'Hamburg', country: 'DE', latitude: 53.5522, longitude: 9.9331 },
      contact: { phone: '+49 40 1234560', email: 'praxis@alpha-zahnklinik.example', website: 'https://alpha.localhost' },
      openingHours: [
        ...weekdays(['monday', 'tuesday', 'thursday'], '08:00', '18:00'),
        { day: 'wednesday', opens: '08:00', closes: '13:00', note: 'Nachmittags Chirurgie' },
        { day: 'friday', opens: '08:00', closes: '12:30' },
        { day: 'friday', opens: '13:30', closes: '16:00' },
      ],
    },
    { name: 'Altona practice', description: 'Step-free, 3 minutes from Altona station.', openingHours: [{}, {}, {}, { note: 'Surgery in the afternoon' }, {}, {}] },
  )
  await upsert(
    ctx,
    'locations',
    'slug',
    {
      name: 'Zweigpraxis Ottensen',
      slug: 'zweigpraxis-ottensen',
      address: { street: 'Bahrenfelder Straße 80', postalCode: '22765', city: 'Hamburg', country: 'DE' },
      contact: { phone: '+49 40 1234570' },
      openingHours: weekdays(['tuesday', 'thursday'], '09:00', '17:00'),
    },
    { name: 'Ottensen branch' },
  )

  await upsert(
    ctx,
    'events',
    'slug',
    {
      title: 'Tag der offenen Praxis',
      slug: 'tag-der-offenen-praxis',
      _status: 'published',
      startDate: inDays(30, 10),
      endDate: inDays(30, 15),
      excerpt: 'Praxisführung, Kinderprogramm und kostenlose Mundhygiene-Checks.',
      image: img.praxis,
      place: { location: altona.id },
      registration: { enabled: true, capacity: 40, registered: 12, deadline: inDays(28), email: 'events@alpha-zahnklinik.example' },
    },
    { title: 'Open practice day', excerpt: 'Tours, a kids’ programme and free oral-hygiene checks.' },
  )
  await upsert(
    ctx,
    'events',
    'slug',
    {
      title: 'Vortrag: Gesunde Zähne im Alter',
      slug: 'vortrag-gesunde-zaehne-im-alter',
      _status: 'published',
      startDate: inDays(45, 17),
      place: { venue: 'Stadtteilzentrum Altona', address: 'Max-Brauer-Allee 24, 22765 Hamburg' },
      registration: { enabled: true, capacity: 25, registered: 25 },
    },
    { title: 'Talk: healthy teeth in later life', place: { venue: 'Altona community centre' } },
  )

  await upsert(
    ctx,
    'jobs',
    'slug',
    {
      title: 'Zahnmedizinische Fachangestellte (m/w/d)',
      slug: 'zfa-vollzeit',
      _status: 'published',
      employmentType: 'full_time',
      location: altona.id,
      department: 'Assistenz',
      applicationDeadline: inDays(60),
      startDate: 'ab sofort',
      summary: 'Verstärkung für unser Assistenzteam in Altona.',
      requirements: [{ text: 'Abgeschlossene Ausbildung als ZFA' }, { text: 'Freude am Umgang mit Menschen' }],
      benefits: [{ text: '30 Urlaubstage' }, { text: 'HVV-Profiticket' }],
      application: { email: 'jobs@alpha-zahnklinik.example', contactPerson: 'Dr. Julia Hartmann' },
    },
    { title: 'Dental assistant (f/m/d)', startDate: 'immediately', summary: 'Join our assistant team in Altona.', requirements: [{ text: 'Completed dental assistant training' }, { text: 'You enjoy working with people' }], benefits: [{ text: '30 days of holiday' }, { text: 'Public transport ticket' }] },
  )
  await upsert(
    ctx,
    'jobs',
    'slug',
    { title: 'Ausbildung zur ZFA 2027', slug: 'ausbildung-zfa-2027', _status: 'published', employmentType: 'apprenticeship', location: altona.id, summary: 'Ausbildungsstart 1. August 2027.' },
    { title: 'Dental assistant apprenticeship 2027', summary: 'Starts on 1 August 2027.' },
  )
  // Shows the deadline rule: visitors no longer see this one.
  await upsert(
    ctx,
    'jobs',
    'slug',
    { title: 'Prophylaxe-Assistenz (Elternzeitvertretung)', slug: 'prophylaxe-vertretung', _status: 'published', employmentType: 'part_time', applicationDeadline: inDays(-10) },
    { title: 'Prevention assistant (parental-leave cover)' },
  )

  await upsert(
    ctx,
    'partners',
    'slug',
    { name: 'Dentallabor Nord', slug: 'dentallabor-nord', logo: img.labor, kind: 'supplier', website: 'https://dentallabor-nord.example', description: 'Unser Meisterlabor für Kronen, Brücken und Veneers.', order: 1 },
    { description: 'Our master laboratory for crowns, bridges and veneers.' },
  )
  await upsert(
    ctx,
    'partners',
    'slug',
    { name: 'Zahnärztekammer Hamburg', slug: 'zahnaerztekammer-hamburg', logo: img.kammer, kind: 'association', order: 2, description: 'Mitglied und zertifizierte Ausbildungspraxis.' },
    { description: 'Member and certified training practice.' },
  )

  await upsertDownload(ctx, 'anamnesebogen.pdf', 'form', { de: 'Anamnesebogen', en: 'Medical history form' }, { de: 'Bitte ausgefüllt zum ersten Termin mitbringen.', en: 'Please bring it filled in to your first appointment.' })
  await upsertDownload(ctx, 'preisliste-prophylaxe.pdf', 'price_list', { de: 'Preisliste Prophylaxe 2026', en: 'Prevention price list 2026' }, { de: 'Alle Preise inkl. MwSt.', en: 'All prices incl. VAT.' })
}

async function seedBeta(ctx: Ctx) {
  const img = {
    studio: await upsertMedia(ctx, 'studio.jpg', { de: 'Studio mit Softboxen und Hintergrundkarton', en: 'Studio with softboxes and paper backdrop' }),
    portrait: await upsertMedia(ctx, 'portrait.jpg', { de: 'Porträt im Gegenlicht', en: 'Backlit portrait' }, { width: 800, height: 1000 }),
    hochzeit: await upsertMedia(ctx, 'hochzeit.jpg', { de: 'Brautpaar im Park', en: 'Wedding couple in the park' }),
    business: await upsertMedia(ctx, 'business.jpg', { de: 'Teamfoto im Büro', en: 'Team photo in the office' }),
    fotograf: await upsertMedia(ctx, 'jonas-becker.jpg', { de: 'Porträt Jonas Becker', en: 'Portrait of Jonas Becker' }, { width: 600, height: 600 }),
    druckerei: await upsertMedia(ctx, 'logo-druckerei.png', { de: 'Logo Druckerei Elbflorenz', en: 'Druckerei Elbflorenz logo' }, { width: 480, height: 240 }),
    location: await upsertMedia(ctx, 'logo-gut-kleeberg.png', { de: 'Logo Gut Kleeberg', en: 'Gut Kleeberg logo' }, { width: 480, height: 240 }),
  }

  await upsert(ctx, 'pages', 'slug', {
    title: 'Willkommen im Beta Fotostudio',
    slug: 'home',
    _status: 'published',
    layout: [{ blockType: 'content', heading: 'Willkommen im Beta Fotostudio', body: richText('Porträts, Hochzeiten und Business-Fotografie.') }],
  })

  const tags = {
    portrait: await upsert(ctx, 'tags', 'slug', { name: 'Porträt', slug: 'portraet', color: '#6a1b9a' }, { name: 'Portrait' }),
    hochzeit: await upsert(ctx, 'tags', 'slug', { name: 'Hochzeit', slug: 'hochzeit', color: '#c2185b' }, { name: 'Wedding' }),
    technik: await upsert(ctx, 'tags', 'slug', { name: 'Licht & Technik', slug: 'licht-technik', color: '#455a64' }, { name: 'Lighting & gear' }),
  }
  const jonas = await upsert(
    ctx,
    'authors',
    'slug',
    {
      name: 'Jonas Becker',
      slug: 'jonas-becker',
      role: 'Fotograf, Inhaber',
      avatar: img.fotograf,
      bio: 'Fotografiert seit 15 Jahren Menschen – am liebsten mit natürlichem Licht.',
      socialLinks: [
        { platform: 'instagram', url: 'https://www.instagram.com/beta.fotostudio.demo' },
        { platform: 'website', url: 'https://beta.localhost' },
      ],
    },
    { role: 'Photographer, owner', bio: 'Has been photographing people for 15 years – preferably in natural light.' },
  )

  await upsert(
    ctx,
    'posts',
    'slug',
    {
      title: '5 Tipps für das perfekte Bewerbungsfoto',
      slug: 'tipps-bewerbungsfoto',
      _status: 'published',
      publishedAt: inDays(-14),
      excerpt: 'Kleidung, Haltung, Licht: So gelingt das Foto für den Lebenslauf.',
      heroImage: img.portrait,
      author: jonas.id,
      tags: [tags.portrait.id],
      content: richText(
        'Ein gutes Bewerbungsfoto wirkt natürlich und professionell zugleich.',
        { list: ['Schlichte Kleidung ohne Muster', 'Ausgeschlafen zum Termin', 'Leicht zur Kamera drehen', 'Mehrere Varianten ausprobieren', 'Retusche dezent halten'] },
      ),
    },
    {
      title: '5 tips for the perfect application photo',
      excerpt: 'Clothes, posture, light: how to get the photo for your CV right.',
      content: richText('A good application photo looks natural and professional at the same time.'),
    },
  )
  await upsert(
    ctx,
    'posts',
    'slug',
    {
      title: 'Hochzeitsreportage: So läuft ein Shootingtag ab',
      slug: 'hochzeitsreportage-ablauf',
      _status: 'published',
      publishedAt: inDays(-5),
      heroImage: img.hochzeit,
      author: jonas.id,
      tags: [tags.hochzeit.id, tags.technik.id],
      featuredVideo: { url: 'https://vimeo.com/76979871', privacyMode: true, caption: 'Ein Hochzeitstag im Zeitraffer' },
      content: richText({ h2: 'Vom Getting Ready bis zum Tanz' }, 'Wir begleiten Sie unauffällig durch den Tag und halten die echten Momente fest.'),
    },
    { title: 'Wedding reportage: how a shooting day works', featuredVideo: { caption: 'A wedding day in time-lapse' }, content: richText({ h2: 'From getting ready to the first dance' }, 'We accompany you unobtrusively and capture the real moments.') },
  )
  await upsert(
    ctx,
    'posts',
    'slug',
    { title: 'Unser neues Studio in Plagwitz', slug: 'neues-studio-plagwitz', _status: 'published', publishedAt: inDays(-600), legacyAuthor: 'Studio-Team (Altbestand)', heroImage: img.studio, content: richText('120 Quadratmeter, Tageslicht und eine Hohlkehle.') },
    { title: 'Our new studio in Plagwitz', content: richText('120 square metres, daylight and an infinity cove.') },
  )

  const portraits = await upsert(ctx, 'portfolio-categories', 'slug', { name: 'Porträts', slug: 'portraets', order: 1, coverImage: img.portrait }, { name: 'Portraits' })
  const weddings = await upsert(ctx, 'portfolio-categories', 'slug', { name: 'Hochzeiten', slug: 'hochzeiten', order: 2, coverImage: img.hochzeit }, { name: 'Weddings' })
  const business = await upsert(ctx, 'portfolio-categories', 'slug', { name: 'Business', slug: 'business', order: 3, coverImage: img.business }, { name: 'Business' })
  await upsert(
    ctx,
    'portfolios',
    'slug',
    { title: 'Hochzeit von Anna & Tim auf Gut Kleeberg', slug: 'hochzeit-anna-tim', _status: 'published', featured: true, category: weddings.id, coverImage: img.hochzeit, images: [{ image: img.hochzeit, caption: 'Erster Blick' }], project: { client: 'Anna & Tim', year: 2025, location: 'Gut Kleeberg', services: ['Ganztagesreportage', 'Fotobuch'] } },
    { title: 'Anna & Tim’s wedding at Gut Kleeberg', images: [{ caption: 'First look' }], project: { services: ['Full-day reportage', 'Photo book'] } },
  )
  await upsert(
    ctx,
    'portfolios',
    'slug',
    { title: 'Teamfotos für die Kanzlei Richter', slug: 'teamfotos-kanzlei-richter', _status: 'published', category: business.id, coverImage: img.business, project: { client: 'Kanzlei Richter', year: 2026, services: ['Teamfoto', 'Einzelporträts'] } },
    { title: 'Team photos for Richter law firm', project: { services: ['Team photo', 'Individual portraits'] } },
  )
  await upsert(
    ctx,
    'portfolios',
    'slug',
    { title: 'Porträtserie „Handwerk“', slug: 'portraetserie-handwerk', _status: 'published', category: portraits.id, coverImage: img.portrait, project: { year: 2024, location: 'Leipzig' } },
    { title: 'Portrait series "Craft"' },
  )

  const prints = await upsert(ctx, 'product-categories', 'slug', { name: 'Prints & Bücher', slug: 'prints-buecher', order: 1 }, { name: 'Prints & books' })
  const books = await upsert(ctx, 'product-categories', 'slug', { name: 'Fotobücher', slug: 'fotobuecher', parent: prints.id, order: 1 }, { name: 'Photo books' })
  const vouchers = await upsert(ctx, 'product-categories', 'slug', { name: 'Gutscheine', slug: 'gutscheine', order: 2 }, { name: 'Gift vouchers' })
  await upsert(
    ctx,
    'products',
    'slug',
    { title: 'Fotobuch Premium A4', slug: 'fotobuch-premium-a4', _status: 'published', categories: [books.id], images: [img.hochzeit], price: { amount: 249, currency: 'EUR' }, inventory: { availability: 'on_request' }, shortDescription: 'Leinen, 40 Seiten, Layout von uns.' },
    { title: 'Premium photo book A4', shortDescription: 'Linen, 40 pages, laid out by us.' },
  )
  await upsert(
    ctx,
    'products',
    'slug',
    {
      title: 'Gutschein Porträt-Shooting',
      slug: 'gutschein-portraet',
      _status: 'published',
      categories: [vouchers.id],
      price: { amount: 149, currency: 'EUR' },
      cta: { label: 'Gutschein anfragen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      featured: true,
    },
    { title: 'Portrait shoot gift voucher', cta: { label: 'Request a voucher' } },
  )

  const shootings = await upsert(ctx, 'service-categories', 'slug', { name: 'Shootings', slug: 'shootings', order: 1, icon: { kind: 'text', name: 'camera' } }, { name: 'Photo shoots' })
  const corporate = await upsert(ctx, 'service-categories', 'slug', { name: 'Für Unternehmen', slug: 'unternehmen', order: 2, icon: { kind: 'text', name: 'building' } }, { name: 'For companies' })
  const faqDauer = await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Wann bekomme ich meine Bilder?', answer: richText('Die Vorauswahl nach 3 Werktagen, die fertigen Bilder nach spätestens 2 Wochen.'), categories: ['Ablauf'], order: 1 },
    { question: 'When will I get my pictures?', answer: richText('The preselection after 3 working days, the final pictures within 2 weeks.'), categories: ['Process'] },
  )
  await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Darf ich eine Begleitperson mitbringen?', answer: richText('Sehr gern – viele fühlen sich mit vertrauter Begleitung wohler.'), categories: ['Ablauf'], order: 2 },
    { question: 'May I bring someone along?', answer: richText('Of course – many people feel more comfortable with someone they know.'), categories: ['Process'] },
  )
  await upsert(
    ctx,
    'faqs',
    'question',
    { question: 'Was kostet eine Hochzeitsreportage?', answer: richText('Je nach Dauer zwischen 1.200 € und 2.800 €; ein individuelles Angebot gibt es nach dem Vorgespräch.'), categories: ['Kosten'], order: 3 },
    { question: 'How much is a wedding reportage?', answer: richText('Between €1,200 and €2,800 depending on duration; you get an individual offer after our first talk.'), categories: ['Costs'] },
  )
  const portraitShoot = await upsert(
    ctx,
    'services',
    'slug',
    {
      title: 'Porträt-Shooting',
      slug: 'portraet-shooting',
      _status: 'published',
      category: shootings.id,
      icon: { kind: 'text', name: 'user-round' },
      image: img.portrait,
      gallery: [img.portrait, img.studio],
      shortDescription: 'Entspanntes Shooting im Studio oder draußen.',
      pricing: { kind: 'hourly', amount: 120, currency: 'EUR', note: 'inkl. 5 bearbeiteter Bilder' },
      primaryCta: { label: 'Termin anfragen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      relatedFaqs: [faqDauer.id],
      featured: true,
      sections: [{ heading: 'Stimmen', testimonials: [{ quote: 'Ich mag mich auf Fotos sonst nie – hier schon.', author: 'Miriam S.', rating: 5 }] }],
    },
    { title: 'Portrait shoot', shortDescription: 'A relaxed shoot in the studio or outdoors.', pricing: { note: 'incl. 5 edited pictures' }, primaryCta: { label: 'Request a date' }, sections: [{ heading: 'Voices', testimonials: [{ quote: 'I never like myself in photos – here I do.' }] }] },
  )
  await upsert(
    ctx,
    'services',
    'slug',
    {
      title: 'Hochzeitsreportage',
      slug: 'hochzeitsreportage',
      _status: 'published',
      category: shootings.id,
      icon: { kind: 'text', name: 'heart' },
      image: img.hochzeit,
      pricing: { kind: 'range', min: 1200, max: 2800, currency: 'EUR' },
      primaryCta: { label: 'Verfügbarkeit prüfen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      secondaryCta: { label: 'Ablauf lesen', type: 'external', url: '/posts/hochzeitsreportage-ablauf' },
      relatedServices: [portraitShoot.id],
    },
    { title: 'Wedding reportage', primaryCta: { label: 'Check availability' }, secondaryCta: { label: 'Read how it works' } },
  )
  await upsert(
    ctx,
    'services',
    'slug',
    { title: 'Bewerbungsfotos', slug: 'bewerbungsfotos', _status: 'published', category: shootings.id, pricing: { kind: 'fixed', amount: 149, currency: 'EUR' }, isNew: true },
    { title: 'Application photos' },
  )
  await upsert(
    ctx,
    'services',
    'slug',
    { title: 'Business- und Teamfotos', slug: 'business-teamfotos', _status: 'published', category: corporate.id, image: img.business, pricing: { kind: 'on_request' } },
    { title: 'Business and team photos' },
  )

  const studio = await upsert(
    ctx,
    'locations',
    'slug',
    {
      name: 'Studio Plagwitz',
      slug: 'studio-plagwitz',
      isMain: true,
      image: img.studio,
      address: { street: 'Karl-Heine-Straße 90', postalCode: '04229', city: 'Leipzig', country: 'DE', latitude: 51.3297, longitude: 12.3315 },
      contact: { phone: '+49 341 9876540', email: 'hallo@beta-fotostudio.example' },
      openingHours: [...weekdays(['tuesday', 'wednesday', 'thursday', 'friday'], '10:00', '18:00'), { day: 'saturday', opens: '10:00', closes: '14:00', note: 'Nur mit Termin' }],
    },
    { name: 'Plagwitz studio', openingHours: [{}, {}, {}, {}, { note: 'By appointment only' }] },
  )

  await upsert(
    ctx,
    'events',
    'slug',
    {
      title: 'Fotowalk durch Plagwitz',
      slug: 'fotowalk-plagwitz',
      _status: 'published',
      startDate: inDays(21, 14),
      endDate: inDays(21, 17),
      excerpt: 'Gemeinsam fotografieren entlang des Karl-Heine-Kanals – für alle Kameras.',
      place: { location: studio.id, venue: 'Treffpunkt: Studio' },
      registration: { enabled: true, capacity: 12, registered: 5, url: 'https://beta.localhost/fotowalk' },
    },
    { title: 'Photo walk through Plagwitz', excerpt: 'Shooting together along the Karl Heine canal – any camera welcome.', place: { venue: 'Meeting point: studio' } },
  )
  await upsert(
    ctx,
    'events',
    'slug',
    { title: 'Online-Workshop: Licht im Heimstudio', slug: 'workshop-licht-heimstudio', _status: 'published', startDate: inDays(35, 18), place: { online: true, onlineUrl: 'https://beta.localhost/live' }, registration: { enabled: true, capacity: 50, registered: 0 } },
    { title: 'Online workshop: light in the home studio' },
  )

  await upsert(
    ctx,
    'jobs',
    'slug',
    { title: 'Fotoassistenz (Minijob)', slug: 'fotoassistenz-minijob', _status: 'published', employmentType: 'mini_job', location: studio.id, applicationDeadline: inDays(30), summary: 'Unterstützung bei Hochzeiten und Studio-Shootings, vor allem samstags.', application: { email: 'jobs@beta-fotostudio.example' } },
    { title: 'Photo assistant (mini job)', summary: 'Support at weddings and studio shoots, mainly on Saturdays.' },
  )
  await upsert(
    ctx,
    'jobs',
    'slug',
    { title: 'Bildbearbeiter:in (Teilzeit, remote)', slug: 'bildbearbeitung-teilzeit', _status: 'published', employmentType: 'part_time', workplace: 'remote', summary: 'Retusche und Farbkorrektur in Lightroom und Photoshop.' },
    { title: 'Photo editor (part-time, remote)', summary: 'Retouching and colour grading in Lightroom and Photoshop.' },
  )

  await upsert(
    ctx,
    'partners',
    'slug',
    { name: 'Druckerei Elbflorenz', slug: 'druckerei-elbflorenz', logo: img.druckerei, kind: 'supplier', description: 'Fine-Art-Prints und Fotobücher in Museumsqualität.', order: 1 },
    { description: 'Fine-art prints and photo books in museum quality.' },
  )
  await upsert(
    ctx,
    'partners',
    'slug',
    { name: 'Gut Kleeberg', slug: 'gut-kleeberg', logo: img.location, kind: 'partner', website: 'https://gut-kleeberg.example', description: 'Hochzeitslocation mit Park und Scheune.', order: 2 },
    { description: 'Wedding venue with park and barn.' },
  )

  await upsertDownload(ctx, 'preisliste-2026.pdf', 'price_list', { de: 'Preisliste 2026', en: 'Price list 2026' }, { de: 'Shootings, Pakete und Prints.', en: 'Shoots, packages and prints.' })
  await upsertDownload(ctx, 'model-release.pdf', 'form', { de: 'Model-Release-Vertrag', en: 'Model release form' }, { de: 'Einverständnis zur Veröffentlichung von Bildern.', en: 'Consent to publish pictures.' })
}
