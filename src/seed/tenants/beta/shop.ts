import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const productCategories: SeedEntry[] = [
  { de: { name: 'Prints & Bücher', slug: 'prints-buecher', order: 1 }, en: { name: 'Prints & books' } },
  (earlier) => ({
    de: { name: 'Fotobücher', slug: 'fotobuecher', parent: earlier('prints-buecher'), order: 1 },
    en: { name: 'Photo books' },
  }),
  { de: { name: 'Gutscheine', slug: 'gutscheine', order: 2 }, en: { name: 'Gift vouchers' } },
]

export const products = ({ img, categories }: { img: IdOf; categories: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Fotobuch Premium A4',
      slug: 'fotobuch-premium-a4',
      _status: 'published',
      categories: [categories('fotobuecher')],
      images: [img('hochzeit')],
      price: { amount: 249, currency: 'EUR' },
      inventory: { availability: 'on_request' },
      shortDescription: 'Leinen, 40 Seiten, Layout von uns.',
    },
    en: { title: 'Premium photo book A4', shortDescription: 'Linen, 40 pages, laid out by us.' },
  },
  {
    de: {
      title: 'Gutschein Porträt-Shooting',
      slug: 'gutschein-portraet',
      _status: 'published',
      categories: [categories('gutscheine')],
      price: { amount: 149, currency: 'EUR' },
      cta: { label: 'Gutschein anfragen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      featured: true,
    },
    en: { title: 'Portrait shoot gift voucher', cta: { label: 'Request a voucher' } },
  },
]
