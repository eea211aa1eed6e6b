import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingDay } from '../../src/lib/bookings/slots'

describe('bookingDay: a booking date as 12:00 UTC of its day', () => {
  it('keeps the calendar day of the admin picker value and of plain dates', () => {
    expect(bookingDay('2026-05-10T12:00:00.000Z')).toBe('2026-05-10T12:00:00.000Z')
    expect(bookingDay('2026-05-10')).toBe('2026-05-10T12:00:00.000Z')
    expect(bookingDay(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe('2026-12-31T12:00:00.000Z')
  })

  it('rejects missing and invalid values', () => {
    for (const value of [null, undefined, '', 'tomorrow', 42]) expect(bookingDay(value)).toBeNull()
  })

  it('is idempotent and maps every instant of a UTC day to the same value', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const day = bookingDay(date)
          expect(day).not.toBeNull()
          expect(bookingDay(day)).toBe(day)
          expect(day!.slice(0, 10)).toBe(date.toISOString().slice(0, 10))
        },
      ),
    )
  })
})
