import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatTimelineDate,
  groupByYear,
  sortKey,
  type TimelineEventDate,
} from '../../src/lib/timelines/formatTimelineDate'

describe('formatTimelineDate', () => {
  it.each<[TimelineEventDate, string, string]>([
    [{ dateType: 'year', date: '2019-03-05T00:00:00.000Z' }, '2019', '2019'],
    [{ dateType: 'monthYear', date: '2019-03-05T00:00:00.000Z' }, 'März 2019', 'March 2019'],
    [{ dateType: 'fullDate', date: '2019-03-05T00:00:00.000Z' }, '5. März 2019', 'March 5, 2019'],
    [{ dateType: 'fullDate', date: '2019-03-05' }, '5. März 2019', 'March 5, 2019'],
    [
      { dateType: 'range', date: '2019-03-05T00:00:00.000Z', endDate: '2021-04-07T00:00:00.000Z' },
      '5. März 2019 – 7. April 2021',
      'March 5, 2019 – April 7, 2021',
    ],
    [{ dateType: 'range', date: '2019-03-05', endDate: null }, '5. März 2019', 'March 5, 2019'],
    [{ dateType: 'range', date: null, endDate: '2021-04-07' }, '7. April 2021', 'April 7, 2021'],
    [{ dateType: 'custom', customText: '  Frühjahr 2020 ', date: '2020-04-01' }, 'Frühjahr 2020', 'Frühjahr 2020'],
  ])('formats %j as de %j / en %j', (event, de, en) => {
    expect(formatTimelineDate(event, 'de')).toBe(de)
    expect(formatTimelineDate(event, 'en')).toBe(en)
  })

  it('uses the UTC calendar day, not the local one', () => {
    // Late on Dec 31 UTC is already Jan 1 east of UTC; the stored UTC date must win.
    expect(formatTimelineDate({ dateType: 'fullDate', date: '2019-12-31T23:30:00.000Z' }, 'en')).toBe(
      'December 31, 2019',
    )
    expect(formatTimelineDate({ dateType: 'year', date: '2020-01-01T00:30:00+01:00' }, 'de')).toBe('2019')
  })

  it.each<TimelineEventDate>([
    { dateType: 'year' },
    { dateType: 'fullDate', date: null },
    { dateType: 'fullDate', date: 'gestern' },
    { dateType: 'monthYear', date: '2019-13-01' },
    { dateType: 'range', date: 'x', endDate: '' },
    { dateType: 'custom' },
    { dateType: 'custom', customText: null },
  ])('returns an empty string for %j', (event) => {
    expect(formatTimelineDate(event, 'de')).toBe('')
  })
})

describe('sortKey', () => {
  it('is the timestamp of the date', () => {
    expect(sortKey({ dateType: 'year', date: '2019-03-05T00:00:00.000Z' })).toBe(Date.UTC(2019, 2, 5))
  })

  it('is +Infinity without a usable date', () => {
    expect(sortKey({ dateType: 'custom', customText: 'Irgendwann' })).toBe(Number.POSITIVE_INFINITY)
    expect(sortKey({ dateType: 'fullDate', date: 'kaputt' })).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('groupByYear', () => {
  it('groups by year in ascending order with dateless events last', () => {
    const custom = { id: 'custom', dateType: 'custom', customText: 'Demnächst' } as const
    const a2021 = { id: 'a2021', dateType: 'fullDate', date: '2021-06-01T00:00:00.000Z' } as const
    const b2019 = { id: 'b2019', dateType: 'year', date: '2019-01-01T00:00:00.000Z' } as const
    const c2019 = { id: 'c2019', dateType: 'monthYear', date: '2019-11-01T00:00:00.000Z' } as const
    const d2021 = { id: 'd2021', dateType: 'range', date: '2021-01-10', endDate: '2022-01-01' } as const

    const ids = (events: ReadonlyArray<{ id: string }>) => events.map((event) => event.id)
    const groups = groupByYear([custom, a2021, c2019, b2019, d2021])
    expect(groups.map((group) => [group.year, ids(group.events)])).toEqual([
      [2019, ['b2019', 'c2019']],
      [2021, ['d2021', 'a2021']],
      [null, ['custom']],
    ])
  })

  it('keeps the input order of events with the same key and leaves the input untouched', () => {
    const first = { dateType: 'year', date: '2020-01-01' } as const
    const second = { dateType: 'year', date: '2020-01-01' } as const
    const input = [second, first]
    const [group] = groupByYear(input)
    expect(group?.events[0]).toBe(second)
    expect(group?.events[1]).toBe(first)
    expect(input).toEqual([second, first])
  })

  it('returns an empty list for no events', () => {
    expect(groupByYear([])).toEqual([])
  })

  it('partitions any set of events into sorted year groups', () => {
    const event = fc.oneof(
      fc
        .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
        .map((date): TimelineEventDate => ({ dateType: 'fullDate', date: date.toISOString() })),
      fc.constant<TimelineEventDate>({ dateType: 'custom', customText: 'x' }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const groups = groupByYear(events)
        expect(groups.flatMap((group) => group.events)).toHaveLength(events.length)
        const years = groups.map((group) => group.year ?? Number.POSITIVE_INFINITY)
        expect(years).toEqual([...years].sort((a, b) => a - b))
        expect(new Set(years).size).toBe(years.length)
        for (const group of groups) {
          const keys = group.events.map(sortKey)
          expect(keys).toEqual([...keys].sort((a, b) => (a === b ? 0 : a - b)))
          for (const member of group.events) {
            const date = member.date ? new Date(member.date) : null
            expect(date ? date.getUTCFullYear() : null).toBe(group.year)
          }
        }
      }),
    )
  })
})
