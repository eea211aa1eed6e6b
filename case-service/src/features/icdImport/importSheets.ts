import { formatIsoDate, isIsoDate, parseIsoDate, utcToCalendarDate } from '@case/domain/dates/isoDate'
import { normalizeIcd10 } from '@case/domain/icd10/icd10'
import { validateKvnr } from '@case/domain/kvnr/kvnr'
import { isFallIdHeader } from '@case/xlsx/columnNames'
import {
  ERGEBNIS_HEADER,
  ergebnisCell,
  THERAPIEAENDERUNG_HEADER,
  yesNoCell,
  type GutachtenErgebnis,
} from '@case/xlsx/codingCells'
import type { XlsxCell, XlsxSheet } from '@case/xlsx/readXlsxSafely'
import { caseIdOfTemplateKey } from './templateKey'

/**
 * Reads ICD-10 codes out of an uploaded workbook of one of two formats, detected from the sheet:
 * - coding template: a header row with a `Fall-ID` (older: `fall_id`) column; with
 *   `Gutachten-Ergebnis` / `Therapieänderung` columns those are read too and the code comes from
 *   the `ICD…` column, else (older templates, some still with name columns) from the LAST header column;
 * - Wochenübersicht: `KW <n>` block headers, a header row with `KVNR` and `ICD…` columns
 *   (optionally `Datum` and `Fall-ID`), case rows keyed by KVNR inside each block — by Fall-ID
 *   where the KVNR is empty or masked (the service's own files). Tried first: its header row has
 *   a `Fall-ID` column too, but a coding template has no `KW <n>` rows.
 * Pure: rows in, entries and row errors out. Row numbers are the sheet's (1-based).
 */

export type ImportFormat = 'coding_template' | 'wochenuebersicht'

export type CaseKey =
  | { fall_id: string }
  | { case_id: string }
  | { kvnr: string; datum?: string; jahr?: number; kw?: number }
  /** A Fall-ID as an employee's download shows it (KVNR part masked): matched against the masked ids of that day. */
  | { masked_fall_id: string; datum: string }

/** The coding values a row gives; a blank cell gives none (the stored value stays). */
export type CodingValues = { icd10?: string; gutachten_ergebnis?: GutachtenErgebnis; therapieaenderung?: boolean }

export type ImportEntry = { row: number; key: CaseKey } & CodingValues

export type RowError = { row: number; message: string }

export type ImportSheet = { format: ImportFormat; entries: ImportEntry[]; skipped: number; errors: RowError[] }

// Only the top of a sheet can hold the template's header; a title row or two may precede it.
const HEADER_SEARCH_ROWS = 10
const KW_BLOCK = /^KW\s*(\d{1,2})\b(?:\D*?(\d{4}))?/i
// A KVNR, also masked (A*******89): tells a case row with a KW column from a block header.
const KVNR_LIKE = /^[A-Z][\d*]/i
// How casePresentation masks: stars stand for the hidden characters.
const MASKED = /\*/
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/

export function readImportSheet(sheets: readonly XlsxSheet[]): ImportSheet | null {
  for (const sheet of sheets) {
    const parsed = readWochenuebersicht(sheet.rows) ?? readCodingTemplate(sheet.rows)
    if (parsed) return parsed
  }
  return null
}

function cellText(cell: XlsxCell | undefined): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return formatIsoDate(utcToCalendarDate(cell))
  return String(cell).trim()
}

const headerName = (cell: XlsxCell | undefined) => cellText(cell).toLowerCase()

function icdOf(cell: XlsxCell | undefined): { ok: true; code: string } | { ok: false; message: string } | null {
  const text = cellText(cell)
  if (text === '') return null
  const normalized = normalizeIcd10(text)
  return normalized.ok ? normalized : { ok: false, message: `ICD-10: ${normalized.message}` }
}

