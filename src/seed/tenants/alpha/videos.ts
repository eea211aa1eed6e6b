import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const videoCategories: SeedEntry[] = [{ de: { name: 'Prophylaxe', slug: 'prophylaxe', order: 1 }, en: { name: 'Prevention' } }]

export const series: SeedEntry[] = [
  {
    de: { title: 'Zahngesundheit kompakt', slug: 'zahngesundheit-kompakt', tagline: 'In drei Minuten erklärt', description: richText('Kurze Videos zu Pflege und Vorsorge.'), order: 1 },
    en: { title: 'Dental health in brief', tagline: 'Explained in three minutes', description: richText('Short videos on care and prevention.') },
  },
]

export const videos = ({ categories, series }: { categories: IdOf; series: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Richtig Zähne putzen',
      slug: 'richtig-zaehne-putzen',
      description: 'Die Bass-Technik Schritt für Schritt.',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSeconds: 212,
      category: categories('prophylaxe'),
      series: series('zahngesundheit-kompakt'),
      publishedAt: noon('2025-02-10'),
      featured: true,
    },
    en: { title: 'Brushing your teeth properly', description: 'The Bass technique step by step.' },
  },
]
