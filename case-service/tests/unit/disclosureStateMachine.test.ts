import { describe, expect, it } from 'vitest'
import {
  allowedActions,
  DISCLOSURE_VALIDITY_MS,
  effectiveStatus,
  transition,
  type DisclosureAction,
  type DisclosureActor,
  type DisclosureRequest,
  type DisclosureStatus,
  type TransitionOutcome,
} from '../../src/domain/disclosures/disclosureStateMachine'

const NOW = new Date('2026-03-10T12:00:00Z')
const IN_24H = new Date(NOW.getTime() + 24 * 60 * 60 * 1000)
const REASON = 'Rückfrage des Leistungserbringers zum Fall'

const ACTIONS: readonly DisclosureAction[] = ['approve', 'reject', 'revoke', 'reactivate', 'delete', 're_request']
const ACTORS: readonly DisclosureActor[] = ['admin', 'requester', 'other_employee']

/** Stored rows per effective state; "expired" occurs both written out and as a lapsed approval. */
const FIXTURES: readonly { name: string; effective: DisclosureStatus; request: DisclosureRequest }[] = [
  { name: 'pending', effective: 'pending', request: { status: 'pending', valid_until: null, reason: REASON } },
  {
    name: 'approved (1 h left)',
    effective: 'approved',
    request: { status: 'approved', valid_until: new Date(NOW.getTime() + 3_600_000), reason: REASON },
  },
  { name: 'rejected', effective: 'rejected', request: { status: 'rejected', valid_until: null, reason: REASON } },
  { name: 'revoked', effective: 'revoked', request: { status: 'revoked', valid_until: null, reason: REASON } },
  {
    name: 'expired (stored)',
    effective: 'expired',
    request: { status: 'expired', valid_until: new Date(NOW.getTime() - 3_600_000), reason: REASON },
  },
  {
    name: 'expired (approved, lapsed)',
    effective: 'expired',
    request: { status: 'approved', valid_until: new Date(NOW.getTime() - 3_600_000), reason: REASON },
  },
]

// Expected outcome codes:
//   'approved'/'rejected'/'revoked' = update to that status (approved with valid_until = NOW + 24h, others null)
//   'delete' = hard delete, 'create' = new pending request with the old reason
//   409 = illegal_transition, 403 = forbidden, 404 = not_found
type Expected = 'approved' | 'rejected' | 'revoked' | 'delete' | 'create' | 403 | 404 | 409
type Row = Record<DisclosureActor, Expected>

// Written out in full (not derived from the implementation's rules) so a wrong rule fails a row.
// other_employee always gets 404: a request of someone else must not be revealed to exist.
/** approve and reject: the admin's decision on a pending request, into `decided`. */
const adminDecision = (decided: 'approved' | 'rejected'): Record<DisclosureStatus, Row> => ({
  pending: { admin: decided, requester: 403, other_employee: 404 },
  approved: { admin: 409, requester: 403, other_employee: 404 },
  rejected: { admin: 409, requester: 403, other_employee: 404 },
  revoked: { admin: 409, requester: 403, other_employee: 404 },
  expired: { admin: 409, requester: 403, other_employee: 404 },
})

const MATRIX: Record<DisclosureAction, Record<DisclosureStatus, Row>> = {
  approve: adminDecision('approved'),
  reject: adminDecision('rejected'),
  revoke: {
    pending: { admin: 409, requester: 409, other_employee: 404 },
    approved: { admin: 'revoked', requester: 'revoked', other_employee: 404 },
    rejected: { admin: 409, requester: 409, other_employee: 404 },
    revoked: { admin: 409, requester: 409, other_employee: 404 },
    expired: { admin: 409, requester: 409, other_employee: 404 },
  },
  reactivate: {
    pending: { admin: 409, requester: 403, other_employee: 404 },
    approved: { admin: 409, requester: 403, other_employee: 404 },
    rejected: { admin: 409, requester: 403, other_employee: 404 },
    revoked: { admin: 'approved', requester: 403, other_employee: 404 },
    expired: { admin: 'approved', requester: 403, other_employee: 404 },
  },
  delete: {
    pending: { admin: 409, requester: 409, other_employee: 404 },
    approved: { admin: 409, requester: 409, other_employee: 404 },
    rejected: { admin: 'delete', requester: 'delete', other_employee: 404 },
    revoked: { admin: 'delete', requester: 'delete', other_employee: 404 },
    expired: { admin: 'delete', requester: 'delete', other_employee: 404 },
  },
  re_request: {
    pending: { admin: 403, requester: 409, other_employee: 404 },
    approved: { admin: 403, requester: 409, other_employee: 404 },
    rejected: { admin: 403, requester: 'create', other_employee: 404 },
    revoked: { admin: 403, requester: 'create', other_employee: 404 },
    expired: { admin: 403, requester: 'create', other_employee: 404 },
  },
}

function expectedOutcome(expected: Expected): TransitionOutcome {
  switch (expected) {
    case 'approved':
      return { ok: true, result: { kind: 'update', status: 'approved', valid_until: IN_24H } }
    case 'rejected':
    case 'revoked':
      return { ok: true, result: { kind: 'update', status: expected, valid_until: null } }
    case 'delete':
      return { ok: true, result: { kind: 'delete' } }
    case 'create':
      return { ok: true, result: { kind: 'create_new', status: 'pending', reason: REASON } }
    case 403:
      return { ok: false, error: { kind: 'forbidden', message: expect.any(String) as string } }
    case 404:
      return { ok: false, error: { kind: 'not_found', message: 'Disclosure request not found' } }
    case 409:
      return { ok: false, error: { kind: 'illegal_transition', message: expect.any(String) as string } }
  }
}

