import { z } from 'zod'
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

/** An interaction's `channelId` as a query filter. */
export const channelParam = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => !value.includes('\0'), 'must not contain NUL')
