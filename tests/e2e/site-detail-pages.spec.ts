import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createPreviewToken } from '../../src/lib/site/previewToken'
import { seededAdmin } from './support/adminLogin'
import { watchErrors } from './support/blockPage'

/**
 * Issue 31: the detail pages of events and jobs on a tenant site, in German and English — the facts the seed
 * sets (src/seed/tenants/alpha/locations.ts), their schema.org data, the event's calendar file, and a job leaving
 * the site when its deadline passes. Screenshots at 390 and 1366 px.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const alpha = `http://alpha.localhost:${port}`
// Node does not resolve *.localhost as Chromium does: API requests name the tenant's host in the header.
const alphaHost = { host: `alpha.localhost:${port}` }
const SCREENSHOTS = 'test-results/site-detail'
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const
const LOCALES = ['de', 'en'] as const
type Locale = (typeof LOCALES)[number]

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }))

/** The site's wording of an instant, in Europe/Berlin (the test's own formatter, not the page's). */
const berlin = (locale: Locale, instant: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { ...parts, timeZone: 'Europe/Berlin' }).format(
    new Date(instant),
  )
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

const utc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** A published document as the public API reads it (the seed's slugs are the alpha tenant's own). */
async function publicDoc<T>(request: APIRequestContext, collection: string, slug: string, locale: Locale) {
  const response = await request.get(`/api/${collection}?where[slug][equals]=${slug}&locale=${locale}&depth=1`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: T[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/** The page's JSON-LD objects of one `@type`. */
async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts
    .map((script) => JSON.parse(script) as Record<string, unknown>)
    .filter((d) => d['@type'] === type)
  expect(found).toHaveLength(1)
  return found[0]!
}

/** Screenshots at both widths (full page), and no axe violations (WCAG 2 A/AA) at either. */
async function screenshotsAndAxe(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size}.png`, fullPage: true })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(results.violations, `${name} ${size}`).toEqual([])
  }
}

/** The value of one term of the page's facts list (the term matched whole: "Registration" ≠ "Registration deadline"). */
const fact = (page: Page, term: string) =>
  page.locator('.detail-facts .detail-fact', { has: page.getByText(term, { exact: true }) }).locator('dd')

type SeededEvent = { id: number; title: string; startDate: string; endDate?: string; excerpt?: string }

const EVENT_TEXT = {
  de: {
    start: 'Beginn',
    end: 'Ende',
    place: 'Ort',
    registration: 'Anmeldung',
    deadline: 'Anmeldeschluss',
    spots: 'Noch 28 von 40 Plätzen frei',
    email: 'Per E-Mail anmelden',
    calendar: 'In den Kalender eintragen (.ics)',
    full: 'Ausgebucht',
    venue: 'Stadtteilzentrum Altona',
    map: 'Karte bei OpenStreetMap',
    location: 'Praxis Altona',
  },
  en: {
    start: 'Start',
    end: 'End',
    place: 'Place',
    registration: 'Registration',
    deadline: 'Registration deadline',
    spots: '28 of 40 places left',
    email: 'Register by e-mail',
    calendar: 'Add to calendar (.ics)',
    full: 'Fully booked',
    venue: 'Altona community centre',
    map: 'Map on OpenStreetMap',
    location: 'Altona practice',
  },
} as const

for (const locale of LOCALES) {
  test(`${locale}: an event's page shows when, where and how to register, its Event data and a calendar file`, async ({
    page,
    request,
  }) => {
    const text = EVENT_TEXT[locale]
    const slug = 'tag-der-offenen-praxis'
    const event = await publicDoc<SeededEvent>(request, 'events', slug, locale)
    const errors = watchErrors(page)
    await page.goto(`${alpha}/${locale}/events/${slug}`)
    await expect(page.locator('h1')).toHaveText(event.title)
    await expect(page.locator('.lead')).toHaveText(event.excerpt ?? '')

    await expect(fact(page, text.start)).toContainText(berlin(locale, event.startDate, DAY))
    await expect(fact(page, text.start)).toContainText(berlin(locale, event.startDate, TIME))
    // It ends on the day it starts: the end is a time only.
    await expect(fact(page, text.end)).toContainText(berlin(locale, event.endDate!, TIME))
    await expect(fact(page, text.end)).not.toContainText(berlin(locale, event.endDate!, DAY))
    await expect(fact(page, text.place)).toContainText(text.location)
    await expect(fact(page, text.place)).toContainText('Ottenser Hauptstraße 12')
    await expect(fact(page, text.place)).toContainText('22765 Hamburg')
    await expect(page.getByRole('link', { name: text.map })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Ottenser Hauptstraße 12, 22765 Hamburg')}`,
    )
    await expect(fact(page, text.registration)).toContainText(text.spots)
    await expect(fact(page, text.deadline)).not.toBeEmpty()
    await expect(page.getByRole('link', { name: text.email })).toHaveAttribute(
      'href',
      `mailto:events@alpha-zahnklinik.example?subject=${encodeURIComponent(event.title)}`,
    )

    const data = await jsonLdOf(page, 'Event')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      description: event.excerpt,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: text.location,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ottenser Hauptstraße 12',
          postalCode: '22765',
          addressLocality: 'Hamburg',
          addressCountry: 'DE',
        },
      },
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
    })
    expect((data.image as string[])[0]).toMatch(/^https?:\/\//)

    // The calendar file: linked on the page, downloaded by a click, text/calendar with the event in UTC.
    const calendarLink = page.getByRole('link', { name: text.calendar })
    await expect(calendarLink).toHaveAttribute('href', `/${locale}/events/${slug}/calendar.ics`)
    const download = page.waitForEvent('download')
    await calendarLink.click()
    expect((await download).suggestedFilename()).toBe(`${slug}.ics`)
    const ics = await request.get(`/${locale}/events/${slug}/calendar.ics`, { headers: alphaHost })
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await ics.text()
    expect(body).toContain(`SUMMARY:${event.title}\r\n`)
    expect(body).toContain(`DTSTART:${utc(event.startDate)}\r\n`)
    expect(body).toContain(`DTEND:${utc(event.endDate!)}\r\n`)
    expect(body).toContain(`UID:event-${event.id}@alpha.localhost\r\n`)

    await screenshotsAndAxe(page, `event-${locale}`)
    expect(errors).toEqual([])
  })

  test(`${locale}: a fully booked event at a venue says so and offers no registration`, async ({ page, request }) => {
    const text = EVENT_TEXT[locale]
    const slug = 'vortrag-gesunde-zaehne-im-alter'
    const event = await publicDoc<SeededEvent>(request, 'events', slug, locale)
    await page.goto(`${alpha}/${locale}/events/${slug}`)
    await expect(fact(page, text.registration)).toHaveText(text.full)
    await expect(fact(page, text.place)).toContainText(text.venue)
    await expect(fact(page, text.place)).toContainText('Max-Brauer-Allee 24, 22765 Hamburg')
    await expect(fact(page, text.end)).toHaveCount(0)
    await expect(page.getByRole('link', { name: text.email })).toHaveCount(0)
    const data = await jsonLdOf(page, 'Event')
    expect(data).toMatchObject({
      name: event.title,
      startDate: event.startDate,
      location: { '@type': 'Place', name: text.venue, address: 'Max-Brauer-Allee 24, 22765 Hamburg' },
      offers: { availability: 'https://schema.org/SoldOut' },
    })
    expect(data).not.toHaveProperty('endDate')
    await screenshotsAndAxe(page, `event-full-${locale}`)
  })
}

