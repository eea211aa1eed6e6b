import type { BlockSite } from '@/blocks/shared/site'
import { eventPlace, isPast, registrationState } from '@/lib/site/detailFacts'
import { eventJsonLd } from '@/lib/site/detailJsonLd'
import { calendarPath } from '@/lib/site/routes'
import { dayKeyIn, SITE_TIME_ZONE } from '@/lib/site/timeZone'
import type { Event } from '@/payload-types'
import { DetailArticle } from './DetailArticle'
import { absoluteImageUrl, Fact, PlaceText, SiteTime } from './facts'
import { JsonLd } from './JsonLd'

const TEXT = {
  de: {
    start: 'Beginn',
    end: 'Ende',
    allDay: 'ganztägig',
    place: 'Ort',
    online: 'Online-Veranstaltung',
    joinOnline: 'Zur Online-Teilnahme',
    registration: 'Anmeldung',
    open: 'Anmeldung möglich',
    spotsLeft: (left: number, capacity: number) => `Noch ${left} von ${capacity} Plätzen frei`,
    full: 'Ausgebucht',
    closed: 'Anmeldung geschlossen',
    deadline: 'Anmeldeschluss',
    registerOnline: 'Online anmelden',
    registerByEmail: 'Per E-Mail anmelden',
    calendar: 'In den Kalender eintragen (.ics)',
    past: 'Diese Veranstaltung hat bereits stattgefunden.',
  },
  en: {
    start: 'Start',
    end: 'End',
    allDay: 'all day',
    place: 'Place',
    online: 'Online event',
    joinOnline: 'Join online',
    registration: 'Registration',
    open: 'Registration open',
    spotsLeft: (left: number, capacity: number) => `${left} of ${capacity} places left`,
    full: 'Fully booked',
    closed: 'Registration closed',
    deadline: 'Registration deadline',
    registerOnline: 'Register online',
    registerByEmail: 'Register by e-mail',
    calendar: 'Add to calendar (.ics)',
    past: 'This event has already taken place.',
  },
}

const dayOf = (instant: string) => dayKeyIn(new Date(instant), SITE_TIME_ZONE)

/** The end as far as it adds to the start: its time on the same day, its day for all-day events, else both. */
function EndTime({ event, end, site }: { event: Event; end: string; site: BlockSite }) {
  if (event.allDay) return <SiteTime instant={end} locale={site.locale} show="date" />
  return (
    <SiteTime instant={end} locale={site.locale} show={dayOf(end) === dayOf(event.startDate) ? 'time' : 'dateTime'} />
  )
}

/** An event's page: when and where, registration, a calendar file, and schema.org Event data. */
export function EventDetail({ event, site }: { event: Event; site: BlockSite }) {
  const text = TEXT[site.locale]
  const now = new Date()
  const place = eventPlace(event)
  const registration = event.registration
  const state = registrationState(event, now)
  const over = isPast(event.endDate ?? event.startDate, now)
  const { capacity, spotsLeft } = registration ?? {}
  // An all-day event ending on its first day has nothing to add as its end.
  const end = event.endDate && !(event.allDay && dayOf(event.endDate) === dayOf(event.startDate)) ? event.endDate : null
  return (
    <DetailArticle
      collection="events"
      title={event.title}
      lead={event.excerpt}
      image={event.image}
      body={event.description}
      facts={
        <>
          {over ? <p className="detail-notice">{text.past}</p> : null}
          <dl className="detail-facts">
            <Fact term={text.start}>
              <SiteTime instant={event.startDate} locale={site.locale} show={event.allDay ? 'date' : 'dateTime'} />
              {event.allDay ? ` (${text.allDay})` : null}
            </Fact>
            <Fact term={text.end}>{end ? <EndTime event={event} end={end} site={site} /> : null}</Fact>
            <Fact term={text.place}>
              {place || event.place?.online ? (
                <>
                  {place ? <PlaceText place={place} locale={site.locale} /> : null}
                  {event.place?.online ? <span className="detail-online">{text.online}</span> : null}
                </>
              ) : null}
            </Fact>
            <Fact term={text.registration}>
              {state ? (
                <>
                  <span className={`detail-status detail-status-${state}`}>{text[state]}</span>
                  {state === 'open' && typeof capacity === 'number' && typeof spotsLeft === 'number' ? (
                    <span> · {text.spotsLeft(spotsLeft, capacity)}</span>
                  ) : null}
                </>
              ) : null}
            </Fact>
            <Fact term={text.deadline}>
              {state && registration?.deadline ? (
                <SiteTime instant={registration.deadline} locale={site.locale} show="dateTime" />
              ) : null}
            </Fact>
          </dl>
          <p className="detail-actions">
            {state === 'open' && registration?.url ? (
              <a className="button" href={registration.url}>
                {text.registerOnline}
              </a>
            ) : null}
            {state === 'open' && registration?.email ? (
              <a className="button" href={`mailto:${registration.email}?subject=${encodeURIComponent(event.title)}`}>
                {text.registerByEmail}
              </a>
            ) : null}
            {event.place?.online && event.place.onlineUrl && !over ? (
              <a className="button secondary" href={event.place.onlineUrl}>
                {text.joinOnline}
              </a>
            ) : null}
            {event.slug ? (
              <a className="button secondary" href={calendarPath(site.locale, event.slug)} download>
                {text.calendar}
              </a>
            ) : null}
          </p>
          <JsonLd
            data={eventJsonLd(
              event,
              place,
              { url: site.url, imageUrl: absoluteImageUrl(event.image, site.url) },
              SITE_TIME_ZONE,
            )}
          />
        </>
      }
    />
  )
}
