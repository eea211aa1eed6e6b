import type { RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { createEditor, demoTenants, getJsonWithHost } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

type TimelineData = RequiredDataFromCollectionSlug<'timelines'>
type PublicEvent = {
  title: string
  formattedDate: string
  category: string | null
  importance: string
  process: { stepNumber: number; actionRequired: string } | null
}
type PublicTimeline = {
  slug: string
  title: string
  type: string
  groupByYear: boolean
  events?: PublicEvent[]
  groups?: { year: number | null; events: PublicEvent[] }[]
}
type PublicTimelines = { tenant: string; locale: string; docs: PublicTimeline[] }

// The public API and its deprecated alias on the collection route answer the same (docs/public-apis.md).
const PUBLIC_PATHS = ['/api/public/timelines', '/api/timelines'] as const

describe('GET /api/public/timelines (alias /api/timelines): public timelines per tenant, and the REST route for editors', () => {
  const cms = useCms({ tenants: demoTenants({ betaLocale: 'en' }) })

  const create = (data: Omit<TimelineData, 'layout' | 'sortOrder'>, locale: 'de' | 'en' = 'de') =>
    cms.payload.create({ collection: 'timelines', locale, data: { layout: 'vertical', sortOrder: 'asc', ...data } })

  beforeAll(async () => {
    const history = await create({
      tenant: cms.tenants.alpha,
      title: 'Unsere Geschichte',
      type: 'history',
      _status: 'published',
      events: [
        {
          title: 'Auszeichnung',
          dateType: 'fullDate',
          date: '2021-06-15T12:00:00.000Z',
          category: 'award',
          importance: 'highlight',
        },
        {
          title: 'Gründung',
          dateType: 'year',
          date: '2009-01-01T12:00:00.000Z',
          category: 'founding',
          importance: 'highlight',
        },
        {
          title: 'Umzug',
          dateType: 'monthYear',
          date: '2015-03-01T12:00:00.000Z',
          category: 'expansion',
          importance: 'normal',
        },
        {
          title: 'Digitales Röntgen',
          dateType: 'range',
          date: '2022-01-10T12:00:00.000Z',
          endDate: '2022-03-31T12:00:00.000Z',
          category: 'technology',
          importance: 'minor',
        },
        {
          title: 'Zweite Praxis',
          dateType: 'custom',
          customText: 'Demnächst',
          category: 'expansion',
          importance: 'minor',
        },
      ],
    })
    // English texts for the same events (array rows keep their ids across locales).
    await cms.payload.update({
      collection: 'timelines',
      id: history.id,
      locale: 'en',
      data: {
        title: 'Our history',
        events: (history.events ?? []).map((event) => ({
          ...event,
          title: `${event.title} (en)`,
          customText: event.dateType === 'custom' ? 'Coming soon' : event.customText,
        })),
      },
    })
    await create({
      tenant: cms.tenants.alpha,
      title: 'Behandlungsablauf',
      type: 'process',
      _status: 'published',
      events: [
        {
          title: 'Befund',
          dateType: 'custom',
          customText: 'Schritt 1',
          importance: 'normal',
          process: { stepNumber: 1, actionRequired: 'customer', duration: '30 Minuten' },
        },
      ],
    })
    await create({ tenant: cms.tenants.alpha, title: 'Geheimer Entwurf', type: 'history', _status: 'draft' })
    await create({
      tenant: cms.tenants.beta,
      title: 'Studio history',
      type: 'history',
      _status: 'published',
      events: [{ title: 'Opening', dateType: 'year', date: '2018-01-01', importance: 'highlight' }],
    })
  })

  describe.each(PUBLIC_PATHS)('%s', (path) => {
    const get = (query: string, host = 'alpha.test') =>
      getJsonWithHost<PublicTimelines>(cms.url, `${path}${query}`, host)

    it('returns only the host tenant’s published timelines, sorted by title', async () => {
      const { status, body } = await get('')
      expect(status).toBe(200)
      expect(body.tenant).toBe('alpha')
      expect(body.docs.map((doc) => doc.title)).toEqual(['Behandlungsablauf', 'Unsere Geschichte'])
      const beta = await get('', 'beta.test')
      expect(beta.body.docs.map((doc) => doc.title)).toEqual(['Studio history'])
    })

    it('formats and sorts event dates for the requested locale', async () => {
      const german = (await get('?slug=unsere-geschichte&locale=de')).body.docs[0]
      expect(german?.events?.map((event) => [event.title, event.formattedDate])).toEqual([
        ['Gründung', '2009'],
        ['Umzug', 'März 2015'],
        ['Auszeichnung', '15. Juni 2021'],
        ['Digitales Röntgen', '10. Januar 2022 – 31. März 2022'],
        ['Zweite Praxis', 'Demnächst'],
      ])
      const english = (await get('?slug=unsere-geschichte&locale=en')).body
      expect(english.locale).toBe('en')
      expect(english.docs[0]?.title).toBe('Our history')
      expect(english.docs[0]?.events?.map((event) => event.formattedDate)).toEqual([
        '2009',
        'March 2015',
        'June 15, 2021',
        'January 10, 2022 – March 31, 2022',
        'Coming soon',
      ])
    })

    it('filters by type, category and importance; event filters drop timelines without matching events', async () => {
      const process = (await get('?type=process')).body.docs
      expect(process.map((doc) => doc.title)).toEqual(['Behandlungsablauf'])
      expect(process[0]?.events?.[0]?.process).toMatchObject({ stepNumber: 1, actionRequired: 'customer' })
      const expansion = (await get('?category=expansion')).body.docs
      expect(expansion.map((doc) => doc.slug)).toEqual(['unsere-geschichte'])
      expect(expansion[0]?.events?.map((event) => event.title)).toEqual(['Umzug', 'Zweite Praxis'])
      const highlights = (await get('?importance=highlight&category=award')).body.docs
      expect(highlights[0]?.events?.map((event) => event.title)).toEqual(['Auszeichnung'])
    })

    it('groups by year on request', async () => {
      const doc = (await get('?slug=unsere-geschichte&groupByYear=true')).body.docs[0]
      expect(doc?.groupByYear).toBe(true)
      expect(doc?.events).toBeUndefined()
      expect(doc?.groups?.map((group) => [group.year, group.events.length])).toEqual([
        [2009, 1],
        [2015, 1],
        [2021, 1],
        [2022, 1],
        [null, 1],
      ])
    })

    it('answers 404 for an unknown tenant and 400 for invalid filters', async () => {
      const unknown = await get('', 'elsewhere.test')
      expect(unknown.status).toBe(404)
      expect((await get('?tenant=nope')).status).toBe(404)
      const invalid = await get('?type=saga&locale=fr')
      expect(invalid.status).toBe(400)
      expect(JSON.stringify(invalid.body)).toMatch(/type.*locale|locale.*type/)
    })
  })

  it('marks only the alias deprecated, linking to its successor', async () => {
    const alias = await fetch(`${cms.url}/api/timelines?tenant=alpha`)
    expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(alias.headers.get('link')).toBe('</api/public/timelines>; rel="successor-version"')
    const current = await fetch(`${cms.url}/api/public/timelines?tenant=alpha`)
    expect(current.status).toBe(200)
    expect(current.headers.get('deprecation')).toBeNull()
  })

  it('still serves editors the normal REST list (drafts included, own tenant only) and find by id', async () => {
    await createEditor(cms.payload, cms.tenants.alpha, 'timelines-editor@example.com')
    const token = await signIn(cms.server, 'timelines-editor@example.com')
    const headers = { Authorization: `JWT ${token}` }
    const response = await fetch(`${cms.url}/api/timelines?where[_status][equals]=draft&depth=0&draft=true`, {
      headers,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      docs: { id: number; title: string }[]
      totalDocs: number
      hasNextPage: boolean
    }
    expect(body.hasNextPage).toBe(false)
    expect(body.docs.map((doc) => doc.title)).toEqual(['Geheimer Entwurf'])
    const byId = await fetch(`${cms.url}/api/timelines/${body.docs[0]?.id}?draft=true&depth=0`, { headers })
    expect(((await byId.json()) as { title: string }).title).toBe('Geheimer Entwurf')
    const everything = (await (await fetch(`${cms.url}/api/timelines?limit=100&depth=0`, { headers })).json()) as {
      docs: { tenant: number }[]
    }
    expect(everything.docs.every((doc) => doc.tenant === cms.tenants.alpha)).toBe(true)
  })
})
