import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { textsIn } from '@/admin/language'
import texts from './messages.json' with { type: 'json' }

/** Every text of the community inbox, in German and English (the table: messages.json). */
export type InboxText = Record<keyof typeof texts, string>

export const inboxText = (language: string | undefined): InboxText =>
  textsIn(texts satisfies Record<string, Bilingual>, language)
