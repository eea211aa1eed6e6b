import { maskCaseForViewer, type CaseViewer } from '@case/domain/masking/caseMasking'
import { maskFallId } from '@case/features/cases/casePresentation'
import { FALL_ID_HEADER } from '@case/xlsx/columnNames'

/**
 * Pure: the Wochenübersicht as stored in `report_data` and as shown in the file — cases grouped
 * in KW blocks (a block header `KW <n>`, then its cases). Layout: docs/case-service-reports.md.
 */

export const WOCHENUEBERSICHT_SHEET = 'Wochenübersicht'
export const KVNR_COLUMN = 'KVNR'
export const DATUM_COLUMN = 'Datum'
export const ICD_COLUMN = 'ICD-10'
export const MARKERS = [
  ['erstgespraech', 'Erstgespräch'],
  ['abbruch', 'Abbruch'],
  ['unterlagen', 'Unterlagen'],
  ['gutachten', 'Gutachten'],
  ['fg', 'FG'],
] as const
export type Marker = (typeof MARKERS)[number][0]
export const WOCHENUEBERSICHT_COLUMNS = [
  FALL_ID_HEADER,
  KVNR_COLUMN,
  DATUM_COLUMN,
  ...MARKERS.map(([, label]) => label),
  ICD_COLUMN,
]

/** A marker is shown as `x` when set, empty otherwise. */
export type MarkerCell = 'x' | ''

export type WochenuebersichtRow = {
  case_id: string
  /** Identifies rows without a KVNR; absent in overviews stored before the column existed. */
  fall_id?: string
  kvnr: string | null
  datum: string
  icd10: string | null
} & Record<Marker, MarkerCell>
export type WochenuebersichtBlock = { kw: number; label: string; rows: WochenuebersichtRow[] }
export type WochenuebersichtData = { columns: string[]; blocks: WochenuebersichtBlock[] }

export type WochenuebersichtCase = {
  id: string
  fall_id: string
  kw: number
  kvnr: string | null
  datum: string
  icd10: string | null
} & Record<Marker, boolean>

export const blockLabel = (kw: number) => `KW ${kw}`

/** Cases must come ordered by KW (then as they should be listed); weeks without cases get no block. */
export function buildWochenuebersicht(cases: readonly WochenuebersichtCase[]): WochenuebersichtData {
  const blocks: WochenuebersichtBlock[] = []
  for (const item of cases) {
    let block = blocks[blocks.length - 1]
    if (block?.kw !== item.kw) {
      block = { kw: item.kw, label: blockLabel(item.kw), rows: [] }
      blocks.push(block)
    }
    const markers = Object.fromEntries(MARKERS.map(([marker]) => [marker, item[marker] ? 'x' : ''])) as Record<
      Marker,
      MarkerCell
    >
    block.rows.push({
      case_id: item.id,
      fall_id: item.fall_id,
      kvnr: item.kvnr,
      datum: item.datum,
      icd10: item.icd10,
      ...markers,
    })
  }
  return { columns: WOCHENUEBERSICHT_COLUMNS, blocks }
}

/** What a viewer may see: KVNRs (and the fall_ids that carry them) masked for employees, except cases with a valid disclosure for them. */
export function maskWochenuebersicht(
  data: WochenuebersichtData,
  viewer: CaseViewer,
  disclosedCaseIds: ReadonlySet<string>,
): WochenuebersichtData {
  const maskRow = (row: WochenuebersichtRow): WochenuebersichtRow => {
    // The overview carries no names or birth date; only the KVNR and the fall_id are subject to masking.
    const { kvnr, masked } = maskCaseForViewer(
      { kvnr: row.kvnr, nachname: null, vorname: null, geburtsdatum: null },
      viewer,
      disclosedCaseIds.has(row.case_id),
    )
    return { ...row, kvnr, ...(masked && row.fall_id !== undefined ? { fall_id: maskFallId(row.fall_id) } : {}) }
  }
  return { ...data, blocks: data.blocks.map((block) => ({ ...block, rows: block.rows.map(maskRow) })) }
}

/** A run of weeks in the requested range without a single case: no block, one note line instead. */
export type EmptyWeeks = { kw_from: number; kw_to: number }
export type WochenuebersichtSection = { block: WochenuebersichtBlock } | { empty: EmptyWeeks }

/**
 * The blocks in order with the weeks of kw_from..kw_to that have no block noted where they would
 * be (before the first case, between blocks, after the last), so no week silently goes missing.
 */
export function sectionsInRange(
  blocks: readonly WochenuebersichtBlock[],
  kwFrom: number,
  kwTo: number,
): WochenuebersichtSection[] {
  const sections: WochenuebersichtSection[] = []
  let nextWeek = kwFrom
  for (const block of blocks) {
    if (block.kw > nextWeek) sections.push({ empty: { kw_from: nextWeek, kw_to: block.kw - 1 } })
    sections.push({ block })
    nextWeek = block.kw + 1
  }
  if (nextWeek <= kwTo) sections.push({ empty: { kw_from: nextWeek, kw_to: kwTo } })
  return sections
}

/** `KW 2: keine Fälle`, `KW 1–3: keine Fälle`; still starts with `KW <n>`, which the ICD import reads as an (empty) block. */
export function emptyWeeksLabel({ kw_from, kw_to }: EmptyWeeks): string {
  return `${kw_from === kw_to ? blockLabel(kw_from) : `${blockLabel(kw_from)}–${kw_to}`}: keine Fälle`
}

/** `1 Fall`, `5 Fälle`: the count shown next to a week's label. */
export function caseCountLabel(count: number): string {
  return count === 1 ? '1 Fall' : `${count} Fälle`
}

/** `KW 3 (Fortsetzung)`: the label repeated on top of a page that continues the week; no digits after the KW, so an import does not read a year into it. */
export const continuedLabel = (kw: number) => `${blockLabel(kw)} (Fortsetzung)`

/** One line of the sheet below its header; `breakAfter`: the page ends after it. */
export type WochenuebersichtLine = (
  | { kind: 'block'; label: string; count?: string }
  | { kind: 'case'; row: WochenuebersichtRow }
  | { kind: 'note'; label: string }
) & { breakAfter?: true }

/** How many lines fit below the repeated header: on the first page (under the title) and on every further one. */
export type PageCapacity = { first: number; further: number }

/**
 * Pure: the sections as sheet lines with page breaks planned, because print titles can only repeat
 * fixed rows: a week that runs over a page gets its `KW <n> (Fortsetzung)` line on top of the next
 * one, and a week's label never stands alone at the bottom of a page.
 */
export function paginateWochenuebersicht(
  sections: readonly WochenuebersichtSection[],
  capacity: PageCapacity,
): WochenuebersichtLine[] {
  const lines: WochenuebersichtLine[] = []
  let room = capacity.first
  const newPage = () => {
    const last = lines[lines.length - 1]
    if (last) last.breakAfter = true
    room = capacity.further
  }
  const push = (line: WochenuebersichtLine) => {
    lines.push(line)
    room--
  }
  for (const section of sections) {
    if ('empty' in section) {
      if (room < 1) newPage()
      push({ kind: 'note', label: emptyWeeksLabel(section.empty) })
      continue
    }
    const { block } = section
    // The label needs at least its first case below it on the same page.
    if (room < (block.rows.length > 0 ? 2 : 1)) newPage()
    push({ kind: 'block', label: block.label, count: caseCountLabel(block.rows.length) })
    for (const row of block.rows) {
      if (room < 1) {
        newPage()
        push({ kind: 'block', label: continuedLabel(block.kw) })
      }
      push({ kind: 'case', row })
    }
  }
  return lines
}
