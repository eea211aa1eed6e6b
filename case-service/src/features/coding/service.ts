import { eq, inArray, sql } from 'drizzle-orm'
import type { Db, Executor } from '@case/db/client'
import { cases } from '@case/db/schema'
import { ApiError, notFound, type FieldError } from '@case/http/apiError'
import { checkIfMatch, type IfMatch } from '@case/http/etag'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseColumns, findCase, type CaseRow } from '@case/features/cases/queries'
import { casesInScope } from '@case/features/cases/caseScope'
import { versionConflict } from '@case/features/cases/versionConflict'
import { sortByIndex, type BatchItemError, type CodingItem } from './codingBatch'

type FailureReason = 'not_found' | 'version_conflict'
type Outcome = { ok: true; row: CaseRow } | { ok: false; reason: FailureReason }
type BatchFailure = BatchItemError & { reason: FailureReason }

const FAILURE_TEXT = {
  not_found: { field: 'case_id', message: 'Case not found' },
  version_conflict: { field: 'version', message: 'The case was changed in the meantime; reload it' },
} as const satisfies Record<FailureReason, FieldError>

/**
 * Compare-and-set on `version` (and on the versions an If-Match accepts): the UPDATE only matches
 * the version the client read, so a concurrent change makes it match nothing instead of being
 * silently overwritten. A stale If-Match outranks a stale body version (412 before 409).
 */
async function applyCoding(db: Executor, item: CodingItem, ifMatch?: IfMatch): Promise<Outcome> {
  const [row] = await db
    .update(cases)
    .set({ ...item.changes, version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(
      casesInScope(
        eq(cases.id, item.case_id),
        eq(cases.version, item.version),
        ifMatch && inArray(cases.version, [...ifMatch]),
      ),
    )
    .returning(caseColumns)
  if (row) return { ok: true, row }
  const current = await findCase(db, item.case_id)
  if (!current) return { ok: false, reason: 'not_found' }
  checkIfMatch(ifMatch, current.version)
  return { ok: false, reason: 'version_conflict' }
}

export async function updateCoding(
  db: Db,
  item: CodingItem,
  ifMatch: IfMatch,
  userId: string,
  request: Request,
): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const outcome = await applyCoding(tx, item, ifMatch)
    if (!outcome.ok) throw outcome.reason === 'not_found' ? notFound('Case not found') : versionConflict()
    await writeAudit(tx, {
      action: 'cases.coded',
      userId,
      entityType: 'case',
      entityId: item.case_id,
      details: { fields: Object.keys(item.changes), version: outcome.row.version },
      request,
    })
    return outcome.row
  })
}

/**
 * All or nothing: one transaction, and any item that fails rolls back every other one. Rows are
 * updated in case_id order so two overlapping batches lock in the same order (no deadlock);
 * the second one then finds the version changed and gets its 409.
 */
export async function updateCodingBatch(
  db: Db,
  items: readonly CodingItem[],
  userId: string,
  request: Request,
): Promise<CaseRow[]> {
  return db.transaction(async (tx) => {
    const indexed = items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (a.item.case_id < b.item.case_id ? -1 : 1))
    const rows = new Array<CaseRow>(items.length)
    const failures: BatchFailure[] = []
    for (const { item, index } of indexed) {
      const outcome = await applyCoding(tx, item)
      if (outcome.ok) rows[index] = outcome.row
      else failures.push({ index, case_id: item.case_id, reason: outcome.reason, ...FAILURE_TEXT[outcome.reason] })
    }
    if (failures.length > 0) throw batchFailed(failures)
    await writeAudit(tx, {
      action: 'cases.batch_coded',
      userId,
      entityType: 'case',
      details: { case_ids: items.map((item) => item.case_id) },
      request,
    })
    return rows
  })
}

/** Unknown cases outrank stale versions: the batch cannot succeed on a reload while a case is missing. */
function batchFailed(failures: BatchFailure[]): ApiError {
  const errors = sortByIndex(failures.map(({ reason: _reason, ...error }) => error))
  return failures.some((failure) => failure.reason === 'not_found')
    ? new ApiError(404, 'not_found', 'Some cases of the batch do not exist; nothing was written', errors)
    : new ApiError(409, 'version_conflict', 'Some cases were changed in the meantime; nothing was written', errors)
}
