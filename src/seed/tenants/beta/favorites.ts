import type { SeedEntry } from '../../localizedUpsert'

export const favorites: SeedEntry[] = [
  {
    de: {
      title: 'Vollformat-Systemkamera',
      slug: 'vollformat-systemkamera',
      description: 'Unsere Hauptkamera für Porträts und Hochzeiten.',
      url: 'https://www.example-shop.de/kamera',
      category: 'equipment',
      badge: 'Im Einsatz',
      priceRange: 'luxury',
      affiliateNetwork: 'awin',
      featured: true,
      order: 1,
    },
    en: { title: 'Full-frame mirrorless camera', description: 'Our main camera for portraits and weddings.', badge: 'In use' },
  },
  {
    de: { title: 'Fotobuch-Ratgeber', slug: 'fotobuch-ratgeber', category: 'books', priceRange: 'budget', affiliateNetwork: 'none', order: 2 },
    en: { title: 'Photo book guide' },
  },
]
