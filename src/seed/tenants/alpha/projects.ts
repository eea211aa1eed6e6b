import { richText } from '@/lib/richText/buildRichText'
import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const projects: SeedEntry[] = [
  {
    de: {
      title: 'Zahnputz-Held',
      slug: 'zahnputz-held',
      tagline: 'Zwei Minuten Putzen als Abenteuer',
      description: richText(
        'Eine Kinder-App, die das Zähneputzen mit Musik und Sternen belohnt – entwickelt mit einem Hamburger Indie-Studio.',
      ),
      platforms: ['ios', 'android'],
      engine: 'unity',
      status: 'released',
      releaseDate: noon('2024-11-20'),
      links: [{ label: 'App Store', url: 'https://apps.apple.com/app/id0000000000' }],
    },
    en: {
      title: 'Toothbrush Hero',
      tagline: 'Two minutes of brushing as an adventure',
      description: richText(
        'A kids’ app that rewards brushing with music and stars – built with a Hamburg indie studio.',
      ),
      links: [{ label: 'App Store' }],
    },
  },
]
