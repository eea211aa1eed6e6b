import type { SeedEntry } from '../../localizedUpsert'

export const favorites: SeedEntry[] = [
  {
    de: {
      title: 'Elektrische Zahnbürste mit Andruckkontrolle',
      slug: 'elektrische-zahnbuerste',
      description: 'Schont das Zahnfleisch und zeigt zu festes Putzen an.',
      url: 'https://www.amazon.de/dp/B000000000',
      category: 'care',
      badge: 'Unser Tipp',
      priceRange: 'premium',
      affiliateNetwork: 'amazon',
      featured: true,
      order: 1,
    },
    en: { title: 'Electric toothbrush with pressure control', description: 'Gentle on the gums and warns when you brush too hard.', badge: 'Our pick' },
  },
  {
    de: { title: 'Interdentalbürsten-Set', slug: 'interdentalbuersten-set', category: 'care', priceRange: 'budget', affiliateNetwork: 'none', order: 2 },
    en: { title: 'Interdental brush set' },
  },
]
