import type { Bilingual } from '@/access/localizedMessage'

/** A `{ de, en }` text in the admin's language (German unless the admin shows English). */
export const inLanguage = (text: Bilingual, language: string | undefined): string => (language === 'en' ? text.en : text.de)
