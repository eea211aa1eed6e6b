import { eq, like, or, sql } from 'drizzle-orm'
import type { Db, Executor, Transaction } from '@case/db/client'
import { cases } from '@case/db/schema'
import { rebuildFallId, shouldRebuildFallId } from '@case/domain/fallId/fallIdRule'
import { validateKvnr } from '@case/domain/kvnr/kvnr'
import { notFound, unprocessable } from '@case/http/apiError'
import { checkIfMatch, type IfMatch } from '@case/http/etag'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseColumns, type CaseRow } from './queries'
import { casesInScope } from './caseScope'
import { escapeLikePattern } from './likePattern'
import { versionConflict } from './versionConflict'

const FALL_ID_CONSTRAINT = 'cases_fall_id_unique'

export type KvnrUpdate = {
  caseId: string
  kvnr: string
  version?: number
  ifMatch: IfMatch
  userId: string
  request: Request
}

/**
 * Sets a case's KVNR (format and check digit validated). A fall_id still in random or legacy form
 * is rebuilt from the KVNR, taking the first free `<datum>_<KVNR>[-n]` — decided inside the
 * transaction that holds the case row lock, so two requests cannot both take the same id.
 */
export async function updateCaseKvnr(
  db: Db,
  { caseId, kvnr, version, ifMatch, userId, request }: KvnrUpdate,
): Promise<CaseRow> {
  const validation = validateKvnr(kvnr)
  if (!validation.ok)
    throw unprocessable(validation.message, [{ field: 'kvnr', message: validation.message }], validation.code)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fall_id: cases.fall_id, datum: cases.datum, version: cases.version })
      .from(cases)
      .where(casesInScope(eq(cases.id, caseId)))
      .for('update')
    if (!current) throw notFound('Case not found')
    checkIfMatch(ifMatch, current.version)
    if (version !== undefined && version !== current.version) throw versionConflict()
    const rebuild = shouldRebuildFallId(current.fall_id)
    const updated = rebuild
      ? await setKvnrWithNewFallId(tx, caseId, current.datum, validation.kvnr)
      : await setKvnr(tx, caseId, validation.kvnr, current.fall_id)
    await writeAudit(tx, {
      action: 'cases.kvnr_updated',
      userId,
      entityType: 'case',
      entityId: caseId,
      details: { fall_id_rebuilt: rebuild, version: updated.version },
      request,
    })
    return updated
  })
}

async function setKvnr(db: Executor, caseId: string, kvnr: string, fallId: string): Promise<CaseRow> {
  const [row] = await db
    .update(cases)
    .set({ kvnr, fall_id: fallId, version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(casesInScope(eq(cases.id, caseId)))
    .returning(caseColumns)
  if (!row) throw notFound('Case not found')
  return row
}

/**
 * fall_id is unique across ALL insurers, but this service may only look at its own: in-scope
 * collisions are known up front, a collision with another insurer's case shows up as a unique
 * violation, which a savepoint turns into "try the next suffix".
 */
async function setKvnrWithNewFallId(tx: Transaction, caseId: string, datum: string, kvnr: string): Promise<CaseRow> {
  const base = `${datum}_${kvnr}`
  const taken = new Set(
    (
      await tx
        .select({ fall_id: cases.fall_id })
        .from(cases)
        .where(casesInScope(or(eq(cases.fall_id, base), like(cases.fall_id, `${escapeLikePattern(base)}-%`))))
    ).map((row) => row.fall_id),
  )
  for (;;) {
    // rebuildFallId throws once the suffixes run out, which ends the loop.
    const candidate = rebuildFallId(datum, kvnr, (fallId) => taken.has(fallId))
    try {
      return await tx.transaction((savepoint) => setKvnr(savepoint, caseId, kvnr, candidate))
    } catch (error) {
      if (!isUniqueViolationOf(error, FALL_ID_CONSTRAINT)) throw error
      taken.add(candidate)
    }
  }
}

/** PostgreSQL unique_violation of one constraint, as postgres.js raises it (drizzle wraps it in `cause`). */
function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name } = current as Record<string, unknown>
    if (code === '23505') return constraint_name === constraint
  }
  return false
}
