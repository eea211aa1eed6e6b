import { maskFallId } from '@case/features/cases/casePresentation'
import type { GutachtenErgebnis } from '@case/xlsx/codingCells'
import type { CaseKey, CodingValues, ImportEntry, RowError } from './importSheets'

/** What the import needs to know about a case that a row might refer to. */
export type CaseCandidate = {
  id: string
  fall_id: string
  kvnr: string | null
  datum: string
  jahr: number
  kw: number
  icd10: string | null
  gutachten_ergebnis: GutachtenErgebnis | null
  therapieaenderung: boolean | null
}

/** The values that change; absent ones stay as stored. */
export type CodingUpdate = { case_id: string } & CodingValues

/** One row's outcome, for the row-by-row view of a dry run: which case it names and what it changes. */
export type PlannedRow = {
  row: number
  fall_id: string
  outcome: 'update' | 'unchanged'
  changes: CodingValues
}

export type ImportPlan = { updates: CodingUpdate[]; unchanged: number; errors: RowError[]; rows: PlannedRow[] }

const VALUE_FIELDS = ['icd10', 'gutachten_ergebnis', 'therapieaenderung'] as const
const FIELD_LABELS: Record<(typeof VALUE_FIELDS)[number], string> = {
  icd10: 'ICD-10 codes',
  gutachten_ergebnis: 'Gutachten-Ergebnisse',
  therapieaenderung: 'Therapieänderung values',
}

function matches(key: CaseKey, candidate: CaseCandidate): boolean {
  if ('case_id' in key) return candidate.id === key.case_id
  if ('fall_id' in key) return candidate.fall_id === key.fall_id
  if ('masked_fall_id' in key) return maskFallId(candidate.fall_id) === key.masked_fall_id
  return (
    candidate.kvnr === key.kvnr &&
    (key.datum === undefined || candidate.datum === key.datum) &&
    (key.kw === undefined || candidate.kw === key.kw) &&
    (key.jahr === undefined || candidate.jahr === key.jahr)
  )
}

function describe(key: CaseKey): string {
  if ('case_id' in key) return 'No case with this key'
  if ('fall_id' in key || 'masked_fall_id' in key) return 'No case with this fall_id'
  if (key.datum !== undefined) return `No case with this KVNR on ${key.datum}`
  return `No case with this KVNR in KW ${key.kw}${key.jahr === undefined ? '' : `/${key.jahr}`}`
}

/** The candidates sharing the key's identity (id, fall_id, day or KVNR), before the finer match. */
function indexCandidates(candidates: readonly CaseCandidate[]): (key: CaseKey) => CaseCandidate[] {
  const group = <K>(keyOf: (candidate: CaseCandidate) => K) => {
    const map = new Map<K, CaseCandidate[]>()
    for (const candidate of candidates) map.set(keyOf(candidate), [...(map.get(keyOf(candidate)) ?? []), candidate])
    return map
  }
  const byId = group((candidate) => candidate.id)
  const byFallId = group((candidate) => candidate.fall_id)
  const byDatum = group((candidate) => candidate.datum)
  const byKvnr = group((candidate) => candidate.kvnr)
  return (key) =>
    ('case_id' in key
      ? byId.get(key.case_id)
      : 'fall_id' in key
        ? byFallId.get(key.fall_id)
        : 'masked_fall_id' in key
          ? byDatum.get(key.datum)
          : byKvnr.get(key.kvnr)) ?? []
}

/**
 * Decides per row: unknown or ambiguous case → error; the values given equal the stored ones →
 * unchanged; else update. Rows that give ONE case different values are all errors (neither wins),
 * identical repeats count once.
 */
export function planIcdImport(entries: readonly ImportEntry[], candidates: readonly CaseCandidate[]): ImportPlan {
  const plan: ImportPlan = { updates: [], unchanged: 0, errors: [], rows: [] }
  const sameIdentity = indexCandidates(candidates)
  const rowsByCase = new Map<string, { target: CaseCandidate; entries: ImportEntry[] }>()
  for (const entry of entries) {
    const found = sameIdentity(entry.key).filter((candidate) => matches(entry.key, candidate))
    if (found.length === 0) plan.errors.push({ row: entry.row, message: describe(entry.key) })
    else if (found.length > 1) {
      plan.errors.push({
        row: entry.row,
        message: `${found.length} cases match this row; add a Datum column to tell them apart`,
      })
    } else {
      const target = found[0]!
      const group = rowsByCase.get(target.id) ?? { target, entries: [] }
      group.entries.push(entry)
      rowsByCase.set(target.id, group)
    }
  }
  for (const { target, entries: rows } of rowsByCase.values()) {
    const values: CodingValues = {}
    const conflicting = VALUE_FIELDS.filter((field) => {
      const given = rows.filter((row) => row[field] !== undefined).map((row) => row[field])
      if (given.length > 0) Object.assign(values, { [field]: given[0] })
      return given.some((value) => value !== given[0])
    })
    if (conflicting.length > 0) {
      const rowList = rows.map((row) => row.row).join(', ')
      const what = conflicting.map((field) => FIELD_LABELS[field]).join(', ')
      for (const row of rows)
        plan.errors.push({ row: row.row, message: `Rows ${rowList} give the same case different ${what}` })
      continue
    }
    const changes = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => target[field as keyof CodingValues] !== value),
    ) as CodingValues
    const outcome = Object.keys(changes).length === 0 ? 'unchanged' : 'update'
    if (outcome === 'unchanged') plan.unchanged++
    else plan.updates.push({ case_id: target.id, ...changes })
    for (const row of rows) plan.rows.push({ row: row.row, fall_id: target.fall_id, outcome, changes })
  }
  plan.errors.sort((a, b) => a.row - b.row)
  plan.rows.sort((a, b) => a.row - b.row)
  return plan
}
