import { extractPlainText } from '@/lib/text/readingTime'
import type { Event, Job } from '@/payload-types'
import type { JOB_EMPLOYMENT_TYPES } from '@/fields/vocabulary'
import type { DetailPlace } from './detailFacts'
import { dayKeyIn } from './timeZone'

const SCHEMA = 'https://schema.org'

/** Google's JobPosting `employmentType` values for the collection's employment types. */
const SCHEMA_EMPLOYMENT_TYPES: Record<(typeof JOB_EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  mini_job: 'PART_TIME',
  apprenticeship: 'OTHER',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
}

const postalAddress = (place: DetailPlace) =>
  place.postal
    ? {
        '@type': 'PostalAddress',
        streetAddress: place.postal.street ?? undefined,
        postalCode: place.postal.postalCode ?? undefined,
        addressLocality: place.postal.city ?? undefined,
        addressCountry: place.postal.country ?? undefined,
      }
    : place.lines.join(', ') || undefined

const schemaPlace = (place: DetailPlace) => ({
  '@type': 'Place',
  name: place.name ?? undefined,
  address: postalAddress(place),
})

/** An instant as schema.org wants it: ISO 8601, or only the day (in the site's time zone) for all-day events. */
const schemaDate = (instant: string, allDay: boolean, timeZone: string) =>
  allDay ? dayKeyIn(new Date(instant), timeZone) : new Date(instant).toISOString()

/** Absolute URLs of the page and its image; `undefined` properties are dropped by JSON.stringify. */
export type JsonLdPage = { url: string; imageUrl?: string | null }

/** schema.org Event for an event's detail page. */
export function eventJsonLd(event: Event, place: DetailPlace | null, page: JsonLdPage, timeZone: string) {
  const allDay = Boolean(event.allDay)
  const online = event.place?.online
  const registration = event.registration?.enabled ? event.registration : null
  const locations = [
    ...(place ? [schemaPlace(place)] : []),
    ...(online && event.place?.onlineUrl ? [{ '@type': 'VirtualLocation', url: event.place.onlineUrl }] : []),
  ]
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    startDate: schemaDate(event.startDate, allDay, timeZone),
    endDate: event.endDate ? schemaDate(event.endDate, allDay, timeZone) : undefined,
    eventAttendanceMode: `${SCHEMA}/${online ? 'Online' : 'Offline'}EventAttendanceMode`,
    location: locations.length > 1 ? locations : locations[0],
    description: event.excerpt || extractPlainText(event.description) || undefined,
    image: page.imageUrl ? [page.imageUrl] : undefined,
    url: page.url,
    offers: registration
      ? {
          '@type': 'Offer',
          url: registration.url || page.url,
          availability: `${SCHEMA}/${registration.spotsLeft === 0 ? 'SoldOut' : 'InStock'}`,
          validThrough: registration.deadline ?? undefined,
        }
      : undefined,
  }
}

/** schema.org JobPosting for a job's detail page; the tenant is the hiring organisation. */
export function jobPostingJsonLd(
  job: Job,
  place: DetailPlace | null,
  page: JsonLdPage,
  organization: { name: string; url: string },
) {
  return {
    '@context': SCHEMA,
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, extractPlainText(job.description)].filter(Boolean).join('\n\n') || job.title,
    datePosted: job.createdAt,
    validThrough: job.applicationDeadline ?? undefined,
    employmentType: job.employmentType ? SCHEMA_EMPLOYMENT_TYPES[job.employmentType] : undefined,
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    jobLocation: place ? schemaPlace(place) : undefined,
    jobLocationType: job.workplace === 'remote' ? 'TELECOMMUTE' : undefined,
    url: page.url,
  }
}
