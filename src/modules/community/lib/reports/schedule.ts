import type { REPORT_FREQUENCIES, WEEKDAYS } from '../vocabulary'

/** What decides when a report schedule runs: at `hour` o'clock wall time in `timeZone`. */
export type ScheduleTiming = {
  frequency: (typeof REPORT_FREQUENCIES)[number]
  /** Weekly schedules only. */
  weekday?: (typeof WEEKDAYS)[number] | null
  /** Monthly schedules only (1–28, so every month has the day). */
  dayOfMonth?: number | null
  hour: number
  timeZone: string
}

type LocalDate = { year: number; month: number; day: number }

const WEEKDAY_INDEX = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (timeZone: string) => {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The wall-clock time of an instant in the zone, as if that wall time were UTC (ms). */
function wallTime(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

/**
 * The instant of a wall time in the zone. In the spring gap (e.g. 02:30 on the day Berlin
 * skips from 02:00 to 03:00) the wall time does not exist: it moves forward by the gap (03:30).
 * In the autumn overlap (02:30 happens twice) the first, earlier instant counts.
 */
export function zonedInstant(date: LocalDate, hour: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour)
  // The zone's offset a day before and after: at most one change lies in between.
  const offsets = [asUtc - DAY_MS, asUtc + DAY_MS].map((probe) => wallTime(probe, timeZone) - probe)
  const matching = offsets.map((offset) => asUtc - offset).filter((instant) => wallTime(instant, timeZone) === asUtc)
  if (matching.length > 0) return new Date(Math.min(...matching))
  return new Date(asUtc - offsets[0]!)
}

const localDateOf = (instant: Date, timeZone: string): LocalDate => {
  const wall = new Date(wallTime(instant.getTime(), timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()

function runsOn(timing: ScheduleTiming, date: LocalDate): boolean {
  if (timing.frequency === 'daily') return true
  if (timing.frequency === 'weekly') return weekdayOf(date) === WEEKDAY_INDEX[timing.weekday ?? 'mon']
  return date.day === (timing.dayOfMonth ?? 1)
}

/** The first run strictly after `after` (a monthly schedule finds its day within 32 days). */
export function nextRun(timing: ScheduleTiming, after: Date): Date {
  const start = localDateOf(after, timing.timeZone)
  for (let offset = 0; offset <= 32; offset++) {
    const date = addDays(start, offset)
    if (!runsOn(timing, date)) continue
    const run = zonedInstant(date, timing.hour, timing.timeZone)
    if (run.getTime() > after.getTime()) return run
  }
  throw new Error(`No run within 32 days for ${JSON.stringify(timing)}`)
}

/**
 * The period a run reports on: from the same wall time one period earlier (a day, seven days or
 * a calendar month, so a DST change makes the period 23 or 25 hours, not a shifted window) up to the run.
 */
export function reportPeriod(timing: ScheduleTiming, runAt: Date): { from: Date; to: Date } {
  const runDate = localDateOf(runAt, timing.timeZone)
  let fromDate: LocalDate
  if (timing.frequency === 'daily') fromDate = addDays(runDate, -1)
  else if (timing.frequency === 'weekly') fromDate = addDays(runDate, -7)
  else
    fromDate =
      runDate.month === 1 ? { ...runDate, year: runDate.year - 1, month: 12 } : { ...runDate, month: runDate.month - 1 }
  return { from: zonedInstant(fromDate, timing.hour, timing.timeZone), to: runAt }
}