function readCodingTemplate(rows: readonly XlsxCell[][]): ImportSheet | null {
  const headerIndex = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some((cell) => isFallIdHeader(cellText(cell))))
  if (headerIndex < 0) return null
  const columns = codingTemplateColumns(rows[headerIndex]!)
  const result: ImportSheet = { format: 'coding_template', entries: [], skipped: 0, errors: [] }
  rows.slice(headerIndex + 1).forEach((cells, offset) => {
    const row = headerIndex + offset + 2
    const fallId = cellText(cells[columns.fallId])
    const values = codingValuesOf(cells, columns)
    if (fallId === '' && values === null) return // blank line
    if (values === null) result.skipped++
    else if (fallId === '') result.errors.push({ row, message: 'fall_id is empty' })
    else if ('message' in values) result.errors.push({ row, message: values.message })
    else result.entries.push({ row, key: templateRowKey(fallId), ...values })
  })
  return result
}

type TemplateColumns = { fallId: number; icd: number; ergebnis: number; therapieaenderung: number }

function codingTemplateColumns(header: readonly XlsxCell[]): TemplateColumns {
  const names = header.map(headerName)
  const ergebnis = names.indexOf(ERGEBNIS_HEADER.toLowerCase())
  const therapieaenderung = names.indexOf(THERAPIEAENDERUNG_HEADER.toLowerCase())
  const named = ergebnis >= 0 || therapieaenderung >= 0
  return {
    fallId: header.findIndex((cell) => isFallIdHeader(cellText(cell))),
    icd: named ? names.findIndex((name) => name.startsWith('icd')) : names.findLastIndex((name) => name !== ''),
    ergebnis,
    therapieaenderung,
  }
}

/** null: the row gives no value at all. */
function codingValuesOf(
  cells: readonly XlsxCell[],
  columns: TemplateColumns,
): CodingValues | { message: string } | null {
  const values: CodingValues = {}
  const messages: string[] = []
  const icd = columns.icd >= 0 ? icdOf(cells[columns.icd]) : null
  if (icd?.ok) values.icd10 = icd.code
  else if (icd) messages.push(icd.message)
  const optional = <T>(column: number, label: string, schema: typeof ergebnisCell | typeof yesNoCell) => {
    if (column < 0) return undefined
    const parsed = schema.safeParse(cells[column] ?? null)
    if (!parsed.success) messages.push(`${label}: ${parsed.error.issues[0]!.message}`)
    return parsed.success && parsed.data !== null ? (parsed.data as T) : undefined
  }
  const ergebnis = optional<GutachtenErgebnis>(columns.ergebnis, ERGEBNIS_HEADER, ergebnisCell)
  const therapieaenderung = optional<boolean>(columns.therapieaenderung, THERAPIEAENDERUNG_HEADER, yesNoCell)
  if (ergebnis !== undefined) values.gutachten_ergebnis = ergebnis
  if (therapieaenderung !== undefined) values.therapieaenderung = therapieaenderung
  if (messages.length > 0) return { message: messages.join('; ') }
  return Object.keys(values).length === 0 ? null : values
}

/** A neutral key (legacy cases, see templateKey.ts) names the case by id; anything else is a fall_id. */
function templateRowKey(fallId: string): CaseKey {
  const caseId = caseIdOfTemplateKey(fallId)
  return caseId === null ? { fall_id: fallId } : { case_id: caseId }
}

type WochenuebersichtColumns = { kvnr: number; icd: number; datum: number; fallId: number }

function wochenuebersichtHeader(cells: readonly XlsxCell[]): WochenuebersichtColumns | null {
  const names = cells.map(headerName)
  const kvnr = names.indexOf('kvnr')
  const icd = names.findIndex((name) => name.startsWith('icd'))
  const fallId = cells.findIndex((cell) => isFallIdHeader(cellText(cell)))
  return kvnr >= 0 && icd >= 0 ? { kvnr, icd, datum: names.indexOf('datum'), fallId } : null
}

