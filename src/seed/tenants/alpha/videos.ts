import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const videoCategories: SeedEntry[] = [
  { de: { name: 'Prophylaxe', slug: 'prophylaxe', order: 1 }, en: { name: 'Prevention' } },
]

export const series: SeedEntry[] = [
  {
    de: {
      title: 'Zahngesundheit kompakt',
      slug: 'zahngesundheit-kompakt',
      tagline: 'In drei Minuten erklärt',
      description: richText('Kurze Videos zu Pflege und Vorsorge.'),
      order: 1,
    },
    en: {
      title: 'Dental health in brief',
      tagline: 'Explained in three minutes',
      description: richText('Short videos on care and prevention.'),
    },
  },
  {
    de: {
      title: 'Praxisalltag',
      slug: 'praxisalltag',
      tagline: 'Ein Blick hinter die Kulissen',
      description: richText('So läuft ein Tag in unserer Praxis.'),
      order: 2,
    },
    en: {
      title: 'A day at the practice',
      tagline: 'A look behind the scenes',
      description: richText('What a day at our practice looks like.'),
    },
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
  {
    de: {
      title: 'Zahnseide ohne Frust',
      slug: 'zahnseide-ohne-frust',
      description: 'Drei Handgriffe für saubere Zahnzwischenräume.',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      durationSeconds: 148,
      category: categories('prophylaxe'),
      series: series('zahngesundheit-kompakt'),
      publishedAt: noon('2025-03-03'),
    },
    en: { title: 'Flossing without frustration', description: 'Three moves for clean gaps between your teeth.' },
  },
]
