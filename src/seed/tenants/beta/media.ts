import type { SeedDownload, SeedImage } from '../../uploads'
import pictures from './images.json' with { type: 'json' }

/** The studio's pictures (images.json); the other data files refer to them by key. */
export const images: Record<string, SeedImage> = pictures

export const downloads: SeedDownload[] = [
  {
    file: 'preisliste-2026.pdf',
    category: 'price_list',
    title: { de: 'Preisliste 2026', en: 'Price list 2026' },
    description: { de: 'Shootings, Pakete und Prints.', en: 'Shoots, packages and prints.' },
  },
  {
    file: 'model-release.pdf',
    category: 'form',
    title: { de: 'Model-Release-Vertrag', en: 'Model release form' },
    description: { de: 'Einverständnis zur Veröffentlichung von Bildern.', en: 'Consent to publish pictures.' },
  },
]
