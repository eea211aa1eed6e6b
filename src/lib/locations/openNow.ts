import { parseTimeOfDay, WEEKDAYS, type Weekday } from './openingHours'

export type OpeningRange = { day: Weekday; opens: string; closes: string }

/** Open now (and until when), or closed; ranges that do not parse are ignored. */
export type OpeningState = { open: true; closes: string } | { open: false }

const WEEKDAY_BY_SHORT: Record<string, Weekday> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
}

/** The weekday and minutes since midnight of an instant in `timeZone`. */
export function localWeekTime(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return {
    day: WEEKDAY_BY_SHORT[parts.weekday ?? ''] ?? 'monday',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/**
 * Whether a location is open at `now` in `timeZone` by its weekly ranges (opens inclusive, closes
 * exclusive; overnight hours are two rows, as the admin asks for). When open, the closing time of the
 * range that contains `now`, extended over a range that starts exactly then (a lunch break of zero minutes).
 */
export function openingState(ranges: OpeningRange[], now: Date, timeZone: string): OpeningState {
  const { day, minutes } = localWeekTime(now, timeZone)
  const today = ranges
    .filter((range) => range.day === day)
    .map((range) => ({ from: parseTimeOfDay(range.opens), to: parseTimeOfDay(range.closes), closes: range.closes }))
    .filter(
      (range): range is { from: number; to: number; closes: string } =>
        range.from !== null && range.to !== null && range.to > range.from,
    )
    .sort((a, b) => a.from - b.from)
  let current = today.find((range) => range.from <= minutes && minutes < range.to)
  if (!current) return { open: false }
  for (
    let next = today.find((range) => range.from === current?.to);
    next;
    next = today.find((range) => range.from === current?.to)
  )
    current = next
  return { open: true, closes: current.closes }
}

/** The ranges grouped per weekday in week order (Monday first), for an opening-hours table. */
export const rangesByWeekday = (ranges: OpeningRange[]): { day: Weekday; ranges: OpeningRange[] }[] =>
  WEEKDAYS.map((day) => ({
    day,
    ranges: ranges
      .filter((range) => range.day === day)
      .sort((a, b) => (parseTimeOfDay(a.opens) ?? 0) - (parseTimeOfDay(b.opens) ?? 0)),
  })).filter((entry) => entry.ranges.length > 0)