const CASES = FIXTURES.flatMap((fixture) =>
  ACTIONS.flatMap((action) =>
    ACTORS.map((actor) => ({
      state: fixture.name,
      action,
      actor,
      request: fixture.request,
      expected: MATRIX[action][fixture.effective][actor],
    })),
  ),
)

describe('transition: every state × action × actor', () => {
  it('covers all 5 states × 6 actions × 3 actors', () => {
    const combos = new Set(
      FIXTURES.flatMap((f) => ACTIONS.flatMap((a) => ACTORS.map((actor) => `${f.effective}|${a}|${actor}`))),
    )
    expect(combos.size).toBe(5 * 6 * 3)
    expect(CASES).toHaveLength(FIXTURES.length * 6 * 3)
  })

  it.each(CASES)('$state / $action by $actor → $expected', ({ request, action, actor, expected }) => {
    const before = structuredClone(request)
    expect(transition(request, action, actor, NOW)).toEqual(expectedOutcome(expected))
    // The stored request is never modified in place (re_request in particular leaves it unchanged).
    expect(request).toEqual(before)
  })
})

describe('allowedActions: what a screen offers', () => {
  it.each(CASES)('$state / $action by $actor agrees with transition', ({ request, action, actor }) => {
    const offered = allowedActions(effectiveStatus(request, NOW), actor).includes(action)
    expect(offered).toBe(transition(request, action, actor, NOW).ok)
  })
})

describe('transition messages', () => {
  it('names the current state and the allowed ones for an illegal transition', () => {
    expect(transition(FIXTURES[0]!.request, 'delete', 'requester', NOW)).toEqual({
      ok: false,
      error: {
        kind: 'illegal_transition',
        message: 'Cannot delete a disclosure request that is pending; allowed from: rejected, revoked, expired',
      },
    })
  })

  it('names who may act when forbidden', () => {
    expect(transition(FIXTURES[0]!.request, 'approve', 'requester', NOW)).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'Only an admin may approve a disclosure request' },
    })
    expect(transition(FIXTURES[2]!.request, 're_request', 'admin', NOW)).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'Only the requesting employee may re-request a disclosure request' },
    })
  })
})

describe('effectiveStatus and the expiry boundary', () => {
  const approvedUntil = (validUntil: Date | null): DisclosureRequest => ({
    status: 'approved',
    valid_until: validUntil,
    reason: REASON,
  })

  it('is 24 hours', () => {
    expect(DISCLOSURE_VALIDITY_MS).toBe(86_400_000)
  })

  it.each([
    { offsetMs: -1, expected: 'approved' },
    { offsetMs: 0, expected: 'expired' },
    { offsetMs: 1, expected: 'expired' },
  ])('now = valid_until + $offsetMs ms → $expected', ({ offsetMs, expected }) => {
    const validUntil = new Date(NOW.getTime() - offsetMs)
    expect(effectiveStatus(approvedUntil(validUntil), NOW)).toBe(expected)
  })

  it('treats an approval without valid_until as expired (fail closed)', () => {
    expect(effectiveStatus(approvedUntil(null), NOW)).toBe('expired')
  })

  it.each(['pending', 'rejected', 'revoked', 'expired'] as const)('leaves stored %s unchanged', (status) => {
    expect(effectiveStatus({ status, valid_until: new Date(NOW.getTime() - 1) }, NOW)).toBe(status)
  })

  it('an approval granted now is usable for exactly 24 hours', () => {
    const outcome = transition({ status: 'pending', valid_until: null, reason: REASON }, 'approve', 'admin', NOW)
    expect(outcome.ok).toBe(true)
    if (!outcome.ok || outcome.result.kind !== 'update') throw new Error('expected an update')
    const granted = { status: outcome.result.status, valid_until: outcome.result.valid_until }
    const justBefore = new Date(NOW.getTime() + DISCLOSURE_VALIDITY_MS - 1)
    const atEnd = new Date(NOW.getTime() + DISCLOSURE_VALIDITY_MS)
    expect(effectiveStatus(granted, justBefore)).toBe('approved')
    expect(effectiveStatus(granted, atEnd)).toBe('expired')
    // Right at the boundary the requester can no longer revoke but can re-request.
    const lapsed = { ...granted, reason: REASON }
    expect(transition(lapsed, 'revoke', 'requester', atEnd)).toMatchObject({
      ok: false,
      error: { kind: 'illegal_transition' },
    })
    expect(transition(lapsed, 're_request', 'requester', atEnd)).toMatchObject({
      ok: true,
      result: { kind: 'create_new' },
    })
    expect(transition(lapsed, 'revoke', 'requester', justBefore)).toMatchObject({
      ok: true,
      result: { status: 'revoked' },
    })
  })

  it('reactivation opens a fresh window from the moment of reactivation', () => {
    const later = new Date(NOW.getTime() + 5 * DISCLOSURE_VALIDITY_MS)
    const lapsed: DisclosureRequest = { status: 'approved', valid_until: NOW, reason: REASON }
    expect(transition(lapsed, 'reactivate', 'admin', later)).toEqual({
      ok: true,
      result: { kind: 'update', status: 'approved', valid_until: new Date(later.getTime() + DISCLOSURE_VALIDITY_MS) },
    })
  })
})
