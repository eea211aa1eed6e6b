import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const videoCategories: SeedEntry[] = [
  { de: { name: 'Making-of', slug: 'making-of', order: 1 }, en: { name: 'Behind the scenes' } },
]

export const series: SeedEntry[] = [
  {
    de: {
      title: 'Licht & Schatten',
      slug: 'licht-und-schatten',
      tagline: 'Lichtsetzung im Studio',
      description: richText('Wie wir mit einer Lampe fünf Looks bauen.'),
      order: 1,
    },
    en: {
      title: 'Light & shadow',
      tagline: 'Studio lighting',
      description: richText('How we build five looks with one light.'),
    },
  },
  {
    de: {
      title: 'Hochzeitsreportage',
      slug: 'hochzeitsreportage',
      tagline: 'Vom ersten Blick bis zum Tanz',
      description: richText('Wie wir einen Hochzeitstag begleiten.'),
      order: 2,
    },
    en: {
      title: 'Wedding reportage',
      tagline: 'From first look to first dance',
      description: richText('How we cover a wedding day.'),
    },
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
