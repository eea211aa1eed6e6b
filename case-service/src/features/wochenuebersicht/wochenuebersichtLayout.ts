import { maskCaseForViewer, type CaseViewer } from '@case/domain/masking/caseMasking'

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
export const WOCHENUEBERSICHT_COLUMNS = [KVNR_COLUMN, DATUM_COLUMN, ...MARKERS.map(([, label]) => label), ICD_COLUMN]

/** A marker is shown as `x` when set, empty otherwise. */
export type MarkerCell = 'x' | ''

export type WochenuebersichtRow = { case_id: string; kvnr: string | null; datum: string; icd10: string | null } & Record<Marker, MarkerCell>
export type WochenuebersichtBlock = { kw: number; label: string; rows: WochenuebersichtRow[] }
export type WochenuebersichtData = { columns: string[]; blocks: WochenuebersichtBlock[] }

export type WochenuebersichtCase = { id: string; kw: number; kvnr: string | null; datum: string; icd10: string | null } & Record<Marker, boolean>

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
    const markers = Object.fromEntries(MARKERS.map(([marker]) => [marker, item[marker] ? 'x' : ''])) as Record<Marker, MarkerCell>
    block.rows.push({ case_id: item.id, kvnr: item.kvnr, datum: item.datum, icd10: item.icd10, ...markers })
  }
  return { columns: WOCHENUEBERSICHT_COLUMNS, blocks }
}

/** What a viewer may see: KVNRs masked for employees, except cases with a valid disclosure for them. */
export function maskWochenuebersicht(data: WochenuebersichtData, viewer: CaseViewer, disclosedCaseIds: ReadonlySet<string>): WochenuebersichtData {
  const maskRow = (row: WochenuebersichtRow): WochenuebersichtRow => {
    // The overview carries no names or birth date; only the KVNR is subject to masking.
    const { kvnr } = maskCaseForViewer({ kvnr: row.kvnr, nachname: null, vorname: null, geburtsdatum: null }, viewer, disclosedCaseIds.has(row.case_id))
    return { ...row, kvnr }
  }
  return { ...data, blocks: data.blocks.map((block) => ({ ...block, rows: block.rows.map(maskRow) })) }
}