const JOB_TEXT = {
  de: {
    location: 'Standort',
    type: 'Anstellungsart',
    typeValue: 'Vollzeit',
    department: 'Bereich',
    start: 'Eintritt',
    startValue: 'ab sofort',
    deadline: 'Bewerbungsschluss',
    apply: 'So bewerben Sie sich',
    contact: 'Ihre Ansprechperson',
    email: 'Per E-Mail bewerben',
    profile: 'Ihr Profil',
    offer: 'Wir bieten',
    requirement: 'Abgeschlossene Ausbildung als ZFA',
    benefit: '30 Urlaubstage',
    place: 'Praxis Altona',
  },
  en: {
    location: 'Location',
    type: 'Employment type',
    typeValue: 'Full-time',
    department: 'Department',
    start: 'Start',
    startValue: 'immediately',
    deadline: 'Application deadline',
    apply: 'How to apply',
    contact: 'Your contact',
    email: 'Apply by e-mail',
    profile: 'Your profile',
    offer: 'What we offer',
    requirement: 'Completed dental assistant training',
    benefit: '30 days of holiday',
    place: 'Altona practice',
  },
} as const

type SeededJob = { title: string; summary?: string; applicationDeadline: string }

for (const locale of LOCALES) {
  test(`${locale}: a job's page shows its terms and how to apply, and its JobPosting data`, async ({
    page,
    request,
  }) => {
    const text = JOB_TEXT[locale]
    const slug = 'zfa-vollzeit'
    const job = await publicDoc<SeededJob>(request, 'jobs', slug, locale)
    const errors = watchErrors(page)
    await page.goto(`${alpha}/${locale}/jobs/${slug}`)
    await expect(page.locator('h1')).toHaveText(job.title)
    await expect(fact(page, text.location)).toContainText(text.place)
    await expect(fact(page, text.location)).toContainText('Ottenser Hauptstraße 12')
    await expect(fact(page, text.type)).toHaveText(text.typeValue)
    await expect(fact(page, text.department)).toHaveText('Assistenz')
    await expect(fact(page, text.start)).toHaveText(text.startValue)
    await expect(fact(page, text.deadline)).toHaveText(berlin(locale, job.applicationDeadline, DAY))
    await expect(page.getByRole('heading', { name: text.profile })).toBeVisible()
    await expect(page.getByText(text.requirement)).toBeVisible()
    await expect(page.getByRole('heading', { name: text.offer })).toBeVisible()
    await expect(page.getByText(text.benefit)).toBeVisible()
    await expect(page.getByRole('heading', { name: text.apply })).toBeVisible()
    await expect(page.locator('.detail-apply')).toContainText(`${text.contact}: Dr. Julia Hartmann`)
    await expect(page.locator('.detail-apply')).toContainText('jobs@alpha-zahnklinik.example')
    await expect(page.getByRole('link', { name: text.email })).toHaveAttribute(
      'href',
      `mailto:jobs@alpha-zahnklinik.example?subject=${encodeURIComponent(job.title)}`,
    )
    await expect(page.locator('.detail-notice')).toHaveCount(0)

    expect(await jsonLdOf(page, 'JobPosting')).toMatchObject({
      '@context': 'https://schema.org',
      title: job.title,
      description: job.summary,
      // Not compared with the API's createdAt: with E2E_REUSE_BUILD the route cache may keep a page of an earlier seed.
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
      validThrough: job.applicationDeadline,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Alpha Zahnklinik' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ottenser Hauptstraße 12',
          addressLocality: 'Hamburg',
          addressCountry: 'DE',
        },
      },
    })
    await screenshotsAndAxe(page, `job-${locale}`)
    expect(errors).toEqual([])
  })
}

