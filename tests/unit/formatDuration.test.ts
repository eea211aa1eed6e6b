import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDuration } from '../../src/lib/video'

/** Independent inverse of the output format, used by the property tests. */
function clockToSeconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [90, '1:30'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_000, '10:00:00'],
    [90_000, '25:00:00'],
  ])('formats %d seconds as %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })

  it.each([
    ['90', '1:30'],
    [' 3600 ', '1:00:00'],
    ['12.7', '0:12'],
    ['PT1H2M3S', '1:02:03'],
    ['PT45S', '0:45'],
    ['PT4M', '4:00'],
    ['PT10M5.5S', '10:05'],
    ['PT0S', '0:00'],
    ['P1DT2H', '26:00:00'],
    ['P1D', '24:00:00'],
    ['P1W', '168:00:00'],
  ])('formats %j as %s', (input, expected) => {
    expect(formatDuration(input)).toBe(expected)
  })

  it.each([
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e300,
    '',
    '   ',
    'abc',
    '-5',
    '1:30',
    '1e3',
    'P',
    'PT',
    'P1DT',
    'P1Y',
    'P1M',
    'PT1.5H',
    'T1H',
    'PT1H2H',
  ])('returns null for %j', (input) => {
    expect(formatDuration(input)).toBeNull()
  })

  it('returns null for non-number, non-string input from untyped callers', () => {
    expect(formatDuration(null as unknown as number)).toBeNull()
    expect(formatDuration({} as unknown as string)).toBeNull()
  })
})

describe('formatDuration – properties', () => {
  const seconds = fc.nat({ max: 10_000_000 })

  it('parses back to the same number of seconds', () => {
    fc.assert(
      fc.property(seconds, (n) => {
        const clock = formatDuration(n)
        expect(clock).not.toBeNull()
        expect(clockToSeconds(clock ?? '')).toBe(n)
      }),
    )
  })

  it('uses m:ss below an hour and h:mm:ss from an hour on', () => {
    fc.assert(
      fc.property(seconds, (n) => {
        expect(formatDuration(n)).toMatch(n < 3600 ? /^\d{1,2}:\d{2}$/ : /^\d+:\d{2}:\d{2}$/)
      }),
    )
  })

  it('agrees for seconds, numeric strings and ISO 8601 durations', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), fc.nat({ max: 23 }), fc.nat({ max: 59 }), fc.nat({ max: 59 }), (d, h, m, s) => {
        const total = d * 86400 + h * 3600 + m * 60 + s
        const iso = `P${d}DT${h}H${m}M${s}S`
        expect(formatDuration(iso)).toBe(formatDuration(total))
        expect(formatDuration(String(total))).toBe(formatDuration(total))
      }),
    )
  })

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = formatDuration(input)
        expect(result === null || /^\d+:\d{2}(?::\d{2})?$/.test(result)).toBe(true)
      }),
    )
  })
})
