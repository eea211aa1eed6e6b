/** A calendar date without time zone, as stored in `YYYY-MM-DD` columns. */
export type CalendarDate = {
  year: number
  month: number
  day: number
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses `YYYY-MM-DD`; null for wrong shape or a day that does not exist (e.g. 2026-02-30). */
export function parseIsoDate(input: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(input)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function isIsoDate(input: string): boolean {
  return parseIsoDate(input) !== null
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
}

/** The UTC midnight instant of a calendar date, used only for day arithmetic. */
export function calendarDateToUtc({ year, month, day }: CalendarDate): Date {
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day)
  return date
}

export function utcToCalendarDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

let berlinFormatter: Intl.DateTimeFormat | undefined

/** The calendar date an instant falls on in Germany (Europe/Berlin, incl. summer time). */
export function berlinCalendarDate(instant: Date): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date')
  berlinFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
  const parts = berlinFormatter.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the following month is the last day of this one.
  return calendarDateToUtc({ year, month: month + 1, day: 0 }).getUTCDate()
}

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}
