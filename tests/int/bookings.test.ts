import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { demoTenants } from '../helpers/fixtures/platform'
import { usePayload } from '../helpers/useCms'

type BookingData = RequiredDataFromCollectionSlug<'bookings'>

describe('bookings: one non-cancelled booking per tenant, day and time slot', () => {
  const cms = usePayload({ tenants: demoTenants({ betaLocale: 'en' }) })
  const book = (data: Partial<Pick<BookingData, 'date' | 'timeSlot' | 'customerName'>> & { tenant?: number }) =>
    cms.payload.create({
      collection: 'bookings',
      data: {
        tenant: cms.tenants.beta,
        customerName: 'Kundin',
        customerEmail: 'kundin@example.org',
        package: 'portrait',
        date: '2027-05-10',
        timeSlot: 'from_09_to_11',
        status: 'requested',
        ...data,
      },
    })
  const slotTaken = {
    data: {
      errors: [expect.objectContaining({ path: 'timeSlot', message: expect.stringContaining('bereits gebucht') })],
    },
  }

  it('refuses a second booking of the same slot with a field error, whatever time of that day is sent', async () => {
    const first = await book({})
    expect(first.date).toBe('2027-05-10T12:00:00.000Z')
    expect(first.status).toBe('requested')
    await expect(book({ customerName: 'Zweiter', date: '2027-05-10T21:30:00.000Z' })).rejects.toMatchObject(slotTaken)
    // Another slot, another day or another tenant is fine.
    await book({ timeSlot: 'from_11_to_13' })
    await book({ date: '2027-05-11' })
    await book({ tenant: cms.tenants.alpha })
  })

  it('frees the slot when a booking is cancelled, and refuses to re-activate it once taken again', async () => {
    const original = await book({ date: '2027-06-01' })
    await cms.payload.update({ collection: 'bookings', id: original.id, data: { status: 'cancelled' } })
    const replacement = await book({ date: '2027-06-01', customerName: 'Nachrücker' })
    expect(replacement.status).toBe('requested')
    await expect(
      cms.payload.update({ collection: 'bookings', id: original.id, data: { status: 'confirmed' } }),
    ).rejects.toMatchObject(slotTaken)
    // Updating the booking that holds the slot does not clash with itself.
    expect(
      (await cms.payload.update({ collection: 'bookings', id: replacement.id, data: { status: 'confirmed' } })).status,
    ).toBe('confirmed')
  })

  it('is not readable anonymously (customer data)', async () => {
    await expect(cms.payload.find({ collection: 'bookings', overrideAccess: false })).rejects.toThrow()
  })

  it('lets exactly one of several concurrent bookings of a slot through', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        book({ date: '2027-07-07', timeSlot: 'from_16_to_18', customerName: `Gleichzeitig ${index}` }),
      ),
    )
    const fulfilled = attempts.filter((attempt) => attempt.status === 'fulfilled')
    const rejected = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected')
    expect(fulfilled).toHaveLength(1)
    for (const { reason } of rejected) expect(reason).toMatchObject(slotTaken)
    const stored = await cms.payload.count({
      collection: 'bookings',
      where: { date: { equals: '2027-07-07T12:00:00.000Z' }, timeSlot: { equals: 'from_16_to_18' } },
    })
    expect(stored.totalDocs).toBe(1)
  })
})
