import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const partners = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Druckerei Elbflorenz',
      slug: 'druckerei-elbflorenz',
      logo: img('druckerei'),
      kind: 'supplier',
      description: 'Fine-Art-Prints und Fotobücher in Museumsqualität.',
      order: 1,
    },
    en: { description: 'Fine-art prints and photo books in museum quality.' },
  },
  {
    de: {
      name: 'Gut Kleeberg',
      slug: 'gut-kleeberg',
      logo: img('location'),
      kind: 'partner',
      website: 'https://gut-kleeberg.example',
      description: 'Hochzeitslocation mit Park und Scheune.',
      order: 2,
    },
    en: { description: 'Wedding venue with park and barn.' },
  },
]
