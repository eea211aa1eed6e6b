// Hand-written rather than a dependency: one VEVENT is a dozen lines of RFC 5545, and the only iCalendar
// library in package.json (ical.js) is a dev dependency the tests parse the result with.
import { CRLF, foldLine, utcTimestamp } from '@/lib/text/contentLines'

/** One event of an `.ics` file. */
export type CalendarEvent = {
  /** Globally unique and stable, so a second download updates the calendar entry instead of adding one. */
  uid: string
  summary: string
  start: Date
  end?: Date | null
  /** Whole days (`YYYY-MM-DD`, the last one included) instead of times: an all-day event. */
  days?: { first: string; last: string } | null
  description?: string | null
  location?: string | null
  url?: string | null
  /** When the event's data last changed (DTSTAMP of a calendar object without METHOD). */
  updatedAt: Date
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const escapeText = (value: string): string =>
  value.replace(/\r\n?/g, '\n').replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))

const basicDate = (day: string) => day.replace(/-/g, '')

/** The day after `YYYY-MM-DD`: an all-day DTEND is exclusive. */
const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** An iCalendar file (RFC 5545) with one event: times in UTC, CRLF line ends, lines folded at 75 octets. */
export function eventCalendar(event: CalendarEvent, productId: string): string {
  const text = (value: string | null | undefined) => (value?.trim() ? escapeText(value.trim()) : null)
  const times: [string, string | null][] = event.days
    ? [
        ['DTSTART;VALUE=DATE', basicDate(event.days.first)],
        ['DTEND;VALUE=DATE', basicDate(nextDay(event.days.last))],
      ]
    : [
        ['DTSTART', utcTimestamp(event.start)],
        ['DTEND', event.end ? utcTimestamp(event.end) : null],
      ]
  const properties: [string, string | null][] = [
    ['UID', event.uid],
    ['DTSTAMP', utcTimestamp(event.updatedAt)],
    ...times,
    ['SUMMARY', text(event.summary)],
    ['DESCRIPTION', text(event.description)],
    ['LOCATION', text(event.location)],
    ['URL', event.url ?? null],
  ]
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    ...properties.flatMap(([name, value]) => (value ? [`${name}:${value}`] : [])),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
