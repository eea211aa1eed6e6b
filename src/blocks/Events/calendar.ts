import { dayKeyIn } from '@/lib/site/timeZone'

/** A calendar month; `month` is 1–12. */
export type YearMonth = { year: number; month: number }
export type CalendarDay = { day: string; inMonth: boolean }
export type DatedEvent = { startDate: string; endDate?: string | null }

// A multi-day event is listed on at most this many days (a typo'd end date must not fill years of cells).
const MAX_EVENT_DAYS = 62

const keyOf = (date: Date) => date.toISOString().slice(0, 10)
const utcDay = (key: string) => new Date(`${key}T00:00:00Z`)
const nextDay = (key: string) => keyOf(new Date(utcDay(key).getTime() + 86_400_000))

/** The month an instant falls in, in `timeZone`. */
export function monthOf(date: Date, timeZone: string): YearMonth {
  const key = dayKeyIn(date, timeZone)
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }
}

/** The month `count` months after `start` (negative: before). */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The weeks (Monday first) that cover a month, each with 7 days; days of the neighbouring months have `inMonth: false`. */
export function monthGrid({ year, month }: YearMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const mondayOffset = (first.getUTCDay() + 6) % 7
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const weekCount = Math.ceil((mondayOffset + daysInMonth) / 7)
  return Array.from({ length: weekCount }, (_week, weekIndex) =>
    Array.from({ length: 7 }, (_day, dayIndex) => {
      const date = new Date(Date.UTC(year, month - 1, 1 + weekIndex * 7 + dayIndex - mondayOffset))
      return { day: keyOf(date), inMonth: date.getUTCMonth() === month - 1 }
    }),
  )
}

/**
 * The events on each day (`YYYY-MM-DD` in `timeZone`) from `firstDay` to `lastDay`: a multi-day event
 * on every day it lasts, in the order given.
 */
export function eventsByDay<E extends DatedEvent>(
  events: E[],
  timeZone: string,
  firstDay: string,
  lastDay: string,
): Map<string, E[]> {
  const days = new Map<string, E[]>()
  for (const event of events) {
    const start = dayKeyIn(new Date(event.startDate), timeZone)
    const end = event.endDate ? dayKeyIn(new Date(event.endDate), timeZone) : start
    let day = start
    for (let count = 0; day <= end && day <= lastDay && count < MAX_EVENT_DAYS; count++, day = nextDay(day)) {
      if (day >= firstDay) days.set(day, [...(days.get(day) ?? []), event])
    }
  }
  return days
}

/**
 * The lower bound for events still running on `day` (`YYYY-MM-DD`) in any time zone: midnight UTC of
 * the day before. Stable for a whole day, so it can be part of a cache key.
 */
export const runningSince = (day: string): string =>
  `${keyOf(new Date(utcDay(day).getTime() - 86_400_000))}T00:00:00.000Z`

/** The first day (`YYYY-MM-DD`) of a month. */
export const firstDayOf = ({ year, month }: YearMonth): string => `${year}-${String(month).padStart(2, '0')}-01`

/** Whether an event still runs on `day` or later (its last day, in `timeZone`, is not before it). */
export const lastsUntil = (event: DatedEvent, day: string, timeZone: string): boolean =>
  dayKeyIn(new Date(event.endDate ?? event.startDate), timeZone) >= day
