import type { Bilingual } from '@/lib/i18n/localizedMessage'

/** What readers of interactions need: `interactions.view` in a tenant that has the community module. */
export const interactionReaders = {
  auth: 'user',
  capability: {
    community: 'interactions.view',
    refused: { de: 'Keine Berechtigung, Interaktionen zu sehen', en: 'Not allowed to view interactions' } as Bilingual,
  },
  module: 'community',
} as const
