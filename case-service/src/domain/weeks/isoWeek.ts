import {
  berlinCalendarDate,
  calendarDateToUtc,
  formatIsoDate,
  parseIsoDate,
  utcToCalendarDate,
  type CalendarDate,
} from '../dates/isoDate'

/** ISO 8601 week; `jahr` is the ISO week-year, which differs from the calendar year around New Year. */
export type IsoWeek = {
  jahr: number
  kw: number
}

export type IsoWeekRange = {
  from: string
  to: string
}

const DAY_MS = 24 * 60 * 60 * 1000
// Bounds keep every day of every accepted week formattable as a four-digit YYYY-MM-DD.
const MIN_ISO_YEAR = 1000
const MAX_ISO_YEAR = 9998

/** Week of an instant as the calendar date it falls on in Europe/Berlin. */
export function isoWeekOf(date: Date): IsoWeek {
  return isoWeekOfCalendarDate(berlinCalendarDate(date))
}

/** Week of a plain `YYYY-MM-DD` date (no time zone involved). */
export function isoWeekOfDateString(date: string): IsoWeek {
  const parsed = parseIsoDate(date)
  if (!parsed) throw new RangeError(`Expected a YYYY-MM-DD date, got "${date}"`)
  return isoWeekOfCalendarDate(parsed)
}

/** 53 when 28 December (always in the last week) lies in week 53. */
export function weeksInIsoYear(jahr: number): 52 | 53 {
  return isoWeekOfCalendarDate({ year: jahr, month: 12, day: 28 }).kw === 53 ? 53 : 52
}

export function isValidIsoWeek(jahr: number, kw: number): boolean {
  return (
    Number.isInteger(jahr) &&
    Number.isInteger(kw) &&
    jahr >= MIN_ISO_YEAR &&
    jahr <= MAX_ISO_YEAR &&
    kw >= 1 &&
    kw <= weeksInIsoYear(jahr)
  )
}

/** Monday to Sunday of the week, both inclusive. */
export function isoWeekRange(jahr: number, kw: number): IsoWeekRange {
  if (!isValidIsoWeek(jahr, kw)) throw new RangeError(`No ISO week ${jahr}-W${kw}`)
  // 4 January is always in week 1.
  const fourthOfJanuary = calendarDateToUtc({ year: jahr, month: 1, day: 4 })
  const mondayOfWeekOne = fourthOfJanuary.getTime() - (isoWeekday(fourthOfJanuary) - 1) * DAY_MS
  const monday = mondayOfWeekOne + (kw - 1) * 7 * DAY_MS
  return {
    from: formatIsoDate(utcToCalendarDate(new Date(monday))),
    to: formatIsoDate(utcToCalendarDate(new Date(monday + 6 * DAY_MS))),
  }
}

function isoWeekOfCalendarDate(date: CalendarDate): IsoWeek {
  const day = calendarDateToUtc(date)
  // The Thursday of a week decides which week-year the whole week belongs to.
  const thursday = new Date(day.getTime() + (4 - isoWeekday(day)) * DAY_MS)
  const jahr = thursday.getUTCFullYear()
  const firstOfJanuary = calendarDateToUtc({ year: jahr, month: 1, day: 1 })
  const kw = Math.floor((thursday.getTime() - firstOfJanuary.getTime()) / DAY_MS / 7) + 1
  return { jahr, kw }
}

/** Monday = 1 … Sunday = 7. */
function isoWeekday(utcMidnight: Date): number {
  return ((utcMidnight.getUTCDay() + 6) % 7) + 1
}
