import type { Event, EventsBlock as EventsProps } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { dayKeyIn, SITE_TIME_ZONE } from '@/lib/site/timeZone'
import { loadTenantDocs, populated, TIME_DEPENDENT_REVALIDATE_SECONDS } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import {
  addMonths,
  eventsByDay,
  firstDayOf,
  lastsUntil,
  monthGrid,
  monthOf,
  runningSince,
  type YearMonth,
} from './calendar'
import { EVENT_CALENDAR_MONTHS, EVENT_MAX_ITEMS } from './config'

const TEXT = {
  de: { none: 'Keine Veranstaltungen', online: 'Online', eventsOn: 'Veranstaltungen am' },
  en: { none: 'No events', online: 'Online', eventsOn: 'Events on' },
}
const intlLocale = (site: BlockSite) => (site.locale === 'de' ? 'de-DE' : 'en-GB')
// 1 January 2024 was a Monday: the calendar's column headers are that week's day names.
const A_MONDAY = Date.UTC(2024, 0, 1)

async function eventsOf(props: EventsProps, site: BlockSite, now: Date): Promise<Event[]> {
  if (props.source === 'manual')
    return populated<Event>(props.events).slice(0, props.layout === 'calendar' ? EVENT_MAX_ITEMS : (props.limit ?? 10))
  // The calendar starts with the current month, the list with today.
  const since = runningSince(
    props.layout === 'calendar' ? firstDayOf(monthOf(now, SITE_TIME_ZONE)) : dayKeyIn(now, SITE_TIME_ZONE),
  )
  const events = await loadTenantDocs({
    collection: 'events',
    tenantId: site.tenantId,
    locale: site.locale,
    where: { or: [{ startDate: { greater_than_equal: since } }, { endDate: { greater_than_equal: since } }] },
    sort: 'startDate',
    limit: props.layout === 'calendar' ? EVENT_MAX_ITEMS : (props.limit ?? 10),
    revalidate: TIME_DEPENDENT_REVALIDATE_SECONDS,
  })
  // The query's bound is a day early (time zones); the list drops what ended before today.
  return props.layout === 'calendar'
    ? events
    : events.filter((event) => lastsUntil(event, dayKeyIn(now, SITE_TIME_ZONE), SITE_TIME_ZONE))
}

const eventHref = (event: Event, site: BlockSite) =>
  event.slug ? sitePath(site.locale, 'events', event.slug) : undefined

function EventList({ events, site }: { events: Event[]; site: BlockSite }) {
  const format = new Intl.DateTimeFormat(intlLocale(site), { dateStyle: 'full', timeZone: SITE_TIME_ZONE })
  const withTime = new Intl.DateTimeFormat(intlLocale(site), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  })
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} className="event-item">
          <time dateTime={event.startDate}>{(event.allDay ? format : withTime).format(new Date(event.startDate))}</time>
          <h3>{eventHref(event, site) ? <a href={eventHref(event, site)}>{event.title}</a> : event.title}</h3>
          {event.place?.online ? (
            <p className="event-place">{TEXT[site.locale].online}</p>
          ) : event.place?.venue ? (
            <p className="event-place">{event.place.venue}</p>
          ) : null}
          {event.excerpt ? <p>{event.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  )
}

function CalendarMonth({
  month,
  events,
  site,
  today,
}: {
  month: YearMonth
  events: Event[]
  site: BlockSite
  today: string
}) {
  const weeks = monthGrid(month)
  const days = weeks.flat()
  const byDay = eventsByDay(events, SITE_TIME_ZONE, days[0]!.day, days.at(-1)!.day)
  const weekday = new Intl.DateTimeFormat(intlLocale(site), { weekday: 'short', timeZone: 'UTC' })
  const weekdayLong = new Intl.DateTimeFormat(intlLocale(site), { weekday: 'long', timeZone: 'UTC' })
  const caption = new Intl.DateTimeFormat(intlLocale(site), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(month.year, month.month - 1, 1),
  )
  const dayLabel = new Intl.DateTimeFormat(intlLocale(site), { dateStyle: 'long', timeZone: 'UTC' })
  const inMonth = days.filter((day) => day.inMonth && (byDay.get(day.day)?.length ?? 0) > 0)
  return (
    <div className="event-month">
      <table className="event-calendar">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_day, index) => (
              <th key={index} scope="col" abbr={weekdayLong.format(A_MONDAY + index * 86_400_000)}>
                {weekday.format(A_MONDAY + index * 86_400_000)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day}>
              {week.map(({ day, inMonth }) => {
                const onDay = inMonth ? (byDay.get(day) ?? []) : []
                return (
                  <td
                    key={day}
                    className={`${inMonth ? '' : 'outside'} ${onDay.length > 0 ? 'has-events' : ''}`}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    {inMonth ? (
                      <>
                        <time dateTime={day} className="calendar-day">
                          {Number(day.slice(8))}
                        </time>
                        {onDay.length > 0 ? (
                          <ul
                            aria-label={`${TEXT[site.locale].eventsOn} ${dayLabel.format(new Date(`${day}T00:00:00Z`))}`}
                          >
                            {onDay.map((event) => (
                              <li key={event.id}>
                                {eventHref(event, site) ? (
                                  <a href={eventHref(event, site)}>{event.title}</a>
                                ) : (
                                  event.title
                                )}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* On a phone the cells are too narrow for titles: they show a dot, and this agenda lists the month's events. */}
      {inMonth.length > 0 ? (
        <ul className="calendar-agenda" aria-label={caption}>
          {inMonth.map(({ day }) =>
            (byDay.get(day) ?? []).map((event) => (
              <li key={`${day}-${event.id}`}>
                <time dateTime={day}>{dayLabel.format(new Date(`${day}T00:00:00Z`))}</time>{' '}
                {eventHref(event, site) ? <a href={eventHref(event, site)}>{event.title}</a> : event.title}
              </li>
            )),
          )}
        </ul>
      ) : null}
    </div>
  )
}

/** Upcoming (or chosen) events as a list or as month calendars from the current month, in the site's time zone. */
export async function EventsBlock(props: EventsProps & { site: BlockSite }) {
  const { site } = props
  const now = new Date()
  const events = await eventsOf(props, site, now)
  const layout = props.layout ?? 'list'
  const first = monthOf(now, SITE_TIME_ZONE)
  const monthCount = Math.min(
    Math.max(props.months ?? EVENT_CALENDAR_MONTHS.default, EVENT_CALENDAR_MONTHS.min),
    EVENT_CALENDAR_MONTHS.max,
  )
  return (
    <section className={`block block-events events-${layout}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      {layout === 'calendar' ? (
        <div className="event-calendars">
          {Array.from({ length: monthCount }, (_month, index) => {
            const month = addMonths(first, index)
            return (
              <CalendarMonth
                key={`${month.year}-${month.month}`}
                month={month}
                events={events}
                site={site}
                today={dayKeyIn(now, SITE_TIME_ZONE)}
              />
            )
          })}
        </div>
      ) : events.length > 0 ? (
        <EventList events={events} site={site} />
      ) : (
        <p>{TEXT[site.locale].none}</p>
      )}
    </section>
  )
}
