import type { SeedDownload, SeedImage } from '../../uploads'
import pictures from './images.json' with { type: 'json' }

/** The clinic's pictures (images.json); the other data files refer to them by key. */
export const images: Record<string, SeedImage> = pictures

export const downloads: SeedDownload[] = [
  {
    file: 'anamnesebogen.pdf',
    category: 'form',
    title: { de: 'Anamnesebogen', en: 'Medical history form' },
    description: {
      de: 'Bitte ausgefüllt zum ersten Termin mitbringen.',
      en: 'Please bring it filled in to your first appointment.',
    },
  },
  {
    file: 'preisliste-prophylaxe.pdf',
    category: 'price_list',
    title: { de: 'Preisliste Prophylaxe 2026', en: 'Prevention price list 2026' },
    description: { de: 'Alle Preise inkl. MwSt.', en: 'All prices incl. VAT.' },
  },
]
