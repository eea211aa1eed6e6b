import { z } from 'zod'
import { INT4_MAX } from '@case/http/zodFields'
import type { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { parseIsoDate, calendarDateToUtc } from '@case/domain/dates/isoDate'
import { normalizeIcd10 } from '@case/domain/icd10/icd10'
import { FALL_ID_HEADER } from '@case/xlsx/columnNames'
import { DATE_COLUMN } from '@case/xlsx/printLayout'
import {
  ERGEBNIS_HEADER,
  ergebnisCell,
  ergebnisLabel,
  isBlankCell,
  THERAPIEAENDERUNG_HEADER,
  yesNoCell,
  yesNoLabel,
  type GutachtenErgebnis,
  type WorkbookCell,
} from '@case/xlsx/codingCells'

/**
 * Pure: the sync workbook — one definition for the export (writing) and the import (reading).
 * Columns are matched by their header when importing, so reordering columns is harmless.
 * Only the columns marked `editable` are applied on import; the rest are for orientation.
 */

export const SYNC_SHEET = 'Fälle'
export const NOTES_SHEET = 'Hinweise'

const MARK = 'x'

export type ExportedCase = {
  id: string
  version: number
  fall_id: string
  datum: string
  kvnr: string | null
  nachname: string
  vorname: string
  geburtsdatum: string | null
  fallgruppe: string
  fachgebiet: string
  erstgespraech: boolean
  abbruch: boolean
  unterlagen: boolean
  gutachten: boolean
  fg: boolean
  icd10: string | null
  gutachten_ergebnis: (typeof GUTACHTEN_ERGEBNISSE)[number] | null
  therapieaenderung: boolean | null
}

export const EDITABLE_FIELDS = [
  'erstgespraech',
  'abbruch',
  'unterlagen',
  'gutachten',
  'fg',
  'icd10',
  'gutachten_ergebnis',
  'therapieaenderung',
] as const
export type EditableField = (typeof EDITABLE_FIELDS)[number]
export type CaseEdits = Pick<ExportedCase, EditableField>

type Kind = 'text' | 'date' | 'marker' | 'ergebnis' | 'yes_no'
type Column = { field: keyof ExportedCase; header: string; kind: Kind; width: number; hidden?: boolean }

export const SYNC_COLUMNS: readonly Column[] = [
  { field: 'id', header: 'ID', kind: 'text', width: 38, hidden: true },
  { field: 'version', header: 'Version', kind: 'text', width: 8, hidden: true },
  { field: 'fall_id', header: FALL_ID_HEADER, kind: 'text', width: 24 },
  { field: 'datum', header: 'Datum', kind: 'date', width: DATE_COLUMN.width },
  { field: 'kvnr', header: 'KVNR', kind: 'text', width: 13 },
  { field: 'nachname', header: 'Nachname', kind: 'text', width: 18 },
  { field: 'vorname', header: 'Vorname', kind: 'text', width: 16 },
  { field: 'geburtsdatum', header: 'Geburtsdatum', kind: 'date', width: DATE_COLUMN.width },
  { field: 'fallgruppe', header: 'Fallgruppe', kind: 'text', width: 16 },
  { field: 'fachgebiet', header: 'Fachgebiet', kind: 'text', width: 18 },
  { field: 'erstgespraech', header: 'Erstgespräch', kind: 'marker', width: 13 },
  { field: 'abbruch', header: 'Abbruch', kind: 'marker', width: 9 },
  { field: 'unterlagen', header: 'Unterlagen', kind: 'marker', width: 11 },
  { field: 'gutachten', header: 'Gutachten', kind: 'marker', width: 10 },
  { field: 'fg', header: 'FG', kind: 'marker', width: 6 },
  { field: 'icd10', header: 'ICD-10', kind: 'text', width: 10 },
  { field: 'gutachten_ergebnis', header: ERGEBNIS_HEADER, kind: 'ergebnis', width: 20 },
  { field: 'therapieaenderung', header: THERAPIEAENDERUNG_HEADER, kind: 'yes_no', width: 17 },
]

export const NOTES = [
  [
    'Bearbeitbar',
    'Erstgespräch, Abbruch, Unterlagen, Gutachten, FG (x oder leer), ICD-10, Gutachten-Ergebnis (bestätigt / teilweise bestätigt / nicht bestätigt / leer), Therapieänderung (ja / nein / leer)',
  ],
  [
    'Nur zur Orientierung',
    'Fall-ID, Datum, KVNR, Namen, Geburtsdatum, Fallgruppe, Fachgebiet — Änderungen daran werden beim Import nicht übernommen',
  ],
  [
    'Nicht verändern',
    'Die ausgeblendeten Spalten ID und Version: Sie ordnen die Zeile dem Fall zu und erkennen Änderungen, die seit dem Export in der Datenbank gemacht wurden (Konflikt, wird nicht übernommen)',
  ],
]

/** The cells of one exported case, in SYNC_COLUMNS order; dates as UTC-midnight Dates. */
export function exportRow(row: ExportedCase): (string | number | Date | null)[] {
  return SYNC_COLUMNS.map(({ field, kind }) => {
    const value = row[field]
    if (value === null) return null
    switch (kind) {
      case 'date':
        return calendarDateToUtc(parseIsoDate(value as string)!)
      case 'marker':
        return value ? MARK : null
      case 'ergebnis':
        return ergebnisLabel(value as GutachtenErgebnis)
      case 'yes_no':
        return yesNoLabel(value as boolean)
      default:
        return value as string | number
    }
  })
}

export type ImportCell = WorkbookCell
export type ParsedImportRow = { row: number; id: string; version: number; edits: Partial<CaseEdits> }
export type RowError = { row: number; message: string }

const text = (value: ImportCell) => String(value).trim().toLowerCase()

const markerCell = z.custom<ImportCell>().transform((value, ctx) => {
  if (isBlankCell(value) || value === false) return false
  if (value === true || text(value) === MARK) return true
  ctx.addIssue({ code: 'custom', message: `"${value}" is not a marker: use x or leave the cell empty` })
  return z.NEVER
})

const icdCell = z.custom<ImportCell>().transform((value, ctx) => {
  if (isBlankCell(value)) return null
  const normalized = normalizeIcd10(String(value))
  if (normalized.ok) return normalized.code
  ctx.addIssue({ code: 'custom', message: normalized.message })
  return z.NEVER
})

const CELL_SCHEMAS: Record<EditableField, z.ZodType<unknown, ImportCell>> = {
  erstgespraech: markerCell,
  abbruch: markerCell,
  unterlagen: markerCell,
  gutachten: markerCell,
  fg: markerCell,
  icd10: icdCell,
  gutachten_ergebnis: ergebnisCell,
  therapieaenderung: yesNoCell,
}

const KEEP_ID = 'the hidden ID column must keep its exported value'
const KEEP_VERSION = 'the hidden Version column must keep its exported value'
const idCell = z.custom<ImportCell>().pipe(z.string(KEEP_ID).trim().pipe(z.uuid(KEEP_ID)))
const versionCell = z
  .custom<ImportCell>()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  .pipe(z.number(KEEP_VERSION).int(KEEP_VERSION).min(1, KEEP_VERSION).max(INT4_MAX, KEEP_VERSION))

export type HeaderMap = { id: number; version: number; editable: Partial<Record<EditableField, number>> }

/** Column positions by header text; ID and Version are required, each editable column is optional. */
export function mapHeader(header: readonly ImportCell[]): HeaderMap | { missing: string[] } {
  const position = (label: string) => header.findIndex((cell) => typeof cell === 'string' && cell.trim() === label)
  const headerOf = (field: keyof ExportedCase) => SYNC_COLUMNS.find((column) => column.field === field)!.header
  const id = position(headerOf('id'))
  const version = position(headerOf('version'))
  const missing = [id < 0 ? headerOf('id') : null, version < 0 ? headerOf('version') : null].filter(
    (label) => label !== null,
  )
  if (missing.length > 0) return { missing }
  const editable: HeaderMap['editable'] = {}
  for (const field of EDITABLE_FIELDS) {
    const index = position(headerOf(field))
    if (index >= 0) editable[field] = index
  }
  return { id, version, editable }
}

/** One data row (1-based sheet row number for messages); empty rows are skipped by the caller. */
export function parseImportRow(
  rowNumber: number,
  cells: readonly ImportCell[],
  header: HeaderMap,
): ParsedImportRow | RowError {
  const cell = (index: number) => cells[index] ?? null
  const messages: string[] = []
  const id = idCell.safeParse(cell(header.id))
  const version = versionCell.safeParse(cell(header.version))
  if (!id.success) messages.push(`ID: ${id.error.issues[0]!.message}`)
  if (!version.success) messages.push(`Version: ${version.error.issues[0]!.message}`)
  const edits: Partial<Record<EditableField, unknown>> = {}
  for (const [field, index] of Object.entries(header.editable) as [EditableField, number][]) {
    const parsed = CELL_SCHEMAS[field].safeParse(cell(index))
    const label = SYNC_COLUMNS.find((column) => column.field === field)!.header
    if (parsed.success) edits[field] = parsed.data
    else messages.push(`${label}: ${parsed.error.issues[0]!.message}`)
  }
  if (messages.length > 0 || !id.success || !version.success) return { row: rowNumber, message: messages.join('; ') }
  return { row: rowNumber, id: id.data, version: version.data, edits: edits as Partial<CaseEdits> }
}

/** The edits that differ from the stored case; empty when the row changes nothing. */
export function changedEdits(edits: Partial<CaseEdits>, current: CaseEdits): Partial<CaseEdits> {
  return Object.fromEntries(
    Object.entries(edits).filter(([field, value]) => current[field as EditableField] !== value),
  ) as Partial<CaseEdits>
}
