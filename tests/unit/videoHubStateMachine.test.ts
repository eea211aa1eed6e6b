import { describe, expect, it } from 'vitest'
import type { HubRole } from '@/modules/videoHub/access/videoHub'
import {
  allowedTargets,
  checkTransition,
  CONTENT_STATUSES,
  type ContentStatus,
} from '@/modules/videoHub/lib/contentStateMachine'
import { ALLOWED_TRANSITIONS as ALLOWED } from '../helpers/fixtures/videoHub'

const ROLES: HubRole[] = ['VideoPlatformManager', 'VideoPlatformCreator', 'VideoPlatformViewer', 'none']
const mayAct = (role: HubRole, needed: 'creator' | 'manager' | undefined) =>
  needed !== undefined && (role === 'VideoPlatformManager' || (role === 'VideoPlatformCreator' && needed === 'creator'))
/** Preconditions satisfied, so only the table and the role decide. */
const ready = { approvals: 1, scheduledFor: '2026-12-01T10:00:00.000Z' }

describe('content state machine', () => {
  const cases = CONTENT_STATUSES.flatMap((from) =>
    CONTENT_STATUSES.filter((to) => to !== from).flatMap((to) => ROLES.map((role) => [from, to, role] as const)),
  )

  it.each(cases)('%s → %s as %s', (from, to, role) => {
    const needed = ALLOWED[`${from}>${to}`]
    const result = checkTransition({ from, to, role, ...ready })
    expect(result.ok).toBe(mayAct(role, needed))
    if (!result.ok) {
      expect(result.reason).toBe(needed === undefined ? 'not_allowed' : 'role')
      expect(result.message.de).toBeTruthy()
      expect(result.message.en).toBeTruthy()
    }
  })

  it('lets creators start ideas only and managers start anywhere (subject to the preconditions)', () => {
    for (const to of CONTENT_STATUSES) {
      expect(checkTransition({ from: undefined, to, role: 'VideoPlatformCreator', ...ready }).ok).toBe(to === 'idea')
      expect(checkTransition({ from: undefined, to, role: 'VideoPlatformManager', ...ready }).ok).toBe(true)
      expect(checkTransition({ from: undefined, to, role: 'VideoPlatformViewer', ...ready }).ok).toBe(false)
    }
  })

  it('requires an approval for approved, scheduled and published, and a date for scheduled', () => {
    const manager = 'VideoPlatformManager' as const
    expect(
      checkTransition({ from: 'review', to: 'approved', role: manager, approvals: 0, scheduledFor: null }),
    ).toMatchObject({ ok: false, reason: 'approval_required' })
    expect(
      checkTransition({ from: 'review', to: 'approved', role: manager, approvals: 1, scheduledFor: null }).ok,
    ).toBe(true)
    expect(
      checkTransition({ from: 'approved', to: 'scheduled', role: manager, approvals: 1, scheduledFor: null }),
    ).toMatchObject({ ok: false, reason: 'schedule_required' })
    // Saving an approved content again without its approvals is refused too.
    expect(
      checkTransition({ from: 'approved', to: 'approved', role: manager, approvals: 0, scheduledFor: null }),
    ).toMatchObject({ ok: false, reason: 'approval_required' })
    expect(
      checkTransition({
        from: 'editing',
        to: 'editing',
        role: 'VideoPlatformCreator',
        approvals: 0,
        scheduledFor: null,
      }).ok,
    ).toBe(true)
  })

  it('lists the targets a role may choose', () => {
    expect(allowedTargets('review', 'VideoPlatformCreator')).toEqual(['editing'])
    expect(allowedTargets('review', 'VideoPlatformManager')).toEqual(['editing', 'approved', 'rejected', 'archived'])
    expect(allowedTargets('published' as ContentStatus, 'VideoPlatformViewer')).toEqual([])
  })
})