function readWochenuebersicht(rows: readonly XlsxCell[][]): ImportSheet | null {
  const result: ImportSheet = { format: 'wochenuebersicht', entries: [], skipped: 0, errors: [] }
  let block: WeekBlock | undefined
  let columns: WochenuebersichtColumns | undefined
  let sawBlock = false
  for (const [index, cells] of rows.entries()) {
    const blockStart = weekBlockOf(cells, columns)
    if (blockStart) {
      block = blockStart
      sawBlock = true
      continue
    }
    const header = wochenuebersichtHeader(cells)
    if (header) {
      columns = header
      continue
    }
    if (!columns) continue
    const outcome = readWochenuebersichtRow(cells, columns, block)
    if (outcome === 'blank') continue
    if (outcome === 'skip') result.skipped++
    else if ('message' in outcome) result.errors.push({ row: index + 1, message: outcome.message })
    else result.entries.push({ row: index + 1, ...outcome })
  }
  return sawBlock && columns ? result : null
}

type WeekBlock = { kw: number; jahr?: number }

/** `KW 3`, `KW 03/2026`, `KW 3 (13.01.–19.01.2026)` as the first cell of a row that is not a case row. */
function weekBlockOf(cells: readonly XlsxCell[], columns: WochenuebersichtColumns | undefined): WeekBlock | null {
  if (columns && KVNR_LIKE.test(cellText(cells[columns.kvnr]))) return null
  const match = KW_BLOCK.exec(cellText(cells.find((cell) => cellText(cell) !== '')))
  if (!match) return null
  return { kw: Number(match[1]), ...(match[2] === undefined ? {} : { jahr: Number(match[2]) }) }
}

function readWochenuebersichtRow(
  cells: readonly XlsxCell[],
  columns: WochenuebersichtColumns,
  block: WeekBlock | undefined,
): Omit<ImportEntry, 'row'> | { message: string } | 'skip' | 'blank' {
  const kvnrText = cellText(cells[columns.kvnr])
  const fallIdText = cellText(cells[columns.fallId])
  const icd = icdOf(cells[columns.icd])
  if (kvnrText === '' && fallIdText === '' && icd === null) return 'blank' // spacer or summary row
  if (icd === null) return 'skip'
  if (!icd.ok) return { message: icd.message }
  const byFallId = kvnrText === '' || MASKED.test(kvnrText) ? fallIdKey(fallIdText) : null
  if (byFallId) return { key: byFallId, icd10: icd.code }
  const kvnr = validateKvnr(kvnrText)
  if (!kvnr.ok) return { message: `KVNR "${maskedForMessage(kvnrText)}": ${kvnr.message}` }
  const datum = columns.datum >= 0 ? datumOf(cells[columns.datum]) : undefined
  if (datum === null) return { message: 'Datum is not a date (expected DD.MM.YYYY)' }
  if (datum !== undefined) return { key: { kvnr: kvnr.kvnr, datum }, icd10: icd.code }
  if (!block) return { message: 'The row is outside a KW block and has no Datum' }
  return { key: { kvnr: kvnr.kvnr, ...block }, icd10: icd.code }
}

/** The key of a row without a usable KVNR: its Fall-ID, or the masked Fall-ID with the date it starts with. */
function fallIdKey(fallId: string): CaseKey | null {
  if (fallId === '') return null
  if (!MASKED.test(fallId)) return templateRowKey(fallId)
  const datum = fallId.slice(0, 'YYYY-MM-DD'.length)
  return isIsoDate(datum) ? { masked_fall_id: fallId, datum } : null
}

/** undefined = no date given, null = a value that is not a date. */
function datumOf(cell: XlsxCell | undefined): string | null | undefined {
  const text = cellText(cell)
  if (text === '') return undefined
  if (isIsoDate(text)) return text
  const german = GERMAN_DATE.exec(text)
  if (!german) return null
  const date = parseIsoDate(`${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`)
  return date ? formatIsoDate(date) : null
}

/** Error messages go back to the uploader only, but a wrong KVNR still should not be echoed in full. */
function maskedForMessage(text: string): string {
  return text.length <= 3 ? '***' : `${text.slice(0, 1)}…${text.slice(-2)}`
}
