import type { NumberField } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'

/** One value an editor can pick, named by what it means; `hint` says what it amounts to. */
export type NumberChoice = { value: number; label: Bilingual; hint?: Bilingual }

/** A number field shown as a set of named choices (src/admin/fields/NumberChoiceField.tsx); it still stores the number. */
export const withNumberChoices = (field: NumberField, choices: NumberChoice[]): NumberField => ({
  ...field,
  admin: {
    ...field.admin,
    components: {
      ...field.admin?.components,
      Field: { path: '@/admin/fields/NumberChoiceField#NumberChoiceField', clientProps: { choices } },
    },
  },
})

const seconds = (value: number): Bilingual => {
  const amount = value / 1000
  const de = amount.toLocaleString('de-DE')
  const en = amount.toLocaleString('en-GB')
  return amount === 1 ? { de: '1 Sekunde', en: '1 second' } : { de: `${de} Sekunden`, en: `${en} seconds` }
}

/** Milliseconds offered as seconds ("5 Sekunden"). */
export const secondsChoices = (milliseconds: number[]): NumberChoice[] =>
  milliseconds.map((value) => ({ value, label: seconds(value) }))

/** Named speeds of a transition, in milliseconds. */
export const speedChoices = (speeds: { fast: number; normal: number; slow: number }): NumberChoice[] => [
  { value: speeds.fast, label: { de: 'Schnell', en: 'Fast' }, hint: seconds(speeds.fast) },
  { value: speeds.normal, label: { de: 'Normal', en: 'Normal' }, hint: seconds(speeds.normal) },
  { value: speeds.slow, label: { de: 'Langsam', en: 'Slow' }, hint: seconds(speeds.slow) },
]

/** Named heights as a share of the window height (vh). */
export const heightChoices = (heights: { small: number; medium: number; large: number }): NumberChoice[] => {
  const share = (vh: number): Bilingual => ({ de: `${vh} % der Fensterhöhe`, en: `${vh}% of the window height` })
  return [
    { value: heights.small, label: { de: 'Klein', en: 'Small' }, hint: share(heights.small) },
    { value: heights.medium, label: { de: 'Mittel', en: 'Medium' }, hint: share(heights.medium) },
    { value: heights.large, label: { de: 'Groß', en: 'Large' }, hint: share(heights.large) },
    { value: 100, label: { de: 'Vollbild', en: 'Full screen' }, hint: share(100) },
  ]
}
