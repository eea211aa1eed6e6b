import type { Bilingual } from '@/lib/i18n/localizedMessage'

/** A `{ de, en }` text in the admin's language (German unless the admin shows English). */
export const inLanguage = (text: Bilingual, language: string | undefined): string =>
  language === 'en' ? text.en : text.de

/** A view's table of `{ de, en }` texts as plain strings in the admin's language. */
export const textsIn = <Key extends string>(
  table: Record<Key, Bilingual>,
  language: string | undefined,
): Record<Key, string> =>
  Object.fromEntries(
    Object.entries<Bilingual>(table).map(([key, text]) => [key, inLanguage(text, language)]),
  ) as Record<Key, string>
