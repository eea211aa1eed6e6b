import { describe, expect, it } from 'vitest'
import { formatFileSize } from '@/blocks/Downloads/fileSize'
import {
  addMonths,
  eventsByDay,
  firstDayOf,
  lastsUntil,
  monthGrid,
  monthOf,
  runningSince,
} from '@/blocks/Events/calendar'
import { type JobFacets, facetValues, matchesFilters } from '@/blocks/Jobs/jobFilters'
import { comparisonRows, highlightedPlansError } from '@/blocks/Pricing/pricingTable'
import { tabIndexAfterKey } from '@/blocks/shared/tabKeys'
import { dayKeyIn, SITE_TIME_ZONE } from '@/lib/site/timeZone'

describe('month calendar', () => {
  it('covers a month with Monday-first weeks, neighbouring days marked outside', () => {
    // November 2026 starts on a Sunday and has 30 days: 6 weeks, from Mon 26 Oct to Sun 6 Dec.
    const weeks = monthGrid({ year: 2026, month: 11 })
    expect(weeks).toHaveLength(6)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks[0]?.[0]).toEqual({ day: '2026-10-26', inMonth: false })
    expect(weeks[0]?.[6]).toEqual({ day: '2026-11-01', inMonth: true })
    expect(weeks[5]?.[0]).toEqual({ day: '2026-11-30', inMonth: true })
    expect(weeks[5]?.[6]).toEqual({ day: '2026-12-06', inMonth: false })
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30)
  })

  it('needs only four weeks for a February that starts on a Monday, and handles leap years', () => {
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4)
    expect(
      monthGrid({ year: 2028, month: 2 })
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(29)
  })

  it('steps months across years and finds the month of an instant in the site time zone', () => {
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    // 23:30 UTC on 31 Dec is already 1 January in Berlin.
    expect(monthOf(new Date('2026-12-31T23:30:00Z'), SITE_TIME_ZONE)).toEqual({ year: 2027, month: 1 })
    expect(firstDayOf({ year: 2027, month: 3 })).toBe('2027-03-01')
  })

  it('puts events on their days in the site time zone, multi-day events on every day, clipped to the range', () => {
    const late = { id: 1, startDate: '2026-11-09T23:30:00Z' } // 10 Nov, 00:30 in Berlin
    const fair = { id: 2, startDate: '2026-11-29T09:00:00Z', endDate: '2026-12-02T17:00:00Z' }
    const before = { id: 3, startDate: '2026-10-01T09:00:00Z' }
    const days = eventsByDay([late, fair, before], SITE_TIME_ZONE, '2026-11-01', '2026-11-30')
    expect(days.get('2026-11-10')).toEqual([late])
    expect(days.get('2026-11-09')).toBeUndefined()
    expect(days.get('2026-11-29')).toEqual([fair])
    expect(days.get('2026-11-30')).toEqual([fair])
    expect(days.has('2026-12-01')).toBe(false)
    expect([...days.keys()].sort()).toEqual(['2026-11-10', '2026-11-29', '2026-11-30'])
  })

  it('lists an event with an absurd end date on a bounded number of days', () => {
    const days = eventsByDay(
      [{ startDate: '2026-01-01T10:00:00Z', endDate: '2030-01-01T10:00:00Z' }],
      'UTC',
      '2026-01-01',
      '2029-12-31',
    )
    expect(days.size).toBe(62)
  })

  it('bounds upcoming events by a day-stable instant and drops events that ended before today', () => {
    expect(runningSince('2026-11-23')).toBe('2026-11-22T00:00:00.000Z')
    expect(dayKeyIn(new Date('2026-11-22T23:30:00Z'), SITE_TIME_ZONE)).toBe('2026-11-23')
    expect(lastsUntil({ startDate: '2026-11-22T20:00:00Z' }, '2026-11-23', SITE_TIME_ZONE)).toBe(false)
    expect(
      lastsUntil({ startDate: '2026-11-20T08:00:00Z', endDate: '2026-11-23T08:00:00Z' }, '2026-11-23', SITE_TIME_ZONE),
    ).toBe(true)
    expect(lastsUntil({ startDate: '2026-11-22T23:15:00Z' }, '2026-11-23', SITE_TIME_ZONE)).toBe(true)
  })
})

describe('tabs keyboard', () => {
  it('moves with the arrows (wrapping), jumps with Home and End, ignores other keys', () => {
    expect(tabIndexAfterKey(0, 'ArrowRight', 3)).toBe(1)
    expect(tabIndexAfterKey(2, 'ArrowRight', 3)).toBe(0)
    expect(tabIndexAfterKey(0, 'ArrowLeft', 3)).toBe(2)
    expect(tabIndexAfterKey(1, 'ArrowUp', 3)).toBe(0)
    expect(tabIndexAfterKey(1, 'Home', 3)).toBe(0)
    expect(tabIndexAfterKey(0, 'End', 3)).toBe(2)
    expect(tabIndexAfterKey(0, 'Enter', 3)).toBeNull()
    expect(tabIndexAfterKey(0, 'ArrowRight', 0)).toBeNull()
  })
})

describe('job filters', () => {
  const jobs: JobFacets[] = [
    { department: 'Pflege', employmentType: 'full_time' },
    { department: 'Verwaltung', employmentType: 'part_time', workplace: 'remote' },
    { department: 'Pflege', employmentType: 'part_time' },
  ]
  it('offers each value once, in first-seen order, without empty ones', () => {
    expect(facetValues(jobs, 'department')).toEqual(['Pflege', 'Verwaltung'])
    expect(facetValues(jobs, 'workplace')).toEqual(['remote'])
  })
  it('matches every chosen value; an empty choice matches all', () => {
    expect(jobs.filter((job) => matchesFilters(job, { department: 'Pflege', employmentType: 'part_time' }))).toEqual([
      jobs[2],
    ])
    expect(jobs.filter((job) => matchesFilters(job, { department: '', employmentType: '' }))).toEqual(jobs)
    expect(jobs.filter((job) => matchesFilters(job, { workplace: 'remote' }))).toEqual([jobs[1]])
  })
})

describe('pricing', () => {
  it('builds comparison rows over all plans: included, excluded, not listed', () => {
    const rows = comparisonRows([
      {
        features: [
          { text: 'Beratung', included: true },
          { text: 'Abendtermine', included: false },
        ],
      },
      {
        features: [
          { text: 'Beratung' },
          { text: ' Abendtermine ', included: true },
          { text: 'Hausbesuch', included: true },
        ],
      },
      { features: null },
    ])
    expect(rows).toEqual([
      { feature: 'Beratung', included: [true, true, null] },
      { feature: 'Abendtermine', included: [false, true, null] },
      { feature: 'Hausbesuch', included: [null, true, null] },
    ])
  })
  it('allows at most one highlighted plan', () => {
    expect(highlightedPlansError([{ highlighted: true }, { highlighted: false }])).toBeNull()
    expect(highlightedPlansError(null)).toBeNull()
    expect(highlightedPlansError([{ highlighted: true }, { highlighted: true }])?.en).toBe(
      'Only one plan can be highlighted',
    )
  })
})

describe('file sizes', () => {
  it('formats bytes per locale and refuses nonsense', () => {
    expect(formatFileSize(512, 'de')).toBe('512 B')
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB')
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB')
    expect(formatFileSize(25 * 1024 * 1024, 'en')).toBe('25 MB')
    expect(formatFileSize(null, 'de')).toBeNull()
    expect(formatFileSize(-1, 'de')).toBeNull()
  })
})
