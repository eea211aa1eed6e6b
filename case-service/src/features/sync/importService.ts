import { eq, inArray, sql } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db, Transaction } from '@case/db/client'
import { cases } from '@case/db/schema'
import { unprocessable } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseMarkerColumns } from '@case/features/cases/queries'
import { casesInScope } from '@case/features/cases/caseScope'
import { readXlsxSafely, type XlsxCell } from '@case/xlsx/readXlsxSafely'
import {
  changedEdits,
  mapHeader,
  parseImportRow,
  SYNC_SHEET,
  type CaseEdits,
  type ParsedImportRow,
  type RowError,
} from './syncWorkbookLayout'

export type ImportConflict = { row: number; fall_id: string; reason: string }
export type SyncImportResult = { updated: number; unchanged: number; conflicts: ImportConflict[]; errors: RowError[] }

type CurrentCase = CaseEdits & { id: string; fall_id: string; version: number }

const LOOKUP_CHUNK = 1000

const isBlankRow = (cells: readonly XlsxCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''))

/** Parses the sheet rows; ID and Version headers are required, a duplicate case row is an error. */
function readSyncSheet(rows: readonly XlsxCell[][]): { parsed: ParsedImportRow[]; errors: RowError[] } {
  const header = mapHeader(rows[0] ?? [])
  if ('missing' in header) {
    const message = `Not a sync export: column(s) ${header.missing.join(', ')} missing in the first row (export again and keep the hidden columns)`
    throw unprocessable(message, [{ field: 'file', message }], 'sync_columns_missing')
  }
  const parsed: ParsedImportRow[] = []
  const errors: RowError[] = []
  const firstRowOfCase = new Map<string, number>()
  for (const [index, cells] of rows.entries()) {
    if (index === 0 || isBlankRow(cells)) continue
    const result = parseImportRow(index + 1, cells, header)
    const first = 'id' in result ? firstRowOfCase.get(result.id) : undefined
    if ('message' in result) errors.push(result)
    else if (first !== undefined)
      errors.push({ row: result.row, message: `Same case as row ${first}; each case may appear once` })
    else {
      firstRowOfCase.set(result.id, result.row)
      parsed.push(result)
    }
  }
  return { parsed, errors }
}

/**
 * Applies the edits of a re-uploaded sync export in one transaction. Per row: unknown case →
 * error; nothing differs → unchanged; the case's version moved on since the export → conflict,
 * not applied; else `UPDATE … WHERE id = ? AND version = ?` (a concurrent change still makes it
 * a conflict). Only the editable columns are written.
 */
export async function importSyncWorkbook(
  db: Db,
  bytes: Uint8Array,
  actor: { user: AuthUser; request: Request },
): Promise<SyncImportResult> {
  const { sheets } = await readXlsxSafely(bytes)
  const sheet = sheets.find((candidate) => candidate.name === SYNC_SHEET) ?? sheets[0]
  const { parsed, errors } = readSyncSheet(sheet?.rows ?? [])
  return db.transaction(async (tx) => {
    const current = await loadCurrent(
      tx,
      parsed.map((row) => row.id),
    )
    const result: SyncImportResult = { updated: 0, unchanged: 0, conflicts: [], errors }
    for (const row of parsed) {
      const stored = current.get(row.id)
      if (!stored) {
        errors.push({
          row: row.row,
          message: 'No such case in this service (ID column changed, or the case was deleted)',
        })
        continue
      }
      const changes = changedEdits(row.edits, stored)
      if (Object.keys(changes).length === 0) result.unchanged++
      else if (row.version !== stored.version || !(await updateIfVersion(tx, row, changes))) {
        const reason = `Changed in the database since the export (version ${row.version} in the file, ${stored.version} now); export again and redo the edit`
        result.conflicts.push({ row: row.row, fall_id: stored.fall_id, reason })
      } else result.updated++
    }
    errors.sort((a, b) => a.row - b.row)
    await writeAudit(tx, {
      action: 'sync.imported',
      userId: actor.user.id,
      entityType: 'case',
      details: {
        updated: result.updated,
        unchanged: result.unchanged,
        conflicts: result.conflicts.length,
        errors: errors.length,
      },
      request: actor.request,
    })
    return result
  })
}

async function loadCurrent(tx: Transaction, ids: string[]): Promise<Map<string, CurrentCase>> {
  const current = new Map<string, CurrentCase>()
  for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
    const rows = await tx
      .select({
        id: cases.id,
        fall_id: cases.fall_id,
        version: cases.version,
        ...caseMarkerColumns,
        icd10: cases.icd10,
        gutachten_ergebnis: cases.gutachten_ergebnis,
        therapieaenderung: cases.therapieaenderung,
      })
      .from(cases)
      .where(casesInScope(inArray(cases.id, ids.slice(start, start + LOOKUP_CHUNK))))
    for (const row of rows) current.set(row.id, row)
  }
  return current
}

async function updateIfVersion(tx: Transaction, row: ParsedImportRow, changes: Partial<CaseEdits>): Promise<boolean> {
  const updated = await tx
    .update(cases)
    .set({ ...changes, version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(casesInScope(eq(cases.id, row.id), eq(cases.version, row.version)))
    .returning({ id: cases.id })
  return updated.length > 0
}
