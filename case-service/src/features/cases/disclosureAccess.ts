import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { disclosureRequests } from '@case/db/schema'
import { effectiveStatus } from '@case/domain/disclosures/disclosureStateMachine'

/**
 * The cases among `caseIds` that `requesterId` may see unmasked at `now`: their own request,
 * approved and inside its window. A stored `approved` past valid_until counts as expired at once.
 */
export async function casesWithValidDisclosure(
  db: Pick<Db, 'select'>,
  requesterId: string,
  caseIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (caseIds.length === 0) return new Set()
  const approvals = await db
    .select({
      case_id: disclosureRequests.case_id,
      status: disclosureRequests.status,
      valid_until: disclosureRequests.valid_until,
    })
    .from(disclosureRequests)
    .where(
      and(
        eq(disclosureRequests.requester_id, requesterId),
        eq(disclosureRequests.status, 'approved'),
        inArray(disclosureRequests.case_id, [...caseIds]),
      ),
    )
  return new Set(
    approvals.filter((approval) => effectiveStatus(approval, now) === 'approved').map((approval) => approval.case_id),
  )
}
