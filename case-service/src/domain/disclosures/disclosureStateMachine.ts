/**
 * Disclosure requests (Freigaben): an employee asks to see a case unmasked, an admin decides.
 *
 * Error kinds map to HTTP later: not_found → 404, forbidden → 403, illegal_transition → 409.
 * Precedence: not_found, then forbidden, then illegal_transition, so a response never reveals
 * more than the actor may know.
 */

export const DISCLOSURE_VALIDITY_MS = 24 * 60 * 60 * 1000

export type DisclosureStatus = 'pending' | 'approved' | 'rejected' | 'revoked' | 'expired'
export type DisclosureAction = 'approve' | 'reject' | 'revoke' | 'reactivate' | 'delete' | 're_request'
/** Resolved by the caller: `requester` owns the request, `other_employee` is any other non-admin. */
export type DisclosureActor = 'admin' | 'requester' | 'other_employee'

export type StoredDisclosure = {
  status: DisclosureStatus
  valid_until: Date | null
}

export type DisclosureRequest = {
  reason: string
} & StoredDisclosure

export type TransitionResult =
  | { kind: 'update'; status: DisclosureStatus; valid_until: Date | null }
  | { kind: 'delete' }
  | { kind: 'create_new'; status: 'pending'; reason: string }

export type TransitionErrorKind = 'not_found' | 'forbidden' | 'illegal_transition'

export type TransitionOutcome =
  { ok: true; result: TransitionResult } | { ok: false; error: { kind: TransitionErrorKind; message: string } }

type ActionRule = {
  allowedActors: readonly DisclosureActor[]
  fromStatuses: readonly DisclosureStatus[]
  apply: (request: DisclosureRequest, now: Date) => TransitionResult
}

const ACTION_RULES: Record<DisclosureAction, ActionRule> = {
  approve: {
    allowedActors: ['admin'],
    fromStatuses: ['pending'],
    apply: (_request, now) => ({ kind: 'update', status: 'approved', valid_until: validityEnd(now) }),
  },
  reject: {
    allowedActors: ['admin'],
    fromStatuses: ['pending'],
    apply: () => ({ kind: 'update', status: 'rejected', valid_until: null }),
  },
  // The window is cleared on revoke: valid_until only carries meaning while approved.
  revoke: {
    allowedActors: ['admin', 'requester'],
    fromStatuses: ['approved'],
    apply: () => ({ kind: 'update', status: 'revoked', valid_until: null }),
  },
  reactivate: {
    allowedActors: ['admin'],
    fromStatuses: ['revoked', 'expired'],
    apply: (_request, now) => ({ kind: 'update', status: 'approved', valid_until: validityEnd(now) }),
  },
  delete: {
    allowedActors: ['admin', 'requester'],
    fromStatuses: ['rejected', 'revoked', 'expired'],
    apply: () => ({ kind: 'delete' }),
  },
  // The old request stays untouched as history; the new one starts over as pending.
  re_request: {
    allowedActors: ['requester'],
    fromStatuses: ['expired', 'revoked', 'rejected'],
    apply: (request) => ({ kind: 'create_new', status: 'pending', reason: request.reason }),
  },
}

const ACTOR_LABELS: Record<DisclosureActor, string> = {
  admin: 'an admin',
  requester: 'the requesting employee',
  other_employee: 'another employee',
}

const ACTION_LABELS: Record<DisclosureAction, string> = {
  approve: 'approve',
  reject: 'reject',
  revoke: 'revoke',
  reactivate: 'reactivate',
  delete: 'delete',
  re_request: 're-request',
}

/**
 * The status every reader must see: an approval past its window is expired at once, without
 * waiting for a job to rewrite the row. The window excludes valid_until itself. An approval
 * without valid_until is treated as expired so broken data never grants access.
 */
export function effectiveStatus(stored: StoredDisclosure, now: Date): DisclosureStatus {
  if (stored.status !== 'approved') return stored.status
  if (stored.valid_until === null || now.getTime() >= stored.valid_until.getTime()) return 'expired'
  return 'approved'
}

export function transition(
  request: DisclosureRequest,
  action: DisclosureAction,
  actor: DisclosureActor,
  now: Date,
): TransitionOutcome {
  if (actor === 'other_employee') {
    return failure('not_found', 'Disclosure request not found')
  }
  const rule = ACTION_RULES[action]
  if (!rule.allowedActors.includes(actor)) {
    const allowed = rule.allowedActors.map((a) => ACTOR_LABELS[a]).join(' or ')
    return failure('forbidden', `Only ${allowed} may ${ACTION_LABELS[action]} a disclosure request`)
  }
  const status = effectiveStatus(request, now)
  if (!rule.fromStatuses.includes(status)) {
    return failure(
      'illegal_transition',
      `Cannot ${ACTION_LABELS[action]} a disclosure request that is ${status}; allowed from: ${rule.fromStatuses.join(', ')}`,
    )
  }
  return { ok: true, result: rule.apply(request, now) }
}

function validityEnd(now: Date): Date {
  return new Date(now.getTime() + DISCLOSURE_VALIDITY_MS)
}

function failure(kind: TransitionErrorKind, message: string): TransitionOutcome {
  return { ok: false, error: { kind, message } }
}

/** The actions an actor may take on a request in this status (what a screen offers; the service decides again). */
export function allowedActions(status: DisclosureStatus, actor: DisclosureActor): DisclosureAction[] {
  return (Object.keys(ACTION_RULES) as DisclosureAction[]).filter(
    (action) =>
      ACTION_RULES[action].allowedActors.includes(actor) && ACTION_RULES[action].fromStatuses.includes(status),
  )
}
