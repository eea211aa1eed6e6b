import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { eventCalendar } from '@/lib/calendar/icalendar'
import { eventPlace, isPast, jobPlace, mapSearchUrl, registrationState, secondsUntilNext } from '@/lib/site/detailFacts'
import { eventJsonLd, jobPostingJsonLd } from '@/lib/site/detailJsonLd'
import { calendarEventOf } from '@/lib/site/eventCalendar'
import { currentSitemapDocs, type SitemapDoc } from '@/lib/site/sitemap'
import type { Event, Job, Location } from '@/payload-types'

const TZ = 'Europe/Berlin'
const PRODUCT = '-//Tenant sites//Events//EN'

const altona: Location = {
  id: 1,
  name: 'Praxis Altona',
  address: { street: 'Ottenser Hauptstraße 12', postalCode: '22765', city: 'Hamburg', country: 'DE' },
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
}

const openDay: Event = {
  id: 7,
  title: 'Tag der offenen Praxis',
  slug: 'tag-der-offenen-praxis',
  excerpt: 'Führung, Kinderprogramm; kostenlose Checks',
  startDate: '2026-12-28T10:00:00.000Z',
  endDate: '2026-12-28T15:00:00.000Z',
  place: { location: altona },
  registration: { enabled: true, capacity: 40, registered: 12, spotsLeft: 28, deadline: '2026-12-26T10:00:00.000Z' },
  updatedAt: '2026-11-28T09:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
}

const page = { uid: 'event-7@alpha.localhost', url: 'https://alpha.localhost/de/events/tag-der-offenen-praxis' }

describe('eventCalendar (RFC 5545)', () => {
  it('writes a known event exactly: UTC times, escaped text, CRLF', () => {
    expect(eventCalendar(calendarEventOf(openDay, page, TZ), PRODUCT)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Tenant sites//Events//EN',
        'CALSCALE:GREGORIAN',
        'BEGIN:VEVENT',
        'UID:event-7@alpha.localhost',
        'DTSTAMP:20261128T093000Z',
        'DTSTART:20261228T100000Z',
        'DTEND:20261228T150000Z',
        'SUMMARY:Tag der offenen Praxis',
        'DESCRIPTION:Führung\\, Kinderprogramm\\; kostenlose Checks',
        'LOCATION:Praxis Altona\\, Ottenser Hauptstraße 12\\, 22765 Hamburg',
        'URL:https://alpha.localhost/de/events/tag-der-offenen-praxis',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  it('escapes backslashes and line breaks, folds at 75 octets without splitting a character, and reads back in ical.js', () => {
    const summary = `Vortrag: ${'Zähne '.repeat(20)}\\ Ende`
    const description = 'Erste Zeile\r\nZweite Zeile\nDritte; mit, Zeichen'
    const ics = eventCalendar({ ...calendarEventOf(openDay, page, TZ), summary, description }, PRODUCT)
    const lines = ics.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(ics).not.toMatch(/[^\r]\n/)
    expect(ics).toContain('DESCRIPTION:Erste Zeile\\nZweite Zeile\\nDritte\\; mit\\, Zeichen')
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(summary)
    expect(vevent.getFirstPropertyValue('description')).toBe('Erste Zeile\nZweite Zeile\nDritte; mit, Zeichen')
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2026-12-28T10:00:00Z')
  })

  it('gives an all-day event its days in the site time zone, the end exclusive; no end, no DTEND', () => {
    // 23:30 UTC on 31 December is 1 January in Berlin.
    const allDay = {
      ...openDay,
      allDay: true,
      startDate: '2026-12-31T23:30:00.000Z',
      endDate: '2027-01-02T10:00:00.000Z',
    }
    const ics = eventCalendar(calendarEventOf(allDay, page, TZ), PRODUCT)
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20270101\r\nDTEND;VALUE=DATE:20270103\r\n')
    const open = eventCalendar(calendarEventOf({ ...openDay, endDate: null }, page, TZ), PRODUCT)
    expect(open).toContain('DTSTART:20261228T100000Z\r\n')
    expect(open).not.toContain('DTEND')
  })
})

describe('detail facts', () => {
  it('takes an event’s own venue and address over its location’s, and builds an OpenStreetMap search', () => {
    expect(eventPlace(openDay)).toEqual({
      name: 'Praxis Altona',
      lines: ['Ottenser Hauptstraße 12', '22765 Hamburg'],
      postal: altona.address,
    })
    const talk = { ...openDay, place: { venue: 'Stadtteilzentrum', address: 'Max-Brauer-Allee 24\n22765 Hamburg' } }
    const place = eventPlace(talk)!
    expect(place).toEqual({ name: 'Stadtteilzentrum', lines: ['Max-Brauer-Allee 24', '22765 Hamburg'], postal: null })
    expect(mapSearchUrl(place)).toBe(
      'https://www.openstreetmap.org/search?query=Max-Brauer-Allee%2024%2C%2022765%20Hamburg',
    )
    expect(eventPlace({ ...openDay, place: { online: true } })).toBeNull()
    expect(mapSearchUrl({ name: 'Nur ein Name', lines: [], postal: null })).toBeNull()
  })

  it('says whether registration is open, full or closed', () => {
    const before = new Date('2026-12-01T00:00:00Z')
    expect(registrationState(openDay, before)).toBe('open')
    expect(registrationState({ ...openDay, registration: { ...openDay.registration, spotsLeft: 0 } }, before)).toBe(
      'full',
    )
    expect(registrationState(openDay, new Date('2026-12-27T00:00:00Z'))).toBe('closed')
    expect(registrationState({ ...openDay, registration: { enabled: false } }, before)).toBeNull()
    expect(isPast(null, before)).toBe(false)
  })

  it('counts the seconds to the next instant ahead, if any', () => {
    const now = new Date('2026-12-28T09:59:00.500Z')
    expect(secondsUntilNext([null, '2026-12-01T00:00:00Z', openDay.endDate, openDay.startDate], now)).toBe(60)
    expect(secondsUntilNext(['2026-12-01T00:00:00Z', undefined], now)).toBeUndefined()
  })

  it('leaves expired documents out of the sitemap', () => {
    const doc = (slug: string, expiresAt?: string | null): SitemapDoc => ({
      collection: 'jobs',
      slug,
      updatedAt: '2026-11-01T00:00:00.000Z',
      locales: ['de'],
      expiresAt,
    })
    const docs = [doc('open'), doc('until-noon', '2026-12-01T12:00:00.000Z'), doc('none', null)]
    expect(currentSitemapDocs(docs, new Date('2026-12-01T11:59:59Z')).map((d) => d.slug)).toEqual([
      'open',
      'until-noon',
      'none',
    ])
    expect(currentSitemapDocs(docs, new Date('2026-12-01T12:00:01Z')).map((d) => d.slug)).toEqual(['open', 'none'])
  })
})

describe('eventJsonLd', () => {
  const json = (event: Event) =>
    JSON.parse(JSON.stringify(eventJsonLd(event, eventPlace(event), { url: page.url, imageUrl: null }, TZ)))

  it('has name, start, end, place with postal address, description and the registration offer', () => {
    expect(json(openDay)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Tag der offenen Praxis',
      startDate: '2026-12-28T10:00:00.000Z',
      endDate: '2026-12-28T15:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Praxis Altona',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ottenser Hauptstraße 12',
          postalCode: '22765',
          addressLocality: 'Hamburg',
          addressCountry: 'DE',
        },
      },
      description: 'Führung, Kinderprogramm; kostenlose Checks',
      url: page.url,
      offers: {
        '@type': 'Offer',
        url: page.url,
        availability: 'https://schema.org/InStock',
        validThrough: '2026-12-26T10:00:00.000Z',
      },
    })
  })

  it('leaves out the end of an event without one; an online all-day event gets days and a virtual location', () => {
    const data = json({ ...openDay, endDate: null, registration: { enabled: false } })
    expect(data).not.toHaveProperty('endDate')
    expect(data).not.toHaveProperty('offers')
    const online = json({
      ...openDay,
      allDay: true,
      place: { online: true, onlineUrl: 'https://meet.example/x' },
      registration: { enabled: true, spotsLeft: 0 },
    })
    expect(online).toMatchObject({
      startDate: '2026-12-28',
      endDate: '2026-12-28',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://meet.example/x' },
      offers: { availability: 'https://schema.org/SoldOut' },
    })
  })
})

