import { richText } from '@/lib/richText/buildRichText'
import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const projects: SeedEntry[] = [
  {
    de: {
      title: 'Lichtspiel',
      slug: 'lichtspiel',
      tagline: 'Ein Puzzle aus Licht und Schatten',
      description: richText(
        'Ein kleines Browser-Spiel, in dem man mit Lampen Schatten zu Motiven formt – unser Beitrag zum Leipziger Game Jam.',
      ),
      platforms: ['web', 'pc'],
      engine: 'godot',
      status: 'early-access',
      releaseDate: noon('2025-09-12'),
    },
    en: {
      title: 'Light Play',
      tagline: 'A puzzle of light and shadow',
      description: richText(
        'A small browser game where lamps turn shadows into pictures – our Leipzig Game Jam entry.',
      ),
    },
  },
]
