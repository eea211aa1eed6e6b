import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

/** Keyed by `customerEmail` (bookings have no slug); nothing to translate. */
export const bookings: SeedEntry[] = [
  {
    de: {
      customerName: 'Sarah und Tom Lehmann',
      customerEmail: 'lehmann@example.org',
      package: 'wedding',
      date: noon('2027-06-12'),
      timeSlot: 'from_14_to_16',
      status: 'confirmed',
      customerNotes: 'Trauung im Park, danach Paarfotos.',
    },
  },
  {
    de: {
      customerName: 'Dr. Anna Richter',
      customerEmail: 'a.richter@kanzlei-richter.example',
      package: 'business',
      date: noon('2027-04-08'),
      timeSlot: 'from_09_to_11',
      status: 'requested',
    },
  },
  {
    de: {
      customerName: 'Familie Nowak',
      customerEmail: 'nowak@example.org',
      package: 'family',
      date: noon('2027-04-08'),
      timeSlot: 'from_11_to_13',
      status: 'cancelled',
      internalNotes: 'Abgesagt wegen Krankheit; neuer Termin folgt.',
    },
  },
]
