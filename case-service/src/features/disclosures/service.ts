import { and, count, eq, inArray, lte, type SQL } from 'drizzle-orm'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db, Executor, Transaction } from '@case/db/client'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder, type ListRequest } from '@case/db/keysetPagination'
import { cases, disclosureRequests, users, type DISCLOSURE_STATUSES } from '@case/db/schema'
import {
  effectiveStatus,
  transition,
  type DisclosureAction,
  type DisclosureActor,
  type TransitionErrorKind,
} from '@case/domain/disclosures/disclosureStateMachine'
import { ApiError, conflict, forbidden, notFound } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import type { AuditAction } from '@case/features/audit/auditActions'
import { notifyAdmins, notifyUser } from '@case/features/notifications/notify'
import { maskFallId } from '@case/features/cases/casePresentation'
import { casesInScope } from '@case/features/cases/caseScope'

type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number]

const disclosureColumns = {
  id: disclosureRequests.id,
  case_id: disclosureRequests.case_id,
  fall_id: cases.fall_id,
  requester_id: disclosureRequests.requester_id,
  requester_name: users.name,
  reason: disclosureRequests.reason,
  status: disclosureRequests.status,
  valid_until: disclosureRequests.valid_until,
  decided_by: disclosureRequests.decided_by,
  decided_at: disclosureRequests.decided_at,
  reject_reason: disclosureRequests.reject_reason,
  previous_request_id: disclosureRequests.previous_request_id,
  created_at: disclosureRequests.created_at,
  updated_at: disclosureRequests.updated_at,
}

const TRANSITION_ERRORS: Record<TransitionErrorKind, (message: string) => ApiError> = {
  not_found: (message) => notFound(message),
  forbidden: (message) => forbidden(message),
  illegal_transition: (message) => conflict(message, 'illegal_transition'),
}

/** The status every reader sees (a lapsed approval is expired) and the fall_id masked for employees. */
export function toDisclosureJson(row: DisclosureRow, viewer: AuthUser, now: Date) {
  return {
    ...row,
    fall_id: viewer.role === 'admin' ? row.fall_id : maskFallId(row.fall_id),
    status: effectiveStatus(row, now),
  }
}

/**
 * Persists what effectiveStatus already tells every reader, so a status filter in SQL sees
 * lapsed approvals as expired. Idempotent and cheap (index on status, valid_until).
 */
export async function expireLapsedApprovals(db: Executor, now: Date): Promise<void> {
  await db
    .update(disclosureRequests)
    .set({ status: 'expired', updated_at: now })
    .where(and(eq(disclosureRequests.status, 'approved'), lte(disclosureRequests.valid_until, now)))
}

const NEWEST_FIRST: KeysetOrder = {
  column: disclosureRequests.created_at,
  kind: 'timestamp',
  descending: true,
  id: disclosureRequests.id,
  idKind: 'uuid',
}

type Slice = { after?: SQL; orderBy?: SQL[]; limit: number }

/** Requests on in-scope cases, with the case's fall_id and the requester's name. */
function selectDisclosures(db: Executor, conditions: (SQL | undefined)[], { after, orderBy = [], limit }: Slice) {
  return db
    .select({ ...disclosureColumns, sort_key: sortKeyOf(NEWEST_FIRST) })
    .from(disclosureRequests)
    .innerJoin(cases, eq(cases.id, disclosureRequests.case_id))
    .innerJoin(users, eq(users.id, disclosureRequests.requester_id))
    .where(casesInScope(...conditions, after))
    .orderBy(...orderBy)
    .limit(limit)
}

export type DisclosureRow = Omit<Awaited<ReturnType<typeof selectDisclosures>>[number], 'sort_key'>

export async function getDisclosureOr404(db: Executor, id: string): Promise<DisclosureRow> {
  const [found] = await selectDisclosures(db, [eq(disclosureRequests.id, id)], { limit: 1 })
  if (!found) throw notFound('Disclosure request not found')
  const { sort_key: _sortKey, ...row } = found
  return row
}

export type DisclosureListFilter = ListRequest & { requesterId?: string; status?: DisclosureStatus }

/** Newest first, by cursor (db/keysetPagination.ts). */
export async function listDisclosures(db: Db, { requesterId, status, ...request }: DisclosureListFilter, now: Date) {
  await expireLapsedApprovals(db, now)
  const conditions = [
    requesterId === undefined ? undefined : eq(disclosureRequests.requester_id, requesterId),
    status === undefined ? undefined : eq(disclosureRequests.status, status),
  ]
  return keysetPage(request, {
    fingerprint: listFingerprint('disclosure-requests', { requesterId, status }),
    order: NEWEST_FIRST,
    fetch: (slice) => selectDisclosures(db, conditions, slice),
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(disclosureRequests)
        .innerJoin(cases, eq(cases.id, disclosureRequests.case_id))
        .where(casesInScope(...conditions))
      return row?.total ?? 0
    },
  })
}

type NewRequest = { caseId: string; requesterId: string; reason: string; previousRequestId?: string; now: Date }

/**
 * A new pending request. The case row lock serialises requests for one case, so the check for an
 * open (pending or valid) request of the same employee cannot race with a second one.
 */
