import { z } from 'zod'
import { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'

/**
 * Pure: how the Gutachten-Ergebnis and the Therapieänderung read in a workbook cell — written by the
 * sync export and the coding template, read back by their imports, so both say the same.
 */

export type GutachtenErgebnis = (typeof GUTACHTEN_ERGEBNISSE)[number]
export type WorkbookCell = string | number | boolean | Date | null

export const ERGEBNIS_LABELS: Record<GutachtenErgebnis, string> = {
  bestaetigt: 'bestätigt',
  teilweise_bestaetigt: 'teilweise bestätigt',
  nicht_bestaetigt: 'nicht bestätigt',
}
export const YES = 'ja'
export const NO = 'nein'

export const ERGEBNIS_HEADER = 'Gutachten-Ergebnis'
export const THERAPIEAENDERUNG_HEADER = 'Therapieänderung'

export const isBlankCell = (value: WorkbookCell) => value === null || (typeof value === 'string' && value.trim() === '')
const text = (value: WorkbookCell) => String(value).trim().toLowerCase()

export const ergebnisLabel = (value: GutachtenErgebnis | null) => (value === null ? null : ERGEBNIS_LABELS[value])
export const yesNoLabel = (value: boolean | null) => (value === null ? null : value ? YES : NO)

const ergebnisByLabel = new Map(
  Object.entries(ERGEBNIS_LABELS).map(([key, label]) => [label, key as GutachtenErgebnis]),
)

/** A label (any case) → the stored value; blank → null. */
export const ergebnisCell = z.custom<WorkbookCell>().transform((value, ctx) => {
  if (isBlankCell(value)) return null
  const ergebnis = ergebnisByLabel.get(text(value))
  if (ergebnis) return ergebnis
  ctx.addIssue({
    code: 'custom',
    message: `"${value}" is no Gutachten-Ergebnis: use ${Object.values(ERGEBNIS_LABELS).join(' / ')} or leave it empty`,
  })
  return z.NEVER
})

/** ja / nein (or a boolean cell); blank → null. */
export const yesNoCell = z.custom<WorkbookCell>().transform((value, ctx) => {
  if (isBlankCell(value)) return null
  if (value === true || text(value) === YES) return true
  if (value === false || text(value) === NO) return false
  ctx.addIssue({ code: 'custom', message: `"${value}" is not ${YES} / ${NO}` })
  return z.NEVER
})
