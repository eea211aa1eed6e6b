import { berlinDateTime } from '@case/domain/dates/berlinTime'

/**
 * Pure: the title row on the first page of a report workbook — what it is, for which weeks and
 * insurer, and when it was generated (Europe/Berlin, the clerks' time).
 */

export type WorkbookTitle = {
  /** The report type's label, e.g. `Wochenübersicht (alle Fallgruppen)`. */
  label: string
  jahr: number
  kw_from: number
  kw_to: number
  insurer: string
  generatedAt: Date
}

/** `28.11.2026, 18:47 Uhr (Europe/Berlin)` — summer time included. */
export function berlinTimestamp(instant: Date): string {
  return `${berlinDateTime(instant, 'de')} (Europe/Berlin)`
}

/** `KW 5` or `KW 1–47`. */
export function weekRangeLabel(kwFrom: number, kwTo: number): string {
  return kwFrom === kwTo ? `KW ${kwFrom}` : `KW ${kwFrom}–${kwTo}`
}

/** `Onko-Intensiv · 2026 · KW 1–47 · AOK-NORD · erstellt am 28.11.2026, 18:47 Uhr (Europe/Berlin)` */
export function workbookTitle({ label, jahr, kw_from, kw_to, insurer, generatedAt }: WorkbookTitle): string {
  return [label, jahr, weekRangeLabel(kw_from, kw_to), insurer, `erstellt am ${berlinTimestamp(generatedAt)}`].join(
    ' · ',
  )
}