async function insertPendingRequest(
  tx: Transaction,
  { caseId, requesterId, reason, previousRequestId, now }: NewRequest,
): Promise<string> {
  const [lockedCase] = await tx
    .select({ id: cases.id })
    .from(cases)
    .where(casesInScope(eq(cases.id, caseId)))
    .for('update')
  if (!lockedCase) throw notFound('Case not found')
  const open = await tx
    .select({ status: disclosureRequests.status, valid_until: disclosureRequests.valid_until })
    .from(disclosureRequests)
    .where(
      and(
        eq(disclosureRequests.case_id, caseId),
        eq(disclosureRequests.requester_id, requesterId),
        inArray(disclosureRequests.status, ['pending', 'approved']),
      ),
    )
  if (open.some((request) => ['pending', 'approved'].includes(effectiveStatus(request, now)))) {
    throw conflict('You already have an open disclosure request for this case', 'disclosure_request_open')
  }
  const [created] = await tx
    .insert(disclosureRequests)
    .values({
      case_id: caseId,
      requester_id: requesterId,
      reason,
      previous_request_id: previousRequestId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: disclosureRequests.id })
  await notifyAdmins(tx, { type: 'disclosure_requested', disclosureId: created!.id })
  return created!.id
}

export async function createDisclosureRequest(
  db: Db,
  { caseId, user, reason, request }: { caseId: string; user: AuthUser; reason: string; request: Request },
): Promise<string> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const id = await insertPendingRequest(tx, { caseId, requesterId: user.id, reason, now })
    await writeAudit(tx, {
      action: 'disclosures.requested',
      userId: user.id,
      entityType: 'disclosure_request',
      entityId: id,
      details: { case_id: caseId },
      request,
    })
    return id
  })
}

export type DisclosureActionInput = {
  id: string
  action: DisclosureAction
  user: AuthUser
  request: Request
  /** reject: shown to the employee; re_request: replaces the earlier reason */
  reason?: string
}

/** Loads, locks and authorises a request for `action` through the state machine; returns the allowed result. */
async function lockForAction(tx: Transaction, id: string, action: DisclosureAction, user: AuthUser, now: Date) {
  const [current] = await tx
    .select({
      case_id: disclosureRequests.case_id,
      requester_id: disclosureRequests.requester_id,
      reason: disclosureRequests.reason,
      status: disclosureRequests.status,
      valid_until: disclosureRequests.valid_until,
    })
    .from(disclosureRequests)
    .innerJoin(cases, eq(cases.id, disclosureRequests.case_id))
    .where(casesInScope(eq(disclosureRequests.id, id)))
    .for('update', { of: disclosureRequests })
  if (!current) throw notFound('Disclosure request not found')
  const actor: DisclosureActor =
    user.role === 'admin' ? 'admin' : current.requester_id === user.id ? 'requester' : 'other_employee'
  const outcome = transition(current, action, actor, now)
  if (!outcome.ok) throw TRANSITION_ERRORS[outcome.error.kind](outcome.error.message)
  return { current, result: outcome.result }
}

/** The pre-filled form of a re-request, only where a re-request would be allowed. */
export async function reRequestPrefill(db: Db, id: string, user: AuthUser) {
  return db.transaction(async (tx) => {
    const { current } = await lockForAction(tx, id, 're_request', user, new Date())
    return { case_id: current.case_id, previous_request_id: id, reason: current.reason }
  })
}

/**
 * Every change of a disclosure request goes through `transition()` of the state machine, inside
 * one transaction holding the row lock. Returns the id of the request to show afterwards (the
 * new one for a re-request), or null after a delete.
 */
export async function performDisclosureAction(
  db: Db,
  { id, action, user, request, reason }: DisclosureActionInput,
): Promise<string | null> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const { current, result } = await lockForAction(tx, id, action, user, now)
    let resultId: string | null = id
    switch (result.kind) {
      case 'update': {
        const decision =
          action === 'approve' || action === 'reject' || action === 'reactivate'
            ? { decided_by: user.id, decided_at: now }
            : {}
        await tx
          .update(disclosureRequests)
          .set({
            status: result.status,
            valid_until: result.valid_until,
            updated_at: now,
            ...decision,
            ...(action === 'reject' ? { reject_reason: reason } : {}),
          })
          .where(eq(disclosureRequests.id, id))
        break
      }
      case 'delete':
        await tx.delete(disclosureRequests).where(eq(disclosureRequests.id, id))
        resultId = null
        break
      case 'create_new':
        resultId = await insertPendingRequest(tx, {
          caseId: current.case_id,
          requesterId: current.requester_id,
          reason: reason ?? result.reason,
          previousRequestId: id,
          now,
        })
        break
    }
    await writeAudit(tx, {
      action: AUDITED_AS[action],
      userId: user.id,
      entityType: 'disclosure_request',
      entityId: id,
      details: {
        case_id: current.case_id,
        ...(resultId !== null && resultId !== id ? { new_request_id: resultId } : {}),
      },
      request,
    })
    await notifyRequester(tx, action, { ...current, id }, result.kind === 'update' ? result.valid_until : null, reason)
    return resultId
  })
}

const AUDITED_AS: Record<DisclosureAction, AuditAction> = {
  approve: 'disclosures.approved',
  reject: 'disclosures.rejected',
  revoke: 'disclosures.revoked',
  reactivate: 'disclosures.reactivated',
  delete: 'disclosures.deleted',
  re_request: 'disclosures.re_requested',
}

async function notifyRequester(
  tx: Transaction,
  action: DisclosureAction,
  current: { id: string; case_id: string; requester_id: string },
  validUntil: Date | null,
  reason: string | undefined,
): Promise<void> {
  if (action === 'approve') {
    await notifyUser(tx, current.requester_id, {
      type: 'disclosure_approved',
      caseId: current.case_id,
      validUntil: validUntil!,
    })
  } else if (action === 'reject') {
    await notifyUser(tx, current.requester_id, { type: 'disclosure_rejected', disclosureId: current.id, reason })
  }
}