describe('jobPostingJsonLd', () => {
  const job: Job = {
    id: 3,
    title: 'Zahnmedizinische Fachangestellte (m/w/d)',
    summary: 'Verstärkung für unser Assistenzteam.',
    employmentType: 'full_time',
    location: altona,
    applicationDeadline: '2027-01-27T10:00:00.000Z',
    updatedAt: '2026-11-28T09:30:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
  }
  const organization = { name: 'Alpha Zahnklinik', url: 'https://alpha.localhost/de' }
  const json = (value: Job) =>
    JSON.parse(
      JSON.stringify(
        jobPostingJsonLd(value, jobPlace(value), { url: 'https://alpha.localhost/de/jobs/x' }, organization),
      ),
    )

  it('has Google’s required properties, the deadline as validThrough and a schema.org employment type', () => {
    expect(json(job)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: 'Verstärkung für unser Assistenzteam.',
      datePosted: '2026-11-20T08:00:00.000Z',
      validThrough: '2027-01-27T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Alpha Zahnklinik', sameAs: 'https://alpha.localhost/de' },
      jobLocation: {
        '@type': 'Place',
        name: 'Praxis Altona',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ottenser Hauptstraße 12',
          postalCode: '22765',
          addressLocality: 'Hamburg',
          addressCountry: 'DE',
        },
      },
      url: 'https://alpha.localhost/de/jobs/x',
    })
  })

  it('has no validThrough without a deadline; a remote apprenticeship without text falls back to its title', () => {
    const data = json({
      ...job,
      applicationDeadline: null,
      summary: null,
      location: null,
      workplace: 'remote',
      employmentType: 'apprenticeship',
    })
    expect(data).not.toHaveProperty('validThrough')
    expect(data).not.toHaveProperty('jobLocation')
    expect(data).toMatchObject({ description: job.title, jobLocationType: 'TELECOMMUTE', employmentType: 'OTHER' })
  })
})
