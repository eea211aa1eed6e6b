import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { cases } from '@case/db/schema'
import { writeAudit } from '@case/features/audit/auditLog'
import { casesInScope, configuredInsurer } from '@case/features/cases/caseScope'
import { isUniqueViolation } from '@case/features/auth/userStore'
import type { BillingDb } from './billingDatabase'
import { billingCases, type BillingCase } from './billingSchema'
import { kvnrFallIdBase, planBatch, type CaseUpdate, type ExistingCase } from './pullPlan'

export const PULL_BATCH_SIZE = 1000

export type PullProgress = { done: number; total: number }
export type PullSummary = { total: number; inserted: number; updated: number; unchanged: number; skipped: number }

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Imports new and changed billing cases of the configured insurer (the only one this service may
 * hold — other insurers' rows are not copied at all). Keyset-paged by billing_id, one transaction
 * per batch, so an interrupted run keeps its finished batches and a re-run continues idempotently.
 */
export async function pullBillingCases(
  db: Db,
  billing: BillingDb,
  {
    batchSize = PULL_BATCH_SIZE,
    onProgress,
  }: { batchSize?: number; onProgress?: (progress: PullProgress) => void } = {},
): Promise<PullSummary> {
  const insurer = configuredInsurer()
  const [{ total } = { total: 0 }] = await billing
    .select({ total: count() })
    .from(billingCases)
    .where(eq(billingCases.versicherung, insurer))
  const summary: PullSummary = { total, inserted: 0, updated: 0, unchanged: 0, skipped: 0 }
  onProgress?.({ done: 0, total })
  let done = 0
  let after: string | undefined
  for (;;) {
    const batch = await billing
      .select()
      .from(billingCases)
      .where(
        and(
          eq(billingCases.versicherung, insurer),
          after === undefined ? undefined : gt(billingCases.billing_id, after),
        ),
      )
      .orderBy(asc(billingCases.billing_id))
      .limit(batchSize)
    if (batch.length === 0) break
    const applied = await db.transaction((tx) => applyBatch(tx, batch))
    for (const key of ['inserted', 'updated', 'unchanged', 'skipped'] as const) summary[key] += applied[key]
    done += batch.length
    after = batch[batch.length - 1]!.billing_id
    onProgress?.({ done, total })
  }
  await writeAudit(db, { action: 'sync.pulled', entityType: 'case', details: { ...summary } })
  return summary
}

async function applyBatch(tx: Transaction, batch: BillingCase[]): Promise<Omit<PullSummary, 'total'>> {
  const existing = await tx
    .select({
      id: cases.id,
      billing_id: cases.billing_id,
      fall_id: cases.fall_id,
      billing_updated_at: cases.billing_updated_at,
    })
    .from(cases)
    .where(
      casesInScope(
        inArray(
          cases.billing_id,
          batch.map((row) => row.billing_id),
        ),
      ),
    )
  const plan = planBatch(
    batch,
    new Map(existing.map((row) => [row.billing_id!, row as ExistingCase])),
    await takenFallIds(tx, batch),
    () => randomBytes(4).toString('hex'),
  )
  // A fall_id or billing_id already held by another insurer's case (which this service cannot see)
  // makes the row a conflict: it is skipped and counted, never overwritten.
  const inserted = plan.inserts.length
    ? await tx.insert(cases).values(plan.inserts).onConflictDoNothing().returning({ id: cases.id })
    : []
  let updated = 0
  for (const update of plan.updates) updated += (await applyUpdate(tx, update)) ? 1 : 0
  return {
    inserted: inserted.length,
    updated,
    unchanged: plan.unchanged + plan.updates.length - updated,
    skipped: plan.inserts.length - inserted.length,
  }
}

/** fall_ids in use that a KVNR-form id of this batch could collide with: `<datum>_<KVNR>` and its `-n` suffixes. */
async function takenFallIds(tx: Transaction, batch: BillingCase[]): Promise<Set<string>> {
  const bases = [...new Set(batch.map((row) => kvnrFallIdBase(row.datum, row.kvnr)).filter((base) => base !== null))]
  if (bases.length === 0) return new Set()
  // Every base has the same length (ISO date, '_', 10-character KVNR).
  const rows = await tx
    .select({ fall_id: cases.fall_id })
    .from(cases)
    .where(casesInScope(inArray(sql`left(${cases.fall_id}, ${bases[0]!.length})`, bases)))
  return new Set(rows.map((row) => row.fall_id))
}

/**
 * A rebuilt fall_id may collide with another insurer's case (invisible here): the savepoint
 * turns that unique violation into "keep the old fall_id" instead of failing the batch.
 */
async function applyUpdate(tx: Transaction, update: CaseUpdate): Promise<boolean> {
  if (!update.fall_id) return updateCase(tx, update)
  try {
    return await tx.transaction((savepoint) => updateCase(savepoint, update))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return updateCase(tx, { id: update.id, fields: update.fields })
  }
}

/** Only while the billing row is still newer (a concurrent pull may have applied it); the version counts the change. */
async function updateCase(tx: Transaction, { id, fields, fall_id }: CaseUpdate): Promise<boolean> {
  const rows = await tx
    .update(cases)
    .set({ ...fields, ...(fall_id ? { fall_id } : {}), version: sql`${cases.version} + 1`, updated_at: new Date() })
    .where(
      casesInScope(
        eq(cases.id, id),
        or(isNull(cases.billing_updated_at), lt(cases.billing_updated_at, fields.billing_updated_at)),
      ),
    )
    .returning({ id: cases.id })
  return rows.length > 0
}
