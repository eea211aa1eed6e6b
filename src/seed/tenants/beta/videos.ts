import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const videoCategories: SeedEntry[] = [{ de: { name: 'Making-of', slug: 'making-of', order: 1 }, en: { name: 'Behind the scenes' } }]

export const series: SeedEntry[] = [
  {
    de: { title: 'Licht & Schatten', slug: 'licht-und-schatten', tagline: 'Lichtsetzung im Studio', description: richText('Wie wir mit einer Lampe fünf Looks bauen.'), order: 1 },
    en: { title: 'Light & shadow', tagline: 'Studio lighting', description: richText('How we build five looks with one light.') },
  },
]

export const videos = ({ categories, series }: { categories: IdOf; series: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Hinter den Kulissen: Porträtshooting',
      slug: 'making-of-portraet',
      url: 'https://vimeo.com/76979871',
      durationSeconds: 95,
      category: categories('making-of'),
      series: series('licht-und-schatten'),
      publishedAt: noon('2025-06-01'),
    },
    en: { title: 'Behind the scenes: portrait shoot' },
  },
]
