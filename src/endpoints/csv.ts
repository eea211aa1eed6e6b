import { stringify } from 'csv-stringify/sync'

/** A spreadsheet runs a cell starting with one of these as a formula (or hides the control character). */
export const FORMULA_START = /^[=+\-@\t\r]/

/**
 * CSV rows (RFC 4180, CRLF line ends) for spreadsheets. Every field is written as quoted text, so
 * a separator inside a value (`,` here, `;` in a German Excel) never starts a new cell; a field
 * starting like a formula gets a leading apostrophe. Empty values stay empty.
 */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => row.map(csvText)),
    { quoted_string: true, record_delimiter: 'windows' },
  )
}

function csvText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = value instanceof Date ? value.toISOString() : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}
