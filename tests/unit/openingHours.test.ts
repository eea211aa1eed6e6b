import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closesError, opensError, parseTimeOfDay } from '../../src/lib/locations/openingHours'

const pad = (n: number) => String(n).padStart(2, '0')
const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

describe('parseTimeOfDay', () => {
  it('round-trips every minute of the day and 24:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (minutes) => {
        expect(parseTimeOfDay(time(minutes))).toBe(minutes)
      }),
    )
  })

  it.each(['8:00', '08:0', '24:01', '25:00', '12:60', '08.00', ' 08:00', '', null, undefined])(
    'rejects %j',
    (value) => {
      expect(parseTimeOfDay(value)).toBeNull()
    },
  )
})

describe('opening ranges', () => {
  it('accepts exactly the ranges that close after they open', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.integer({ min: 0, max: 24 * 60 }), (from, to) => {
        expect(opensError(time(from))).toBeNull()
        expect(closesError(time(from), time(to)) === null).toBe(to > from)
      }),
    )
  })

  it('does not open at 24:00 and reports a malformed opening time on `opens` only', () => {
    expect(opensError('24:00')).not.toBeNull()
    expect(opensError('8 Uhr')).not.toBeNull()
    expect(closesError('8 Uhr', '12:00')).toBeNull()
    expect(closesError('08:00', 'mittags')).not.toBeNull()
  })
})
