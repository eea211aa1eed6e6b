import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const productCategories: SeedEntry[] = [
  { de: { name: 'Mundpflege', slug: 'mundpflege', order: 1 }, en: { name: 'Oral care' } },
  (earlier) => ({
    de: { name: 'Zahnbürsten', slug: 'zahnbuersten', parent: earlier('mundpflege'), order: 1 },
    en: { name: 'Toothbrushes' },
  }),
  (earlier) => ({
    de: { name: 'Interdentalpflege', slug: 'interdentalpflege', parent: earlier('mundpflege'), order: 2 },
    en: { name: 'Interdental care' },
  }),
]

export const products = ({ img, categories }: { img: IdOf; categories: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Schallzahnbürste SonicPro',
      slug: 'schallzahnbuerste-sonicpro',
      _status: 'published',
      shortDescription: 'Schallzahnbürste mit Andruckkontrolle, in der Praxis erhältlich.',
      categories: [categories('zahnbuersten')],
      images: [img('prophylaxe')],
      price: { amount: 89.9, compareAtAmount: 109, currency: 'EUR', taxIncluded: true },
      inventory: { sku: 'AZ-SONIC-01', trackInventory: true, stock: 14, lowStockThreshold: 3 },
      cta: { label: 'In der Praxis reservieren', type: 'external', url: 'mailto:shop@alpha-zahnklinik.example' },
    },
    en: {
      title: 'SonicPro sonic toothbrush',
      shortDescription: 'Sonic toothbrush with pressure control, available at the practice.',
      cta: { label: 'Reserve at the practice' },
    },
  },
  {
    de: {
      title: 'Interdentalbürsten-Set (6 Größen)',
      slug: 'interdentalbuersten-set',
      _status: 'published',
      categories: [categories('interdentalpflege')],
      price: { amount: 12.5, currency: 'EUR' },
      inventory: { sku: 'AZ-IDB-06', trackInventory: true, stock: 2, lowStockThreshold: 5 },
    },
    en: { title: 'Interdental brush set (6 sizes)' },
  },
]
