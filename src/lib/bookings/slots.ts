/**
 * Bookable studio slots; a slot is the unit of "no double booking". Values are identifiers
 * (GraphQL turns select values into enum names, which cannot start with a digit); labels show the hours.
 */
export const BOOKING_TIME_SLOT_LABELS = {
  from_09_to_11: '09:00–11:00',
  from_11_to_13: '11:00–13:00',
  from_14_to_16: '14:00–16:00',
  from_16_to_18: '16:00–18:00',
  from_18_to_20: '18:00–20:00',
} as const
export type BookingTimeSlot = keyof typeof BOOKING_TIME_SLOT_LABELS

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
