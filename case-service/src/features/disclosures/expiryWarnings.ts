import { eq, gt, lte } from 'drizzle-orm'
import { getDb, type Db } from '@case/db/client'
import { cases, disclosureRequests } from '@case/db/schema'
import { notifyUser } from '@case/features/notifications/notify'
import { casesInScope } from '@case/features/cases/caseScope'

export const EXPIRY_WARNING_LEAD_MS = 60 * 60 * 1000
const SWEEP_INTERVAL_MS = 5 * 60 * 1000

/**
 * Tells each employee once, within the last hour of an approval's window, that it ends soon.
 * The dedupe key names the approval AND its window end, so a reactivated request (new window)
 * is warned again while repeated sweeps over the same window are not. Returns the approvals seen.
 */
export async function sendExpiryWarnings(db: Db, now: Date): Promise<number> {
  const expiring = await db
    .select({
      id: disclosureRequests.id,
      case_id: disclosureRequests.case_id,
      requester_id: disclosureRequests.requester_id,
      valid_until: disclosureRequests.valid_until,
    })
    .from(disclosureRequests)
    .innerJoin(cases, eq(cases.id, disclosureRequests.case_id))
    .where(
      casesInScope(
        eq(disclosureRequests.status, 'approved'),
        gt(disclosureRequests.valid_until, now),
        lte(disclosureRequests.valid_until, new Date(now.getTime() + EXPIRY_WARNING_LEAD_MS)),
      ),
    )
  for (const approval of expiring) {
    const validUntil = approval.valid_until!
    await notifyUser(
      db,
      approval.requester_id,
      { type: 'disclosure_expiring', caseId: approval.case_id, validUntil },
      `disclosure-expiry:${approval.id}:${validUntil.toISOString()}`,
    )
  }
  return expiring.length
}

const sweep = globalThis as { __caseExpiryWarningSweep?: NodeJS.Timeout }

/** Runs sendExpiryWarnings every few minutes in the server process (started once, from instrumentation). */
export function startExpiryWarningSweep(): void {
  sweep.__caseExpiryWarningSweep ??= setInterval(() => {
    getDb()
      .then((db) => sendExpiryWarnings(db, new Date()))
      .catch((error: unknown) =>
        console.error('[case-service] disclosure expiry warnings failed:', (error as Error).message),
      )
  }, SWEEP_INTERVAL_MS).unref()
}
