import type { CollectionSlug, Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { richText } from './content'
import type { SeedTenants } from './platform'
import { upsertByField } from './upsert'

type Data = Record<string, unknown>
type Ctx = { payload: Payload; tenant: Tenant }

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('root' in value)

/**
 * `english` laid over the saved German document: array rows are matched by position and keep
 * their ids (rows are shared across locales; a row without its id would be replaced), objects are
 * merged, everything else (texts, rich text) is taken from `english`.
 */
function overlay(saved: unknown, english: unknown): unknown {
  if (Array.isArray(english) && Array.isArray(saved)) return saved.map((row, index) => overlay(row, english[index] ?? {}))
  if (isPlainObject(english) && isPlainObject(saved)) {
    return { ...saved, ...Object.fromEntries(Object.entries(english).map(([key, value]) => [key, overlay(saved[key], value)])) }
  }
  return english
}

/**
 * Create-or-update by slug (or another key) within the tenant in German, then write the English
 * texts. Required localized fields are required per locale, so `english` must translate all of them.
 */
async function upsert<D extends { id: number } = { id: number }>(
  { payload, tenant }: Ctx,
  collection: CollectionSlug,
  german: Data,
  english?: Data,
  key = 'slug',
): Promise<D> {
  const saved = (await upsertByField(payload, collection, key, { ...german, tenant: tenant.id }, { tenant: { equals: tenant.id } })) as unknown as D & Data
  if (english) {
    const data = Object.fromEntries(Object.keys(english).map((field) => [field, overlay(saved[field], english[field])]))
    await payload.update({ collection, id: saved.id, locale: 'en', data: data as never, overrideAccess: true, depth: 0 })
  }
  return saved
}

/** The content seed's upload of that name in this tenant, if it ran (the showcase works without). */
async function mediaId({ payload, tenant }: Ctx, name: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ filename: { equals: `${tenant.slug}-${name}` } }, { tenant: { equals: tenant.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

const noon = (date: string) => `${date}T12:00:00.000Z`

/** Demo team, timelines, workflows, videos and portfolio entries for both demo tenants. */
export async function seedShowcase(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedAlpha({ payload, tenant: alpha })
  await seedBeta({ payload, tenant: beta })
}

// ---------------------------------------------------------------------------------------------
// Alpha Zahnklinik (dental clinic, Hamburg-Altona)
// ---------------------------------------------------------------------------------------------

async function seedAlpha(ctx: Ctx) {
  const hartmann = await upsert(
    ctx,
    'team',
    {
      name: 'Dr. Julia Hartmann',
      slug: 'dr-julia-hartmann',
      role: 'Zahnärztin, Praxisinhaberin',
      department: 'Praxisleitung',
      photo: await mediaId(ctx, 'dr-hartmann.jpg'),
      bio: richText('Seit 2012 in Altona. Schwerpunkte: Implantologie und die Behandlung von Angstpatient:innen.'),
      contact: { email: 'j.hartmann@alpha-zahnklinik.example', phone: '+49 40 123456-0' },
      socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/julia-hartmann-demo' }],
      qualifications: [
        { title: 'Approbation als Zahnärztin', institution: 'Universität Hamburg', year: 2008 },
        { title: 'Master of Science Implantologie', institution: 'DGI', year: 2014 },
      ],
      specializations: [{ name: 'Implantologie' }, { name: 'Angstpatienten' }],
      languages: [
        { language: 'Deutsch', level: 'native' },
        { language: 'Englisch', level: 'fluent' },
      ],
      vcardEnabled: true,
      featured: true,
      order: 1,
    },
    {
      role: 'Dentist, practice owner',
      department: 'Practice management',
      bio: richText('In Altona since 2012, focusing on implantology and anxious patients.'),
      qualifications: [{ title: 'Licensed dentist' }, { title: 'Master of Science in Implantology' }],
      specializations: [{ name: 'Implantology' }, { name: 'Anxious patients' }],
      languages: [{ language: 'German' }, { language: 'English' }],
    },
  )
  const sievers = await upsert(
    ctx,
    'team',
    {
      name: 'Dr. Malte Sievers',
      slug: 'dr-malte-sievers',
      role: 'Oralchirurg',
      department: 'Chirurgie',
      bio: richText('Fachzahnarzt für Oralchirurgie, Weisheitszähne und Knochenaufbau.'),
      contact: { email: 'm.sievers@alpha-zahnklinik.example', phone: '+49 40 123456-12' },
      specializations: [{ name: 'Weisheitszähne' }, { name: 'Knochenaufbau' }],
      languages: [{ language: 'Deutsch', level: 'native' }, { language: 'Dänisch', level: 'advanced' }],
      reportsTo: hartmann.id,
      vcardEnabled: true,
      order: 2,
    },
    {
      role: 'Oral surgeon',
      department: 'Surgery',
      bio: richText('Specialist in oral surgery, wisdom teeth and bone grafting.'),
      specializations: [{ name: 'Wisdom teeth' }, { name: 'Bone grafting' }],
      languages: [{ language: 'German' }, { language: 'Danish' }],
    },
  )
  const demir = await upsert(
    ctx,
    'team',
    {
      name: 'Aylin Demir',
      slug: 'aylin-demir',
      role: 'Dentalhygienikerin',
      department: 'Prophylaxe',
      bio: richText('Leitet unser Prophylaxe-Team und erklärt geduldig jede Interdentalbürste.'),
      specializations: [{ name: 'Professionelle Zahnreinigung' }, { name: 'Parodontitis-Nachsorge' }],
      languages: [{ language: 'Deutsch', level: 'native' }, { language: 'Türkisch', level: 'native' }],
      reportsTo: hartmann.id,
      order: 3,
    },
    {
      role: 'Dental hygienist',
      department: 'Prevention',
      bio: richText('Leads our prevention team and patiently explains every interdental brush.'),
      specializations: [{ name: 'Professional cleaning' }, { name: 'Periodontal aftercare' }],
      languages: [{ language: 'German' }, { language: 'Turkish' }],
    },
  )
  await upsert(
    ctx,
    'team',
    { name: 'Lea Hoffmann', slug: 'lea-hoffmann', role: 'Zahnmedizinische Fachangestellte', department: 'Empfang', reportsTo: demir.id, order: 4 },
    { role: 'Dental assistant', department: 'Reception' },
  )

  const praxis = await mediaId(ctx, 'praxis.jpg')
  await upsert(
    ctx,
    'timelines',
    {
      title: 'Unsere Geschichte',
      slug: 'unsere-geschichte',
      description: 'Von der Einzelpraxis zur Zahnklinik mit zwei Standorten.',
      type: 'history',
      layout: 'alternating',
      _status: 'published',
      events: [
        { title: 'Gründung der Praxis', dateType: 'year', date: noon('2012-01-01'), category: 'founding', importance: 'highlight', image: praxis },
        { title: 'Erstes 3D-Röntgen (DVT)', dateType: 'monthYear', date: noon('2016-09-01'), category: 'technology', importance: 'normal' },
        { title: 'Zweigpraxis Ottensen', dateType: 'fullDate', date: noon('2019-04-01'), category: 'expansion', importance: 'highlight' },
        { title: 'Ausgezeichnete Ausbildungspraxis', dateType: 'year', date: noon('2022-01-01'), category: 'award', importance: 'normal' },
        { title: 'Umbau des Prophylaxe-Bereichs', dateType: 'range', date: noon('2024-07-01'), endDate: noon('2024-08-15'), category: 'expansion', importance: 'minor' },
        { title: 'Kinderzahnarzt-Sprechstunde', dateType: 'custom', customText: 'Demnächst', category: 'milestone', importance: 'normal' },
      ],
    },
    {
      title: 'Our history',
      description: 'From a single practice to a clinic with two locations.',
      events: [
        { title: 'Practice founded' },
        { title: 'First 3D X-ray (CBCT)' },
        { title: 'Ottensen branch opens' },
        { title: 'Award-winning training practice' },
        { title: 'Prevention area rebuilt' },
        { title: 'Paediatric dentistry hours', customText: 'Coming soon' },
      ],
    },
  )
  await upsert(
    ctx,
    'timelines',
    {
      title: 'Ihr Weg zum Implantat',
      slug: 'weg-zum-implantat',
      type: 'process',
      layout: 'vertical',
      _status: 'published',
      events: [
        { title: 'Beratung und 3D-Diagnostik', dateType: 'custom', customText: 'Woche 1', importance: 'highlight', process: { stepNumber: 1, duration: '60 Minuten', responsible: 'Dr. Julia Hartmann', actionRequired: 'customer' } },
        { title: 'Heil- und Kostenplan', dateType: 'custom', customText: 'Woche 2', importance: 'normal', process: { stepNumber: 2, duration: '1–2 Wochen', responsible: 'Praxisverwaltung', actionRequired: 'both', deliverables: [{ name: 'Heil- und Kostenplan' }] } },
        { title: 'Implantation', dateType: 'custom', customText: 'Woche 4', importance: 'highlight', process: { stepNumber: 3, duration: '90 Minuten', responsible: 'Dr. Malte Sievers', actionRequired: 'internal' } },
        { title: 'Einheilphase und Krone', dateType: 'custom', customText: 'nach 3 Monaten', importance: 'normal', process: { stepNumber: 4, duration: '3 Monate', responsible: 'Dentallabor Nord', actionRequired: 'automatic' } },
      ],
    },
    {
      title: 'Your path to an implant',
      events: [
        { title: 'Consultation and 3D diagnostics', customText: 'Week 1', process: { duration: '60 minutes' } },
        { title: 'Treatment and cost plan', customText: 'Week 2', process: { duration: '1–2 weeks', responsible: 'Practice administration', deliverables: [{ name: 'Treatment and cost plan' }] } },
        { title: 'Implant surgery', customText: 'Week 4', process: { duration: '90 minutes' } },
        { title: 'Healing and crown', customText: 'after 3 months', process: { duration: '3 months' } },
      ],
    },
  )

  await upsert(
    ctx,
    'workflows',
    {
      title: 'Implantatbehandlung',
      slug: 'implantatbehandlung',
      description: 'Von der Erstberatung bis zur fertigen Krone.',
      type: 'project',
      complexity: 'complex',
      layout: 'gantt',
      _status: 'published',
      phases: [
        {
          name: 'Planung',
          icon: 'clipboard',
          color: '#1565c0',
          estimatedDuration: '2 Wochen',
          responsibleRole: 'Behandelnde Zahnärztin',
          responsiblePerson: hartmann.id,
          deliverables: [{ name: 'Heil- und Kostenplan' }],
          steps: [
            { key: 'beratung', title: 'Erstberatung', stepType: 'task', priority: 'high', checklist: [{ item: 'Anamnesebogen', required: true }, { item: 'Röntgenbilder mitbringen', required: false }] },
            { key: 'dvt', title: '3D-Röntgen', stepType: 'task', dependencies: [{ step: 'beratung', kind: 'blocking' }] },
            { key: 'kostenplan', title: 'Kostenplan freigeben', stepType: 'approval', priority: 'critical', dependencies: [{ step: 'dvt', kind: 'blocking' }], outputs: [{ name: 'Genehmigter Kostenplan' }] },
          ],
        },
        {
          name: 'Behandlung',
          icon: 'tooth',
          color: '#2e7d32',
          estimatedDuration: '3–4 Monate',
          responsibleRole: 'Oralchirurg',
          responsiblePerson: sievers.id,
          steps: [
            { key: 'implantation', title: 'Implantation', stepType: 'milestone', priority: 'critical', dependencies: [{ step: 'kostenplan', kind: 'blocking' }] },
            { key: 'einheilung', title: 'Einheilphase', stepType: 'wait', dependencies: [{ step: 'implantation', kind: 'blocking' }] },
            {
              key: 'kontrolle',
              title: 'Einheilung in Ordnung?',
              stepType: 'decision',
              dependencies: [{ step: 'einheilung', kind: 'blocking' }],
              branches: [
                { condition: 'Ja', nextStep: 'krone' },
                { condition: 'Nein, nachbehandeln', nextStep: 'einheilung' },
              ],
            },
            { key: 'krone', title: 'Krone einsetzen', stepType: 'task', dependencies: [{ step: 'kontrolle', kind: 'blocking' }], resources: [{ kind: 'link', title: 'Pflegehinweise', url: 'https://alpha.localhost/implantat-pflege' }] },
          ],
        },
      ],
    },
    {
      title: 'Implant treatment',
      description: 'From the first consultation to the finished crown.',
      phases: [
        {
          name: 'Planning',
          estimatedDuration: '2 weeks',
          responsibleRole: 'Treating dentist',
          deliverables: [{ name: 'Treatment and cost plan' }],
          steps: [
            { title: 'First consultation', checklist: [{ item: 'Medical history form' }, { item: 'Bring existing X-rays' }] },
            { title: '3D X-ray' },
            { title: 'Approve the cost plan', outputs: [{ name: 'Approved cost plan' }] },
          ],
        },
        {
          name: 'Treatment',
          estimatedDuration: '3–4 months',
          responsibleRole: 'Oral surgeon',
          steps: [
            { title: 'Implant surgery' },
            { title: 'Healing phase' },
            { title: 'Healed properly?', branches: [{ condition: 'Yes' }, { condition: 'No, treat again' }] },
            { title: 'Fit the crown', resources: [{ title: 'Care instructions' }] },
          ],
        },
      ],
    },
  )
  await upsert(
    ctx,
    'workflows',
    {
      title: 'Aufnahme neuer Patient:innen',
      slug: 'neupatienten',
      type: 'onboarding',
      complexity: 'simple',
      layout: 'horizontal',
      _status: 'published',
      phases: [
        {
          name: 'Vor dem Termin',
          steps: [
            { key: 'termin', title: 'Termin online buchen', stepType: 'task' },
            { key: 'bestaetigung', title: 'Bestätigung per E-Mail', stepType: 'automatic', dependencies: [{ step: 'termin', kind: 'blocking' }] },
          ],
        },
        { name: 'Erster Besuch', steps: [{ key: 'anamnese', title: 'Anamnese und Befund', stepType: 'task', dependencies: [{ step: 'bestaetigung', kind: 'blocking' }], checklist: [{ item: 'Versichertenkarte', required: true }] }] },
      ],
    },
    {
      title: 'New patient onboarding',
      phases: [
        { name: 'Before the appointment', steps: [{ title: 'Book online' }, { title: 'Confirmation by e-mail' }] },
        { name: 'First visit', steps: [{ title: 'Medical history and examination', checklist: [{ item: 'Health insurance card' }] }] },
      ],
    },
  )

  const prophylaxe = await upsert(ctx, 'video-categories', { name: 'Prophylaxe', slug: 'prophylaxe', order: 1 }, { name: 'Prevention' })
  const series = await upsert(
    ctx,
    'series',
    { title: 'Zahngesundheit kompakt', slug: 'zahngesundheit-kompakt', tagline: 'In drei Minuten erklärt', description: richText('Kurze Videos zu Pflege und Vorsorge.'), order: 1 },
    { title: 'Dental health in brief', tagline: 'Explained in three minutes', description: richText('Short videos on care and prevention.') },
  )
  await upsert(
    ctx,
    'videos',
    {
      title: 'Richtig Zähne putzen',
      slug: 'richtig-zaehne-putzen',
      description: 'Die Bass-Technik Schritt für Schritt.',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSeconds: 212,
      category: prophylaxe.id,
      series: series.id,
      publishedAt: noon('2025-02-10'),
      featured: true,
    },
    { title: 'Brushing your teeth properly', description: 'The Bass technique step by step.' },
  )

  await upsert(
    ctx,
    'favorites',
    {
      title: 'Elektrische Zahnbürste mit Andruckkontrolle',
      slug: 'elektrische-zahnbuerste',
      description: 'Schont das Zahnfleisch und zeigt zu festes Putzen an.',
      url: 'https://www.amazon.de/dp/B000000000',
      category: 'care',
      badge: 'Unser Tipp',
      priceRange: 'premium',
      affiliateNetwork: 'amazon',
      featured: true,
      order: 1,
    },
    { title: 'Electric toothbrush with pressure control', description: 'Gentle on the gums and warns when you brush too hard.', badge: 'Our pick' },
  )
  await upsert(
    ctx,
    'favorites',
    { title: 'Interdentalbürsten-Set', slug: 'interdentalbuersten-set', category: 'care', priceRange: 'budget', affiliateNetwork: 'none', order: 2 },
    { title: 'Interdental brush set' },
  )

  await upsert(
    ctx,
    'certifications',
    {
      title: 'Qualitätsmanagement nach DIN EN ISO 9001:2015',
      slug: 'iso-9001',
      description: 'Zertifiziertes QM-System für Behandlung, Hygiene und Verwaltung.',
      issuer: 'TÜV Nord Cert GmbH',
      certificateNumber: '44 100 24 4711',
      validFrom: noon('2024-03-01'),
      validUntil: noon('2027-02-28'),
      order: 1,
    },
    { title: 'Quality management to DIN EN ISO 9001:2015', description: 'Certified QM system for treatment, hygiene and administration.' },
  )
  await upsert(
    ctx,
    'certifications',
    { title: 'Hygiene-Begehung ohne Beanstandung', slug: 'hygiene-begehung', issuer: 'Gesundheitsamt Hamburg-Altona', validFrom: noon('2025-05-12'), order: 2 },
    { title: 'Hygiene inspection passed without findings' },
  )

  await upsert(
    ctx,
    'projects',
    {
      title: 'Zahnputz-Held',
      slug: 'zahnputz-held',
      tagline: 'Zwei Minuten Putzen als Abenteuer',
      description: richText('Eine Kinder-App, die das Zähneputzen mit Musik und Sternen belohnt – entwickelt mit einem Hamburger Indie-Studio.'),
      platforms: ['ios', 'android'],
      engine: 'unity',
      status: 'released',
      releaseDate: noon('2024-11-20'),
      links: [{ label: 'App Store', url: 'https://apps.apple.com/app/id0000000000' }],
    },
    {
      title: 'Toothbrush Hero',
      tagline: 'Two minutes of brushing as an adventure',
      description: richText('A kids’ app that rewards brushing with music and stars – built with a Hamburg indie studio.'),
      links: [{ label: 'App Store' }],
    },
  )

  await upsert(
    ctx,
    'bookings',
    {
      customerName: 'Praxisteam Alpha',
      customerEmail: 'team-fotos@alpha-zahnklinik.example',
      package: 'business',
      date: noon('2027-03-18'),
      timeSlot: 'from_09_to_11',
      status: 'confirmed',
      customerNotes: 'Teamfotos für die neue Website, vor Sprechstundenbeginn.',
    },
    undefined,
    'customerEmail',
  )
}

// ---------------------------------------------------------------------------------------------
// Beta Fotostudio (photo studio, Leipzig-Plagwitz)
// ---------------------------------------------------------------------------------------------

async function seedBeta(ctx: Ctx) {
  const becker = await upsert(
    ctx,
    'team',
    {
      name: 'Jonas Becker',
      slug: 'jonas-becker',
      role: 'Fotograf, Inhaber',
      department: 'Studioleitung',
      photo: await mediaId(ctx, 'jonas-becker.jpg'),
      bio: richText('Fotografiert seit 15 Jahren Menschen – am liebsten mit natürlichem Licht.'),
      contact: { email: 'jonas@beta-fotostudio.example', mobile: '+49 170 5550123' },
      socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/beta.fotostudio.demo' }],
      qualifications: [{ title: 'Fotografenmeister', institution: 'Handwerkskammer zu Leipzig', year: 2013 }],
      specializations: [{ name: 'Porträt' }, { name: 'Business' }],
      languages: [{ language: 'Deutsch', level: 'native' }, { language: 'Englisch', level: 'fluent' }],
      vcardEnabled: true,
      featured: true,
      order: 1,
    },
    {
      role: 'Photographer, owner',
      department: 'Studio management',
      bio: richText('Has been photographing people for 15 years – preferably in natural light.'),
      qualifications: [{ title: 'Master photographer' }],
      specializations: [{ name: 'Portrait' }, { name: 'Business' }],
      languages: [{ language: 'German' }, { language: 'English' }],
    },
  )
  await upsert(
    ctx,
    'team',
    { name: 'Marie Kaiser', slug: 'marie-kaiser', role: 'Hochzeitsfotografin', department: 'Reportage', reportsTo: becker.id, vcardEnabled: true, featured: true, order: 2, contact: { email: 'marie@beta-fotostudio.example' } },
    { role: 'Wedding photographer', department: 'Reportage' },
  )
  await upsert(
    ctx,
    'team',
    { name: 'Paul Wendt', slug: 'paul-wendt', role: 'Bildbearbeitung', department: 'Postproduktion', reportsTo: becker.id, order: 3 },
    { role: 'Retoucher', department: 'Post-production' },
  )

  await upsert(
    ctx,
    'timelines',
    {
      title: 'Studiogeschichte',
      slug: 'studiogeschichte',
      type: 'history',
      layout: 'vertical',
      sortOrder: 'desc',
      groupByYear: true,
      _status: 'published',
      events: [
        { title: 'Erstes Atelier in der Karl-Heine-Straße', dateType: 'year', date: noon('2011-01-01'), category: 'founding', importance: 'highlight' },
        { title: 'Umzug in die Plagwitzer Fabriketage', dateType: 'monthYear', date: noon('2017-05-01'), category: 'expansion', importance: 'highlight', image: await mediaId(ctx, 'studio.jpg') },
        { title: 'Sächsischer Fotopreis', dateType: 'fullDate', date: noon('2021-10-08'), category: 'award', importance: 'normal' },
        { title: 'Partnerschaft mit Gut Kleeberg', dateType: 'year', date: noon('2023-01-01'), category: 'partnership', importance: 'minor' },
      ],
    },
    {
      title: 'Studio history',
      events: [
        { title: 'First studio on Karl-Heine-Strasse' },
        { title: 'Move to the Plagwitz factory loft' },
        { title: 'Saxon Photography Award' },
        { title: 'Partnership with Gut Kleeberg' },
      ],
    },
  )
  await upsert(
    ctx,
    'timelines',
    {
      title: 'So läuft Ihr Shooting',
      slug: 'ablauf-shooting',
      type: 'process',
      layout: 'horizontal',
      _status: 'published',
      events: [
        { title: 'Vorgespräch', dateType: 'custom', customText: 'Schritt 1', importance: 'normal', process: { stepNumber: 1, duration: '30 Minuten', responsible: 'Jonas Becker', actionRequired: 'both' } },
        { title: 'Shooting im Studio', dateType: 'custom', customText: 'Schritt 2', importance: 'highlight', process: { stepNumber: 2, duration: '1–2 Stunden', actionRequired: 'customer' } },
        { title: 'Bildauswahl und Retusche', dateType: 'custom', customText: 'Schritt 3', importance: 'normal', process: { stepNumber: 3, duration: '7 Tage', responsible: 'Paul Wendt', actionRequired: 'internal', deliverables: [{ name: 'Online-Galerie' }] } },
      ],
    },
    {
      title: 'How your shoot works',
      events: [
        { title: 'Initial consultation', customText: 'Step 1', process: { duration: '30 minutes' } },
        { title: 'Studio shoot', customText: 'Step 2', process: { duration: '1–2 hours' } },
        { title: 'Selection and retouching', customText: 'Step 3', process: { duration: '7 days', deliverables: [{ name: 'Online gallery' }] } },
      ],
    },
  )

  await upsert(
    ctx,
    'workflows',
    {
      title: 'Hochzeitsreportage',
      slug: 'hochzeitsreportage',
      type: 'project',
      complexity: 'moderate',
      layout: 'kanban',
      parallelPhases: true,
      _status: 'published',
      phases: [
        {
          name: 'Vorbereitung',
          color: '#c2185b',
          estimatedDuration: '4 Wochen',
          responsibleRole: 'Hochzeitsfotografin',
          steps: [
            { key: 'vertrag', title: 'Vertrag und Anzahlung', stepType: 'approval', priority: 'critical' },
            { key: 'location', title: 'Location-Besichtigung', stepType: 'task', dependencies: [{ step: 'vertrag', kind: 'blocking' }], checklist: [{ item: 'Lichtverhältnisse prüfen', required: true }, { item: 'Regenvariante', required: false }] },
          ],
        },
        {
          name: 'Hochzeitstag',
          color: '#6a1b9a',
          steps: [{ key: 'reportage', title: 'Reportage', stepType: 'milestone', priority: 'critical', dependencies: [{ step: 'location', kind: 'blocking' }] }],
        },
        {
          name: 'Nachbereitung',
          steps: [
            { key: 'auswahl', title: 'Bildauswahl', stepType: 'task', dependencies: [{ step: 'reportage', kind: 'blocking' }] },
            { key: 'album', title: 'Album gestalten', stepType: 'task', priority: 'low', dependencies: [{ step: 'auswahl', kind: 'parallel' }], outputs: [{ name: 'Hochzeitsalbum' }] },
          ],
        },
      ],
    },
    {
      title: 'Wedding reportage',
      phases: [
        {
          name: 'Preparation',
          estimatedDuration: '4 weeks',
          responsibleRole: 'Wedding photographer',
          steps: [
            { title: 'Contract and deposit' },
            { title: 'Venue visit', checklist: [{ item: 'Check the light' }, { item: 'Plan for rain' }] },
          ],
        },
        { name: 'Wedding day', steps: [{ title: 'Reportage' }] },
        { name: 'Follow-up', steps: [{ title: 'Image selection' }, { title: 'Design the album', outputs: [{ name: 'Wedding album' }] }] },
      ],
    },
  )
  await upsert(
    ctx,
    'workflows',
    {
      title: 'Bildfreigabe für Firmenkunden',
      slug: 'bildfreigabe',
      type: 'approval',
      complexity: 'simple',
      layout: 'flowchart',
      iterative: true,
      _status: 'published',
      phases: [
        {
          name: 'Freigabe',
          steps: [
            { key: 'galerie', title: 'Galerie bereitstellen', stepType: 'automatic' },
            {
              key: 'pruefung',
              title: 'Kunde prüft',
              stepType: 'decision',
              dependencies: [{ step: 'galerie', kind: 'blocking' }],
              branches: [
                { condition: 'Freigegeben', nextStep: 'lieferung' },
                { condition: 'Änderungswünsche', nextStep: 'galerie' },
              ],
            },
            { key: 'lieferung', title: 'Lieferung in voller Auflösung', stepType: 'task', dependencies: [{ step: 'pruefung', kind: 'blocking' }] },
          ],
        },
      ],
    },
    {
      title: 'Image approval for business clients',
      phases: [
        {
          name: 'Approval',
          steps: [
            { title: 'Publish the gallery' },
            { title: 'Client reviews', branches: [{ condition: 'Approved' }, { condition: 'Changes requested' }] },
            { title: 'Deliver in full resolution' },
          ],
        },
      ],
    },
  )

  const makingOf = await upsert(ctx, 'video-categories', { name: 'Making-of', slug: 'making-of', order: 1 }, { name: 'Behind the scenes' })
  const series = await upsert(
    ctx,
    'series',
    { title: 'Licht & Schatten', slug: 'licht-und-schatten', tagline: 'Lichtsetzung im Studio', description: richText('Wie wir mit einer Lampe fünf Looks bauen.'), order: 1 },
    { title: 'Light & shadow', tagline: 'Studio lighting', description: richText('How we build five looks with one light.') },
  )
  await upsert(
    ctx,
    'videos',
    {
      title: 'Hinter den Kulissen: Porträtshooting',
      slug: 'making-of-portraet',
      url: 'https://vimeo.com/76979871',
      durationSeconds: 95,
      category: makingOf.id,
      series: series.id,
      publishedAt: noon('2025-06-01'),
    },
    { title: 'Behind the scenes: portrait shoot' },
  )

  await upsert(
    ctx,
    'favorites',
    {
      title: 'Vollformat-Systemkamera',
      slug: 'vollformat-systemkamera',
      description: 'Unsere Hauptkamera für Porträts und Hochzeiten.',
      url: 'https://www.example-shop.de/kamera',
      category: 'equipment',
      badge: 'Im Einsatz',
      priceRange: 'luxury',
      affiliateNetwork: 'awin',
      featured: true,
      order: 1,
    },
    { title: 'Full-frame mirrorless camera', description: 'Our main camera for portraits and weddings.', badge: 'In use' },
  )
  await upsert(
    ctx,
    'favorites',
    { title: 'Fotobuch-Ratgeber', slug: 'fotobuch-ratgeber', category: 'books', priceRange: 'budget', affiliateNetwork: 'none', order: 2 },
    { title: 'Photo book guide' },
  )

  await upsert(
    ctx,
    'certifications',
    {
      title: 'Meisterbrief Fotografenhandwerk',
      slug: 'meisterbrief',
      issuer: 'Handwerkskammer zu Leipzig',
      certificateNumber: 'M-2013-0815',
      validFrom: noon('2013-06-21'),
      order: 1,
    },
    { title: 'Master craftsman certificate in photography' },
  )

  await upsert(
    ctx,
    'projects',
    {
      title: 'Lichtspiel',
      slug: 'lichtspiel',
      tagline: 'Ein Puzzle aus Licht und Schatten',
      description: richText('Ein kleines Browser-Spiel, in dem man mit Lampen Schatten zu Motiven formt – unser Beitrag zum Leipziger Game Jam.'),
      platforms: ['web', 'pc'],
      engine: 'godot',
      status: 'early-access',
      releaseDate: noon('2025-09-12'),
    },
    { title: 'Light Play', tagline: 'A puzzle of light and shadow', description: richText('A small browser game where lamps turn shadows into pictures – our Leipzig Game Jam entry.') },
  )

  const bookings = [
    { customerName: 'Sarah und Tom Lehmann', customerEmail: 'lehmann@example.org', package: 'wedding', date: noon('2027-06-12'), timeSlot: 'from_14_to_16', status: 'confirmed', customerNotes: 'Trauung im Park, danach Paarfotos.' },
    { customerName: 'Dr. Anna Richter', customerEmail: 'a.richter@kanzlei-richter.example', package: 'business', date: noon('2027-04-08'), timeSlot: 'from_09_to_11', status: 'requested' },
    { customerName: 'Familie Nowak', customerEmail: 'nowak@example.org', package: 'family', date: noon('2027-04-08'), timeSlot: 'from_11_to_13', status: 'cancelled', internalNotes: 'Abgesagt wegen Krankheit; neuer Termin folgt.' },
  ]
  for (const booking of bookings) await upsert(ctx, 'bookings', booking, undefined, 'customerEmail')
}
