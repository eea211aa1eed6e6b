import { describe, expect, it } from 'vitest'
import {
  isoWeekOf,
  isoWeekOfDateString,
  isoWeekRange,
  isValidIsoWeek,
  weeksInIsoYear,
} from '../../src/domain/weeks/isoWeek'
import { BERLIN_INSTANTS } from '../harness/fixtures/berlinInstants'

describe('isoWeekOfDateString', () => {
  // The dates of each week, around the turns of the year.
  const datesByWeek = [
    { jahr: 2026, kw: 53, dates: ['2026-12-28', '2027-01-01', '2027-01-03'] },
    { jahr: 2027, kw: 1, dates: ['2027-01-04'] },
    { jahr: 2026, kw: 52, dates: ['2026-12-27'] },
    { jahr: 2026, kw: 1, dates: ['2025-12-29', '2026-01-01', '2026-01-04'] },
    { jahr: 2025, kw: 52, dates: ['2025-12-28'] },
    { jahr: 2026, kw: 2, dates: ['2026-01-05'] },
    { jahr: 2020, kw: 53, dates: ['2021-01-03'] },
    { jahr: 2025, kw: 1, dates: ['2024-12-30'] },
    { jahr: 2024, kw: 9, dates: ['2024-02-29'] },
  ]
  const weekOfEachDate = datesByWeek.flatMap(({ jahr, kw, dates }) => dates.map((date) => ({ date, jahr, kw })))

  it.each(weekOfEachDate)('$date is $jahr-W$kw', ({ date, jahr, kw }) => {
    expect(isoWeekOfDateString(date)).toEqual({ jahr, kw })
  })

  it.each(['2026-02-30', '01.01.2027', ''])('rejects %j', (date) => {
    expect(() => isoWeekOfDateString(date)).toThrow(RangeError)
  })
})

describe('isoWeekOf (Europe/Berlin)', () => {
  it.each(BERLIN_INSTANTS)('$instant is $jahr-W$kw', ({ instant, jahr, kw }) => {
    expect(isoWeekOf(new Date(instant))).toEqual({ jahr, kw })
  })
})

describe('weeksInIsoYear', () => {
  it.each([2015, 2020, 2026, 2032, 2037, 2043])('%i has 53 weeks', (jahr) => {
    expect(weeksInIsoYear(jahr)).toBe(53)
  })

  it.each([2021, 2022, 2023, 2024, 2025, 2027, 2028, 2031, 2033, 2036, 2038])('%i has 52 weeks', (jahr) => {
    expect(weeksInIsoYear(jahr)).toBe(52)
  })
})

describe('isValidIsoWeek', () => {
  it.each([
    { jahr: 2026, kw: 53, valid: true },
    { jahr: 2025, kw: 53, valid: false },
    { jahr: 2025, kw: 52, valid: true },
    { jahr: 2026, kw: 1, valid: true },
    { jahr: 2026, kw: 0, valid: false },
    { jahr: 2026, kw: 54, valid: false },
    { jahr: 2026, kw: 1.5, valid: false },
    { jahr: 2026.5, kw: 1, valid: false },
    { jahr: Number.NaN, kw: 1, valid: false },
    { jahr: 999, kw: 1, valid: false },
    { jahr: 9999, kw: 1, valid: false },
  ])('$jahr-W$kw → $valid', ({ jahr, kw, valid }) => {
    expect(isValidIsoWeek(jahr, kw)).toBe(valid)
  })
})

describe('isoWeekRange', () => {
  it.each([
    { jahr: 2026, kw: 53, from: '2026-12-28', to: '2027-01-03' },
    { jahr: 2026, kw: 1, from: '2025-12-29', to: '2026-01-04' },
    { jahr: 2026, kw: 2, from: '2026-01-05', to: '2026-01-11' },
    { jahr: 2027, kw: 1, from: '2027-01-04', to: '2027-01-10' },
    { jahr: 2020, kw: 53, from: '2020-12-28', to: '2021-01-03' },
    { jahr: 2024, kw: 9, from: '2024-02-26', to: '2024-03-03' },
    { jahr: 1000, kw: 1, from: '0999-12-30', to: '1000-01-05' },
  ])('$jahr-W$kw runs $from..$to', ({ jahr, kw, from, to }) => {
    expect(isoWeekRange(jahr, kw)).toEqual({ from, to })
  })

  it('round-trips: every day of every week of 2020–2027 maps back to its week', () => {
    for (let jahr = 2020; jahr <= 2027; jahr++) {
      for (let kw = 1; kw <= weeksInIsoYear(jahr); kw++) {
        const { from, to } = isoWeekRange(jahr, kw)
        expect(isoWeekOfDateString(from)).toEqual({ jahr, kw })
        expect(isoWeekOfDateString(to)).toEqual({ jahr, kw })
      }
    }
  })

  it.each([
    { jahr: 2025, kw: 53 },
    { jahr: 2026, kw: 0 },
  ])('rejects $jahr-W$kw', ({ jahr, kw }) => {
    expect(() => isoWeekRange(jahr, kw)).toThrow(RangeError)
  })
})
