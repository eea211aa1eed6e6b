import type { Schemas } from '../api/client'
import { checkIcdInput } from './icdSuggestions'

export const GUTACHTEN_RESULTS = ['bestaetigt', 'teilweise_bestaetigt', 'nicht_bestaetigt'] as const
export type GutachtenResult = (typeof GUTACHTEN_RESULTS)[number]
export const MARKERS = ['erstgespraech', 'abbruch', 'unterlagen', 'gutachten', 'fg'] as const
export type Marker = (typeof MARKERS)[number]

/** What the coding form holds: text as typed, selects as strings ('' = leave as it is), markers as tri-state. */
export type CodingFormValues = {
  icd10: string
  gutachten_ergebnis: GutachtenResult | ''
  therapieaenderung: 'yes' | 'no' | ''
  markers: Partial<Record<Marker, boolean>>
}

export const emptyCodingForm = (): CodingFormValues => ({
  icd10: '',
  gutachten_ergebnis: '',
  therapieaenderung: '',
  markers: {},
})

/** The form of one case, filled with what it holds now. */
export function codingFormOf(item: Schemas['Case']): CodingFormValues {
  return {
    icd10: item.icd10 ?? '',
    gutachten_ergebnis: (item.gutachten_ergebnis as GutachtenResult | null) ?? '',
    therapieaenderung: item.therapieaenderung === null ? '' : item.therapieaenderung ? 'yes' : 'no',
    markers: Object.fromEntries(MARKERS.map((marker) => [marker, item[marker]])),
  }
}

export type CodingChanges = {
  icd10?: string
  gutachten_ergebnis?: GutachtenResult
  therapieaenderung?: boolean
} & Partial<Record<Marker, boolean>>

/**
 * The changes the form asks for: only filled fields (an empty one leaves the stored value alone, which is what a
 * batch needs), markers only where set. `null` when the ICD-10 code is not valid or nothing would change.
 */
export function codingChanges(values: CodingFormValues): CodingChanges | null {
  const icd = checkIcdInput(values.icd10)
  if (icd.state === 'invalid') return null
  const changes: CodingChanges = {
    ...(icd.state === 'valid' ? { icd10: icd.code } : {}),
    ...(values.gutachten_ergebnis ? { gutachten_ergebnis: values.gutachten_ergebnis } : {}),
    ...(values.therapieaenderung ? { therapieaenderung: values.therapieaenderung === 'yes' } : {}),
    ...Object.fromEntries(Object.entries(values.markers).filter(([, value]) => value !== undefined)),
  }
  return Object.keys(changes).length > 0 ? changes : null
}
