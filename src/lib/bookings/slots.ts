/** Bookable studio slots; a slot is the unit of "no double booking". */
export const BOOKING_TIME_SLOTS = ['09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00', '18:00-20:00'] as const
export type BookingTimeSlot = (typeof BOOKING_TIME_SLOTS)[number]

export const BOOKING_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled'] as const

/**
 * A booking's calendar day as stored: 12:00 UTC of the given day, the same instant Payload's
 * day picker saves. Comparing bookings by this value keeps "same day" independent of the
 * editor's time zone. Returns null for a missing or invalid date.
 */
export function bookingDay(value: unknown): string | null {
  if (!(typeof value === 'string' || value instanceof Date)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return `${date.toISOString().slice(0, 10)}T12:00:00.000Z`
}
