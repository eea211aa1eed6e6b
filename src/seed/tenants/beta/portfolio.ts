import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const portfolioCategories = (img: IdOf): SeedEntry[] => [
  { de: { name: 'Porträts', slug: 'portraets', order: 1, coverImage: img('portrait') }, en: { name: 'Portraits' } },
  { de: { name: 'Hochzeiten', slug: 'hochzeiten', order: 2, coverImage: img('hochzeit') }, en: { name: 'Weddings' } },
  { de: { name: 'Business', slug: 'business', order: 3, coverImage: img('business') }, en: { name: 'Business' } },
]

export const portfolios = ({ img, categories }: { img: IdOf; categories: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Hochzeit von Anna & Tim auf Gut Kleeberg',
      slug: 'hochzeit-anna-tim',
      _status: 'published',
      featured: true,
      category: categories('hochzeiten'),
      coverImage: img('hochzeit'),
      images: [{ image: img('hochzeit'), caption: 'Erster Blick' }],
      project: {
        client: 'Anna & Tim',
        year: 2025,
        location: 'Gut Kleeberg',
        services: ['Ganztagesreportage', 'Fotobuch'],
      },
    },
    en: {
      title: 'Anna & Tim’s wedding at Gut Kleeberg',
      images: [{ caption: 'First look' }],
      project: { services: ['Full-day reportage', 'Photo book'] },
    },
  },
  {
    de: {
      title: 'Teamfotos für die Kanzlei Richter',
      slug: 'teamfotos-kanzlei-richter',
      _status: 'published',
      category: categories('business'),
      coverImage: img('business'),
      project: { client: 'Kanzlei Richter', year: 2026, services: ['Teamfoto', 'Einzelporträts'] },
    },
    en: { title: 'Team photos for Richter law firm', project: { services: ['Team photo', 'Individual portraits'] } },
  },
  {
    de: {
      title: 'Porträtserie „Handwerk“',
      slug: 'portraetserie-handwerk',
      _status: 'published',
      category: categories('portraets'),
      coverImage: img('portrait'),
      project: { year: 2024, location: 'Leipzig' },
    },
    en: { title: 'Portrait series "Craft"' },
  },
]
