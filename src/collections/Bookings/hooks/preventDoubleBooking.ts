import { sql } from '@payloadcms/db-postgres/drizzle'
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { executeInRequest } from '@/lib/db/payloadPostgres'
import { BOOKING_TIME_SLOT_LABELS, bookingDay, type BookingTimeSlot } from '@/lib/bookings/slots'
import type { Booking } from '@/payload-types'

type Ref = number | { id: number } | null | undefined
const idOf = (ref: Ref): number | null => (typeof ref === 'object' && ref !== null ? ref.id : (ref ?? null))

/**
 * One non-cancelled booking per tenant, day and time slot. Two saves for the same slot are
 * serialised by a transaction-scoped advisory lock, so the second one sees the first one's row
 * (READ COMMITTED) and is refused with a field error instead of double-booking the slot.
 */
export const preventDoubleBooking: CollectionBeforeChangeHook<Booking> = async ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status
  const day = bookingDay(data.date ?? originalDoc?.date)
  const slot = data.timeSlot ?? originalDoc?.timeSlot
  const tenant = idOf((data.tenant ?? originalDoc?.tenant) as Ref)
  if (status === 'cancelled' || !day || !slot || tenant === null) return data

  await lockSlot(req, `bookings:${tenant}:${day}:${slot}`)
  const clash = await req.payload.count({
    collection: 'bookings',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { date: { equals: day } },
        { timeSlot: { equals: slot } },
        { status: { not_equals: 'cancelled' } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  if (clash.totalDocs > 0) {
    const label = BOOKING_TIME_SLOT_LABELS[slot as BookingTimeSlot] ?? slot
    const date = day.slice(0, 10)
    throw new ValidationError({
      collection: 'bookings',
      errors: [
        {
          path: 'timeSlot',
          message: localizedMessage(req, {
            de: `Das Zeitfenster ${label} am ${date} ist bereits gebucht`,
            en: `The slot ${label} on ${date} is already booked`,
          }),
        },
      ],
      req,
    })
  }
  return data
}

/** Held until the save's transaction ends; Payload runs every create/update in one. */
async function lockSlot(req: PayloadRequest, key: string): Promise<void> {
  await executeInRequest(req, sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
