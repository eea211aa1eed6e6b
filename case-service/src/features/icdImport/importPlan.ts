import type { CaseKey, ImportEntry, RowError } from './importSheets'

/** What the import needs to know about a case that a row might refer to. */
export type CaseCandidate = {
  id: string
  fall_id: string
  kvnr: string | null
  datum: string
  jahr: number
  kw: number
  icd10: string | null
}

export type IcdUpdate = { case_id: string; icd10: string }

export type ImportPlan = { updates: IcdUpdate[]; unchanged: number; errors: RowError[] }

function matches(key: CaseKey, candidate: CaseCandidate): boolean {
  if ('case_id' in key) return candidate.id === key.case_id
  if ('fall_id' in key) return candidate.fall_id === key.fall_id
  return (
    candidate.kvnr === key.kvnr &&
    (key.datum === undefined || candidate.datum === key.datum) &&
    (key.kw === undefined || candidate.kw === key.kw) &&
    (key.jahr === undefined || candidate.jahr === key.jahr)
  )
}

function describe(key: CaseKey): string {
  if ('case_id' in key) return 'No case with this key'
  if ('fall_id' in key) return 'No case with this fall_id'
  if (key.datum !== undefined) return `No case with this KVNR on ${key.datum}`
  return `No case with this KVNR in KW ${key.kw}${key.jahr === undefined ? '' : `/${key.jahr}`}`
}

/**
 * Decides per row: unknown or ambiguous case → error; same code as stored → unchanged; else update.
 * Rows that give ONE case different codes are all errors (neither wins), identical repeats count once.
 */
export function planIcdImport(entries: readonly ImportEntry[], candidates: readonly CaseCandidate[]): ImportPlan {
  const plan: ImportPlan = { updates: [], unchanged: 0, errors: [] }
  const byFallId = new Map(candidates.map((candidate) => [candidate.fall_id, [candidate]]))
  const byId = new Map(candidates.map((candidate) => [candidate.id, [candidate]]))
  const byKvnr = new Map<string | null, CaseCandidate[]>()
  for (const candidate of candidates) {
    const sameKvnr = byKvnr.get(candidate.kvnr)
    if (sameKvnr) sameKvnr.push(candidate)
    else byKvnr.set(candidate.kvnr, [candidate])
  }
  const rowsByCase = new Map<string, { target: CaseCandidate; entries: ImportEntry[] }>()
  for (const entry of entries) {
    const { key } = entry
    const sameIdentity =
      ('case_id' in key
        ? byId.get(key.case_id)
        : 'fall_id' in key
          ? byFallId.get(key.fall_id)
          : byKvnr.get(key.kvnr)) ?? []
    const found = sameIdentity.filter((candidate) => matches(entry.key, candidate))
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
    const code = rows[0]!.icd10
    if (rows.some((row) => row.icd10 !== code)) {
      const rowList = rows.map((row) => row.row).join(', ')
      for (const row of rows)
        plan.errors.push({ row: row.row, message: `Rows ${rowList} give the same case different ICD-10 codes` })
      continue
    }
    if (target.icd10 === code) plan.unchanged++
    else plan.updates.push({ case_id: target.id, icd10: code })
  }
  plan.errors.sort((a, b) => a.row - b.row)
  return plan
}
