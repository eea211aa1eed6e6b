import type { SeedDownload, SeedImage } from '../../uploads'

/** The studio's pictures; the other data files refer to them by key. */
export const images: Record<string, SeedImage> = {
  studio: { file: 'studio.jpg', alt: { de: 'Studio mit Softboxen und Hintergrundkarton', en: 'Studio with softboxes and paper backdrop' } },
  portrait: { file: 'portrait.jpg', alt: { de: 'Porträt im Gegenlicht', en: 'Backlit portrait' }, size: { width: 800, height: 1000 } },
  hochzeit: { file: 'hochzeit.jpg', alt: { de: 'Brautpaar im Park', en: 'Wedding couple in the park' } },
  business: { file: 'business.jpg', alt: { de: 'Teamfoto im Büro', en: 'Team photo in the office' } },
  fotograf: { file: 'jonas-becker.jpg', alt: { de: 'Porträt Jonas Becker', en: 'Portrait of Jonas Becker' }, size: { width: 600, height: 600 } },
  druckerei: { file: 'logo-druckerei.png', alt: { de: 'Logo Druckerei Elbflorenz', en: 'Druckerei Elbflorenz logo' }, size: { width: 480, height: 240 } },
  location: { file: 'logo-gut-kleeberg.png', alt: { de: 'Logo Gut Kleeberg', en: 'Gut Kleeberg logo' }, size: { width: 480, height: 240 } },
}

export const downloads: SeedDownload[] = [
  { file: 'preisliste-2026.pdf', category: 'price_list', title: { de: 'Preisliste 2026', en: 'Price list 2026' }, description: { de: 'Shootings, Pakete und Prints.', en: 'Shoots, packages and prints.' } },
  { file: 'model-release.pdf', category: 'form', title: { de: 'Model-Release-Vertrag', en: 'Model release form' }, description: { de: 'Einverständnis zur Veröffentlichung von Bildern.', en: 'Consent to publish pictures.' } },
]
