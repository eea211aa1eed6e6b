/**
 * ICD-10-GM codes as entered by staff: "C50.9", "c509", "E11.90!", "G63.2*", "C50.-".
 * Diagnosis-certainty/laterality suffixes (G, V, Z, A, R, L, B) are not part of the code and are rejected.
 */

export type Icd10Normalization = { ok: true; code: string } | { ok: false; message: string }

// Subcode: one or two digits, or a trailing "-" standing for "not further specified" (C50.-, E11.9-).
// Marks: + (aetiology, the catalogue's †), * (manifestation), ! (secondary code).
const ICD10_PATTERN = /^([A-Z])(\d{2})(?:\.?(\d{1,2}|\d?-))?([+*!])?$/

export function normalizeIcd10(input: string): Icd10Normalization {
  const candidate = input.trim().toUpperCase()
  if (candidate === '') return { ok: false, message: 'ICD-10 code is empty' }
  const match = ICD10_PATTERN.exec(candidate)
  if (!match) {
    return {
      ok: false,
      message: `"${input.trim()}" is not an ICD-10-GM code: expected a letter, two digits, optionally a dot with 1–2 digits and one of + * ! (e.g. C50.9)`,
    }
  }
  const [, chapterLetter = '', category = '', subcode, mark = ''] = match
  const dotted = subcode === undefined ? '' : `.${subcode}`
  return { ok: true, code: `${chapterLetter}${category}${dotted}${mark}` }
}

/** Chapter II neoplasms, C00–D48 (basis of the "ICD onko" report sheet). Invalid codes are not oncology. */
export function isOncologyIcd(code: string): boolean {
  const normalized = normalizeIcd10(code)
  if (!normalized.ok) return false
  const letter = normalized.code.charAt(0)
  const category = Number(normalized.code.slice(1, 3))
  return letter === 'C' || (letter === 'D' && category <= 48)
}
