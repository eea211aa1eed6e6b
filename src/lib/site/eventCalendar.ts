import type { CalendarEvent } from '@/lib/calendar/icalendar'
import type { Event } from '@/payload-types'
import { eventPlace } from './detailFacts'
import { dayKeyIn } from './timeZone'

/**
 * An event as a calendar entry: `uid` names it across downloads, `url` is its page; an all-day event
 * covers its days in `timeZone`, the site's.
 */
export function calendarEventOf(
  event: Event,
  { uid, url }: { uid: string; url: string },
  timeZone: string,
): CalendarEvent {
  const place = eventPlace(event)
  const day = (instant: string) => dayKeyIn(new Date(instant), timeZone)
  return {
    uid,
    summary: event.title,
    start: new Date(event.startDate),
    end: event.endDate ? new Date(event.endDate) : null,
    days: event.allDay ? { first: day(event.startDate), last: day(event.endDate ?? event.startDate) } : null,
    description: event.excerpt,
    location: place
      ? [place.name, ...place.lines].filter(Boolean).join(', ')
      : event.place?.online
        ? event.place.onlineUrl
        : null,
    url,
    updatedAt: new Date(event.updatedAt),
  }
}
