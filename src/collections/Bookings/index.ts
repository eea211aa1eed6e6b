import type { CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { authenticated } from '@/access/authenticated'
import { BOOKING_STATUSES, BOOKING_TIME_SLOT_LABELS, bookingDay } from '@/lib/bookings/slots'
import { preventDoubleBooking } from './hooks/preventDoubleBooking'
import { selectOptions } from '@/fields/selectOptions'
import { tenantContent } from '@/collections/presets/tenantContent'

export const BOOKING_PACKAGES = ['portrait', 'business', 'family', 'wedding', 'product', 'event'] as const

/** Photo-shoot bookings: customer data, so only the tenant's own users can read them. */
export const Bookings: CollectionConfig = tenantContent({
  slug: 'bookings',
  read: authenticated,
  uniqueSlug: false,
  labels: { singular: { de: 'Buchung', en: 'Booking' }, plural: { de: 'Buchungen', en: 'Bookings' } },
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'package', 'date', 'timeSlot', 'status'] },
  defaultSort: '-date',
  indexes: [{ fields: ['tenant', 'date', 'timeSlot'] }],
  hooks: { beforeChange: [preventDoubleBooking] },
  fields: [
    row([
      { name: 'customerName', type: 'text', required: true, label: { de: 'Kunde', en: 'Customer' } },
      { name: 'customerEmail', type: 'email', required: true, label: 'E-Mail' },
      { name: 'customerPhone', type: 'text', label: { de: 'Telefon', en: 'Phone' } },
    ]),
    {
      name: 'package',
      type: 'select',
      required: true,
      options: selectOptions(BOOKING_PACKAGES),
      label: { de: 'Paket', en: 'Package' },
    },
    row([
      {
        name: 'date',
        type: 'date',
        required: true,
        label: { de: 'Datum', en: 'Date' },
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'P' } },
        // Stored as 12:00 UTC of the day so "same day" does not depend on the editor's time zone.
        hooks: { beforeValidate: [({ value }) => bookingDay(value) ?? value] },
      },
      {
        name: 'timeSlot',
        type: 'select',
        required: true,
        options: Object.entries(BOOKING_TIME_SLOT_LABELS).map(([value, label]) => ({ value, label })),
        label: { de: 'Zeitfenster', en: 'Time slot' },
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'requested',
        index: true,
        options: selectOptions(BOOKING_STATUSES),
        label: 'Status',
      },
    ]),
    { name: 'customerNotes', type: 'textarea', label: { de: 'Wünsche des Kunden', en: 'Customer notes' } },
    { name: 'internalNotes', type: 'textarea', label: { de: 'Interne Notizen', en: 'Internal notes' } },
  ],
})
