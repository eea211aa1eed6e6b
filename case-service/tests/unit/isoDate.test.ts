import { describe, expect, it } from 'vitest'
import { berlinCalendarDate, formatIsoDate, isIsoDate, parseIsoDate } from '../../src/domain/dates/isoDate'
import { BERLIN_INSTANTS } from '../harness/fixtures/berlinInstants'

describe('parseIsoDate', () => {
  it.each([
    { input: '2026-01-05', expected: { year: 2026, month: 1, day: 5 } },
    { input: '2024-02-29', expected: { year: 2024, month: 2, day: 29 } },
    { input: '2000-02-29', expected: { year: 2000, month: 2, day: 29 } },
    { input: '2026-12-31', expected: { year: 2026, month: 12, day: 31 } },
  ])('parses $input', ({ input, expected }) => {
    expect(parseIsoDate(input)).toEqual(expected)
  })

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00',
    ' 2026-01-05',
    '',
  ])('rejects %j', (input) => {
    expect(parseIsoDate(input)).toBeNull()
    expect(isIsoDate(input)).toBe(false)
  })
})

describe('formatIsoDate', () => {
  it('pads month, day and year', () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05')
    expect(formatIsoDate({ year: 999, month: 12, day: 30 })).toBe('0999-12-30')
  })
})

describe('berlinCalendarDate', () => {
  it.each(BERLIN_INSTANTS)('$instant is $date in Berlin', ({ instant, date }) => {
    expect(formatIsoDate(berlinCalendarDate(new Date(instant)))).toBe(date)
  })

  it('rejects an invalid Date', () => {
    expect(() => berlinCalendarDate(new Date('nonsense'))).toThrow(RangeError)
  })
})
