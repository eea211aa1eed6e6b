import type { Bilingual } from '@/lib/i18n/localizedMessage'
import terms from './adminTerms.json' with { type: 'json' }

/**
 * The admin's shared vocabulary in both languages, kept as a data table in adminTerms.json. Field
 * labels are looked up by the English label (the one Payload derives from the field name,
 * "defaultLocale" → "Default Locale", or a plugin's own English label), select options by their
 * stored value. A field that means something else than its name suggests carries its own `{ de, en }`
 * label instead.
 */
export const LABEL_TERMS: Record<string, Bilingual> = terms.labels

/** Texts of descriptions and placeholders that plugins bring along in English. */
export const TEXT_TERMS: Record<string, Bilingual> = terms.texts

/** Select options by stored value; names of brands, codes and times read the same in both languages. */
export const OPTION_TERMS: Record<string, Bilingual> = {
  ...Object.fromEntries(Object.entries(terms.brandNames).map(([value, name]) => [value, { de: name, en: name }])),
  ...terms.options,
}