test('a job leaves the site and its sitemap when its deadline passes, without a publish', async ({ request }) => {
  const sitemap = async () => (await request.get(`/sitemap.xml`, { headers: alphaHost })).text()
  // The seed's expired offer: not on the site, not in the sitemap.
  expect((await request.get(`/de/jobs/prophylaxe-vertretung`, { headers: alphaHost })).status()).toBe(404)
  expect(await sitemap()).not.toContain('/jobs/prophylaxe-vertretung')

  const login = await request.post('/api/users/login', { data: seededAdmin })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const tenants = await (await request.get('/api/tenants?where[slug][equals]=alpha&depth=0', { headers })).json()
  const slug = `expiring-job-${Date.now()}`
  const deadline = new Date(Date.now() + 20_000).toISOString()
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      title: 'Bald abgelaufen',
      slug,
      tenant: tenants.docs[0].id,
      _status: 'published',
      applicationDeadline: deadline,
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // Rendered and cached before the deadline…
    const before = await request.get(`/de/jobs/${slug}`, { headers: alphaHost })
    expect(before.status()).toBe(200)
    expect(await before.text()).toContain('JobPosting')
    expect(await sitemap()).toContain(`/de/jobs/${slug}`)
    // …gone after it: the sitemap at once, the page once its cached copy has run out.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(deadline) - Date.now() + 1000))
    expect(await sitemap()).not.toContain(`/de/jobs/${slug}`)
    await expect(async () => {
      expect((await request.get(`/de/jobs/${slug}`, { headers: alphaHost })).status()).toBe(404)
    }).toPass({ timeout: 30_000 })
  } finally {
    expect((await request.delete(`/api/jobs/${id}`, { headers })).ok()).toBe(true)
  }
})

test('an editor previewing an expired job reads that its deadline has passed; no apply section, no JobPosting', async ({
  page,
  request,
}) => {
  const path = '/de/jobs/prophylaxe-vertretung'
  const login = await request.post('/api/users/login', { data: seededAdmin })
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid?: string }
  const headers = { Authorization: `JWT ${token}` }
  const tenants = await (await request.get('/api/tenants?where[slug][equals]=alpha&depth=0', { headers })).json()
  // The link the admin would issue, signed with Payload's secret as the server derives it from PAYLOAD_SECRET.
  const secret = createHash('sha256').update(process.env.PAYLOAD_SECRET!).digest('hex').slice(0, 32)
  const link = createPreviewToken(secret, { tenant: tenants.docs[0].id, path, user: user.id, sid })
  await page.goto(`${alpha}/preview?token=${link}`)
  await expect(page).toHaveURL(`${alpha}${path}`)
  await expect(page.locator('.draft-banner')).toBeVisible()
  await expect(page.locator('h1')).toHaveText('Prophylaxe-Assistenz (Elternzeitvertretung)')
  await expect(page.locator('.detail-notice')).toHaveText(
    'Die Bewerbungsfrist für diese Stelle ist abgelaufen. Bewerbungen sind nicht mehr möglich.',
  )
  await expect(page.locator('.detail-apply')).toHaveCount(0)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await page.setViewportSize(VIEWPORTS.phone)
  await page.screenshot({ path: `${SCREENSHOTS}/job-expired-preview-phone.png`, fullPage: true })
})
