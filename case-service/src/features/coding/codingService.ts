import { eq, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { cases } from '@case/db/schema'
import { ApiError, notFound, unprocessable, type FieldError } from '@case/http/apiError'
import { zodFieldErrors } from '@case/http/validation'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseColumns, findCase, type CaseRow, type Executor } from '@case/features/cases/caseQueries'
import { casesInScope } from '@case/features/cases/caseScope'
import { versionConflict } from '@case/features/cases/versionConflict'
import { CODING_FIELDS, codingBatchBody, type CodingChanges } from './codingSchemas'

export type CodingItem = { case_id: string; version: number; changes: CodingChanges }

/** A batch problem pinned to the item it belongs to. */
export type BatchItemError = FieldError & { index: number; case_id: string | null }

type FailureReason = 'not_found' | 'version_conflict'
type Outcome = { ok: true; row: CaseRow } | { ok: false; reason: FailureReason }
type BatchFailure = BatchItemError & { reason: FailureReason }

const FAILURE_TEXT = {
  not_found: { field: 'case_id', message: 'Case not found' },
  version_conflict: { field: 'version', message: 'The case was changed in the meantime; reload it' },
} as const satisfies Record<FailureReason, FieldError>

export function changesOf(body: Record<string, unknown>): CodingChanges {
  return Object.fromEntries(CODING_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]))
}

/**
 * Compare-and-set on `version`: the UPDATE only matches the version the client read, so a
 * concurrent change makes it match nothing instead of being silently overwritten.
 */
async function applyCoding(db: Executor, item: CodingItem): Promise<Outcome> {
  const [row] = await db
    .update(cases)
    .set({ ...item.changes, version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(casesInScope(eq(cases.id, item.case_id), eq(cases.version, item.version)))
    .returning(caseColumns)
  if (row) return { ok: true, row }
  return { ok: false, reason: (await findCase(db, item.case_id)) ? 'version_conflict' : 'not_found' }
}

export async function updateCoding(db: Db, item: CodingItem, userId: string, request: Request): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const outcome = await applyCoding(tx, item)
    if (!outcome.ok) throw outcome.reason === 'not_found' ? notFound('Case not found') : versionConflict()
    await writeAudit(tx, {
      action: 'coding.update',
      userId,
      entityType: 'case',
      entityId: item.case_id,
      details: { fields: Object.keys(item.changes), version: outcome.row.version },
      request,
    })
    return outcome.row
  })
}

/** The batch body, every item checked before anything is written; problems come back per item. */
export function validateBatch(body: unknown): CodingItem[] {
  const parsed = codingBatchBody.safeParse(body)
  if (!parsed.success) {
    const rawItems = (body as { items?: unknown })?.items
    const itemErrors = parsed.error.issues.filter((issue) => issue.path[0] === 'items' && typeof issue.path[1] === 'number')
    if (itemErrors.length === 0 || !Array.isArray(rawItems)) throw unprocessable('Request validation failed', zodFieldErrors(parsed.error))
    throw batchInvalid(
      itemErrors.map((issue) => {
        const index = issue.path[1] as number
        const caseId = (rawItems[index] as { case_id?: unknown } | undefined)?.case_id
        return {
          index,
          case_id: typeof caseId === 'string' ? caseId : null,
          field: issue.path.slice(2).join('.') || '(item)',
          message: issue.message,
        }
      }),
    )
  }
  const firstIndex = new Map<string, number>()
  const duplicates: BatchItemError[] = []
  parsed.data.items.forEach((item, index) => {
    const earlier = firstIndex.get(item.case_id)
    if (earlier === undefined) firstIndex.set(item.case_id, index)
    else duplicates.push({ index, case_id: item.case_id, field: 'case_id', message: `Same case as item ${earlier}` })
  })
  if (duplicates.length > 0) throw batchInvalid(duplicates)
  return parsed.data.items.map(({ case_id, version, ...fields }) => ({ case_id, version, changes: changesOf(fields) }))
}

/**
 * All or nothing: one transaction, and any item that fails rolls back every other one. Rows are
 * updated in case_id order so two overlapping batches lock in the same order (no deadlock);
 * the second one then finds the version changed and gets its 409.
 */
export async function updateCodingBatch(db: Db, items: readonly CodingItem[], userId: string, request: Request): Promise<CaseRow[]> {
  return db.transaction(async (tx) => {
    const indexed = items.map((item, index) => ({ item, index })).sort((a, b) => (a.item.case_id < b.item.case_id ? -1 : 1))
    const rows = new Array<CaseRow>(items.length)
    const failures: BatchFailure[] = []
    for (const { item, index } of indexed) {
      const outcome = await applyCoding(tx, item)
      if (outcome.ok) rows[index] = outcome.row
      else failures.push({ index, case_id: item.case_id, reason: outcome.reason, ...FAILURE_TEXT[outcome.reason] })
    }
    if (failures.length > 0) throw batchFailed(failures)
    await writeAudit(tx, {
      action: 'coding.batch',
      userId,
      entityType: 'case',
      details: { case_ids: items.map((item) => item.case_id) },
      request,
    })
    return rows
  })
}

function batchInvalid(errors: BatchItemError[]): ApiError {
  return new ApiError(422, 'validation_error', 'Batch validation failed; nothing was written', sortByIndex(errors))
}

/** Unknown cases outrank stale versions: the batch cannot succeed on a reload while a case is missing. */
function batchFailed(failures: BatchFailure[]): ApiError {
  const errors = sortByIndex(failures.map(({ reason: _reason, ...error }) => error))
  return failures.some((failure) => failure.reason === 'not_found')
    ? new ApiError(404, 'not_found', 'Some cases of the batch do not exist; nothing was written', errors)
    : new ApiError(409, 'version_conflict', 'Some cases were changed in the meantime; nothing was written', errors)
}

function sortByIndex(errors: BatchItemError[]): BatchItemError[] {
  return [...errors].sort((a, b) => a.index - b.index)
}
