import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

/** Keyed by `customerEmail` (bookings have no slug); nothing to translate. */
export const bookings: SeedEntry[] = [
  {
    de: {
      customerName: 'Praxisteam Alpha',
      customerEmail: 'team-fotos@alpha-zahnklinik.example',
      package: 'business',
      date: noon('2027-03-18'),
      timeSlot: 'from_09_to_11',
      status: 'confirmed',
      customerNotes: 'Teamfotos für die neue Website, vor Sprechstundenbeginn.',
    },
  },
]
