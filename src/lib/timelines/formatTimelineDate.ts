export type TimelineDateType = 'year' | 'monthYear' | 'fullDate' | 'range' | 'custom'
export type TimelineLocale = 'de' | 'en'

/** The date fields of a timeline event; null is what Payload returns for empty fields. */
export type TimelineEventDate = {
  dateType: TimelineDateType
  date?: string | null
  endDate?: string | null
  customText?: string | null
}

export type TimelineYearGroup<T extends TimelineEventDate> = {
  /** null collects events without a usable date (custom text, missing or invalid date). */
  year: number | null
  events: T[]
}

type Granularity = 'year' | 'monthYear' | 'fullDate'

const FORMAT_OPTIONS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  monthYear: { year: 'numeric', month: 'long' },
  fullDate: { year: 'numeric', month: 'long', day: 'numeric' },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: TimelineLocale, granularity: Granularity): Intl.DateTimeFormat {
  const key = `${locale}:${granularity}`
  let formatter = formatters.get(key)
  if (!formatter) {
    // UTC so the stored calendar date is shown regardless of the server's or visitor's time zone.
    formatter = new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS[granularity], timeZone: 'UTC' })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Human-readable date of a timeline event, e.g. "März 2019" / "March 2019" or
 * "5. März 2019 – 7. April 2021". Returns '' when the needed date is missing or invalid;
 * an open range shows only the date that is set.
 */
export function formatTimelineDate(event: TimelineEventDate, locale: TimelineLocale): string {
  if (event.dateType === 'custom') return event.customText?.trim() ?? ''

  const granularity = event.dateType === 'range' ? 'fullDate' : event.dateType
  const format = (iso: string | null | undefined): string | null => {
    const date = parseIsoDate(iso)
    return date ? formatterFor(locale, granularity).format(date) : null
  }

  const start = format(event.date)
  if (event.dateType !== 'range') return start ?? ''
  const end = format(event.endDate)
  return [start, end].filter((part) => part !== null).join(' – ')
}

/**
 * Milliseconds since the epoch of the event's date for sorting; +Infinity when
 * there is none (custom events without a date), so those sort last.
 */
export function sortKey(event: TimelineEventDate): number {
  return parseIsoDate(event.date)?.getTime() ?? Number.POSITIVE_INFINITY
}

/** Groups events by UTC year, years ascending and the dateless group last; events inside a group by sortKey. */
export function groupByYear<T extends TimelineEventDate>(events: readonly T[]): TimelineYearGroup<T>[] {
  const groups = new Map<number | null, T[]>()
  // Array.prototype.sort is stable, so events with equal keys keep their editorial order.
  for (const event of [...events].sort((a, b) => compareKeys(sortKey(a), sortKey(b)))) {
    const date = parseIsoDate(event.date)
    const year = date ? date.getUTCFullYear() : null
    const group = groups.get(year)
    if (group) group.push(event)
    else groups.set(year, [event])
  }
  // Sorting by key already orders the years and puts the dateless group last; Map keeps insertion order.
  return [...groups].map(([year, grouped]) => ({ year, events: grouped }))
}

// Infinity - Infinity is NaN, which sort() would treat inconsistently.
function compareKeys(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1
}

const ISO_DATE = /^\d{4}(?:-\d{2}(?:-\d{2}(?:T.+)?)?)?$/

function parseIsoDate(value: string | null | undefined): Date | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) return null
  const date = new Date(value.trim())
  return Number.isNaN(date.getTime()) ? null : date
}
