import { randomFallId, rebuildFallId, shouldRebuildFallId } from '@case/domain/fallId/fallIdRule'
import { validateKvnr } from '@case/domain/kvnr/kvnr'
import type { BillingCase } from './billingSchema'

/**
 * Pure: what one batch of billing rows does to the cases. Matching is by billing_id; a billing row
 * is applied when it is new or its updated_at is newer than the one last pulled (so a re-run
 * changes nothing, and a local edit survives until the billing row itself changes again).
 */

/** The case fields that come from billing (billing is their source of truth). */
export const BILLING_FIELDS = [
  'datum',
  'kvnr',
  'nachname',
  'vorname',
  'geburtsdatum',
  'versicherung',
  'fallgruppe',
  'fachgebiet',
  'erstgespraech',
  'abbruch',
  'unterlagen',
  'gutachten',
  'fg',
] as const satisfies readonly (keyof BillingCase)[]

export type BillingFields = Pick<BillingCase, (typeof BILLING_FIELDS)[number]> & { billing_updated_at: Date }

export type CaseInsert = BillingFields & { billing_id: string; fall_id: string }
export type CaseUpdate = { id: string; fields: BillingFields; fall_id?: string }
export type ExistingCase = { id: string; billing_id: string; fall_id: string; billing_updated_at: Date | null }
export type PullPlan = { inserts: CaseInsert[]; updates: CaseUpdate[]; unchanged: number }

/** `<datum>_<KVNR>` — the start every KVNR-form fall_id of that person and day shares; null without a valid KVNR. */
export function kvnrFallIdBase(datum: string, kvnr: string | null): string | null {
  const validation = kvnr === null ? null : validateKvnr(kvnr)
  return validation?.ok ? `${datum}_${validation.kvnr}` : null
}

export function planBatch(
  batch: readonly BillingCase[],
  existing: ReadonlyMap<string, ExistingCase>,
  takenFallIds: ReadonlySet<string>,
  randomHex: () => string,
): PullPlan {
  const taken = new Set(takenFallIds)
  const kvnrFallId = (datum: string, kvnr: string | null): string | null => {
    if (kvnrFallIdBase(datum, kvnr) === null) return null
    const fallId = rebuildFallId(datum, kvnr!, (candidate) => taken.has(candidate))
    taken.add(fallId)
    return fallId
  }
  const plan: PullPlan = { inserts: [], updates: [], unchanged: 0 }
  for (const row of batch) {
    const fields = billingFields(row)
    const current = existing.get(row.billing_id)
    if (!current) {
      const fall_id = kvnrFallId(row.datum, row.kvnr) ?? randomFallId(row.datum, randomHex())
      plan.inserts.push({ ...fields, billing_id: row.billing_id, fall_id })
    } else if (
      current.billing_updated_at !== null &&
      row.updated_at.getTime() <= current.billing_updated_at.getTime()
    ) {
      plan.unchanged++
    } else {
      // A KVNR arriving for a case whose fall_id is still a placeholder rebuilds it (as a KVNR entry does).
      const fall_id = shouldRebuildFallId(current.fall_id) ? kvnrFallId(row.datum, row.kvnr) : null
      plan.updates.push({ id: current.id, fields, ...(fall_id ? { fall_id } : {}) })
    }
  }
  return plan
}

/** The billing values for the case; a valid KVNR in its normal form (upper case, trimmed). */
function billingFields(row: BillingCase): BillingFields {
  const fields = Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[field]])) as Pick<
    BillingCase,
    (typeof BILLING_FIELDS)[number]
  >
  const kvnr = row.kvnr === null ? null : validateKvnr(row.kvnr)
  return { ...fields, kvnr: kvnr?.ok ? kvnr.kvnr : row.kvnr, billing_updated_at: row.updated_at }
}
