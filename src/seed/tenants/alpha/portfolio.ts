import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const portfolioCategories = (img: IdOf): SeedEntry[] => [
  {
    de: { name: 'Ästhetische Zahnheilkunde', slug: 'aesthetik', order: 1, coverImage: img('behandlung') },
    en: { name: 'Cosmetic dentistry' },
  },
  {
    de: { name: 'Praxis & Räume', slug: 'praxis', order: 2, coverImage: img('praxis') },
    en: { name: 'Practice & rooms' },
  },
]

export const portfolios = ({ img, categories }: { img: IdOf; categories: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Veneers: ein neues Lächeln in zwei Sitzungen',
      slug: 'veneers-neues-laecheln',
      _status: 'published',
      category: categories('aesthetik'),
      coverImage: img('behandlung'),
      excerpt: 'Keramik-Veneers für die Frontzähne einer Patientin (mit Einverständnis).',
      images: [
        { image: img('behandlung'), caption: 'Vorher' },
        { image: img('praxis'), caption: 'Nachher' },
      ],
      project: { year: 2025, location: 'Hamburg-Altona', services: ['Veneers', 'Bleaching'] },
    },
    en: {
      title: 'Veneers: a new smile in two sessions',
      excerpt: 'Ceramic veneers for a patient’s front teeth (with consent).',
      images: [{ caption: 'Before' }, { caption: 'After' }],
      project: { location: 'Hamburg-Altona' },
    },
  },
]
