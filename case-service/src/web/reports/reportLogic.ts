import { isoWeekOf, weeksInIsoYear, type IsoWeek } from '@case/domain/weeks/isoWeek'
import type { Schemas } from '../api/client'

export const MIN_JAHR = 2000
export const MAX_JAHR = 2100

/** What the generate forms ask for; kwFrom is 1 for a standard report, which always counts KW 1..kwTo. */
export type WeekRange = { jahr: number; kwFrom: number; kwTo: number }

/** The field the API would refuse, so the form says it before sending (same rules as the API's schemas). */
export type RangeProblem = { field: 'jahr' | 'kwFrom' | 'kwTo'; reason: 'jahr' | 'kw' | 'order' }

/** The current ISO week in Europe/Berlin: the forms start there, since clerks report on the weeks just past. */
export const currentWeek = (now = new Date()): IsoWeek => isoWeekOf(now)

/** A Wochenübersicht starts with the last four weeks (the current one included), never before KW 1. */
export function defaultWochenuebersichtRange(now = new Date()): WeekRange {
  const { jahr, kw } = currentWeek(now)
  return { jahr, kwFrom: Math.max(1, kw - 3), kwTo: kw }
}

const isWhole = (value: number) => Number.isInteger(value)

export function rangeProblem({ jahr, kwFrom, kwTo }: WeekRange): RangeProblem | null {
  if (!isWhole(jahr) || jahr < MIN_JAHR || jahr > MAX_JAHR) return { field: 'jahr', reason: 'jahr' }
  const weeks = weeksInIsoYear(jahr)
  if (!isWhole(kwFrom) || kwFrom < 1 || kwFrom > weeks) return { field: 'kwFrom', reason: 'kw' }
  if (!isWhole(kwTo) || kwTo < 1 || kwTo > weeks) return { field: 'kwTo', reason: 'kw' }
  if (kwFrom > kwTo) return { field: 'kwTo', reason: 'order' }
  return null
}

/** 52 or 53: the highest KW the year's inputs accept (53 only in 53-week ISO years). */
export const lastKw = (jahr: number): number =>
  isWhole(jahr) && jahr >= MIN_JAHR && jahr <= MAX_JAHR ? weeksInIsoYear(jahr) : 53

export type Cell = string | number | null

/** A cell as the viewer shows it: numbers in the reader's format (Quote % with one decimal), empty stays empty. */
export function cellText(cell: Cell, formatNumber: (value: number, digits?: number) => string): string {
  if (cell === null) return ''
  return typeof cell === 'number' ? formatNumber(cell, 1) : cell
}

/** Columns whose cells (summary included) are all numbers or empty are right-aligned, as in the workbook. */
export function numericColumns(rows: readonly (readonly Cell[])[], columnCount: number): boolean[] {
  return Array.from({ length: columnCount }, (_, index) =>
    rows.every((row) => row[index] === null || row[index] === undefined || typeof row[index] === 'number'),
  )
}

/** File sizes in KB with one decimal; below 0.1 KB still reads as 0.1 KB rather than 0. */
export const sizeInKb = (bytes: number): number => Math.max(0.1, Math.round((bytes / 1024) * 10) / 10)

/** The ids of the selection that are still listed (a deleted or reloaded list drops the others). */
export function keepListed(selected: ReadonlySet<string>, listed: readonly { id: string }[]): Set<string> {
  const ids = new Set(listed.map((report) => report.id))
  return new Set([...selected].filter((id) => ids.has(id)))
}

export type WochenuebersichtRow = Schemas['WochenuebersichtReportData']['report_data']['blocks'][number]['rows'][number]

/** The stored Wochenübersicht names its columns (the workbook's headers); each maps to one field of a row. */
const FIELD_OF_COLUMN: Record<string, keyof WochenuebersichtRow> = {
  'Fall-ID': 'fall_id',
  KVNR: 'kvnr',
  Datum: 'datum',
  Erstgespräch: 'erstgespraech',
  Abbruch: 'abbruch',
  Unterlagen: 'unterlagen',
  Gutachten: 'gutachten',
  FG: 'fg',
  'ICD-10': 'icd10',
}

/** A case row of a Wochenübersicht in the order of its columns; the date in the reader's format. */
export function wochenuebersichtCells(
  row: WochenuebersichtRow,
  columns: readonly string[],
  formatDate: (iso: string) => string,
): string[] {
  return columns.map((column) => {
    const field = FIELD_OF_COLUMN[column]
    const value = field ? row[field] : undefined
    if (field === 'datum' && value) return formatDate(value)
    return value ?? ''
  })
}
