import { describe, expect, it } from 'vitest'
import { batchProgress, goalProgress, monthRange } from '@/modules/videoHub/lib/progress'
import { plannedTasks } from '@/modules/videoHub/lib/taskGeneration'
import { tokenHealth } from '@/modules/videoHub/lib/tokenHealth'
import type { VpChecklistTemplates } from '@/payload-types'

const now = new Date('2026-11-16T00:00:00.000Z')

describe('batch progress (hand-computed)', () => {
  it('counts approved, scheduled and published as ready, ignores archived and rejected', () => {
    // 5 live contents, 3 of them ready (approved, scheduled, published); target 4 → 75 %.
    const progress = batchProgress(
      { targetCount: 4, dueDate: '2026-11-30' },
      ['idea', 'editing', 'approved', 'scheduled', 'published', 'archived', 'rejected'],
      now,
    )
    expect(progress).toEqual({ target: 4, total: 5, ready: 3, published: 1, percent: 75, overdue: false })
  })
  it('is overdue after the due date while short of the target, and caps at 100 %', () => {
    expect(batchProgress({ targetCount: 3, dueDate: '2026-11-10' }, ['published', 'review'], now)).toMatchObject({
      percent: 33,
      overdue: true,
    })
    expect(batchProgress({ targetCount: 1, dueDate: '2026-11-10' }, ['published', 'published'], now)).toMatchObject({
      percent: 100,
      overdue: false,
    })
  })
})

describe('goal progress (hand-computed)', () => {
  it('measures the month: November 2026 has 30 days, the 16th at 00:00 is exactly half', () => {
    expect(monthRange('2026-11')).toEqual({
      start: new Date('2026-11-01T00:00:00.000Z'),
      end: new Date('2026-12-01T00:00:00.000Z'),
    })
    const progress = goalProgress(
      {
        month: '2026-11',
        targetVideos: 8,
        targetViews: 10_000,
        targetSubscribers: 200,
        baselineViews: 50_000,
        baselineSubscribers: 1_000,
      },
      4,
      { views: 55_000, subscribers: 1_050 },
      now,
    )
    expect(progress.elapsedPercent).toBe(50)
    expect(progress.videos).toEqual({ target: 8, actual: 4, percent: 50 })
    expect(progress.views).toEqual({ target: 10_000, actual: 5_000, percent: 50 })
    // 50 of 200 = 25 % < 50 % × 0.75 = 37.5 % → at risk.
    expect(progress.subscribers).toEqual({ target: 200, actual: 50, percent: 25 })
    expect(progress.atRisk).toBe(true)
  })
  it('is not at risk on pace, nor in the first week, and ignores measures without a target', () => {
    const onPace = goalProgress({ month: '2026-11', targetVideos: 8 }, 3, {}, now)
    // 3/8 = 37.5 % ≥ 37.5 % → fine.
    expect(onPace.atRisk).toBe(false)
    expect(onPace.views).toEqual({ target: 0, actual: 0, percent: 100 })
    expect(
      goalProgress({ month: '2026-11', targetVideos: 8 }, 0, {}, new Date('2026-11-05T00:00:00.000Z')).atRisk,
    ).toBe(false)
  })
})

describe('task planning from checklist templates', () => {
  const template = (
    id: number,
    status: string,
    channel: number | null,
    items: { id: string; title: string; dueInDays?: number; assignToContentAssignee?: boolean }[],
  ) =>
    ({
      id,
      status,
      channel,
      items,
      name: `T${id}`,
      tenant: 1,
      updatedAt: '',
      createdAt: '',
    }) as unknown as VpChecklistTemplates
  it('plans one task per item of the templates for the stage and the channel (or no channel), keyed by content and item', () => {
    const planned = plannedTasks(
      { id: 7, channel: 3, assignee: 42 },
      'filming',
      [
        template(1, 'filming', 3, [
          { id: 'a', title: 'Licht', dueInDays: 2 },
          { id: 'b', title: 'Ton', assignToContentAssignee: false },
        ]),
        template(2, 'filming', null, [{ id: 'c', title: 'Drehgenehmigung' }]),
        template(3, 'filming', 4, [{ id: 'd', title: 'Anderer Kanal' }]),
        template(4, 'editing', 3, [{ id: 'e', title: 'Schnitt' }]),
      ],
      now,
    )
    expect(planned.map((task) => [task.key, task.title, task.assignee])).toEqual([
      ['7:a', 'Licht', 42],
      ['7:b', 'Ton', null],
      ['7:c', 'Drehgenehmigung', 42],
    ])
    expect(planned[0]!.dueDate).toBe('2026-11-18T00:00:00.000Z')
  })
})

describe('token health', () => {
  it('derives ok, expiring (within 7 days), expired, error and not linked', () => {
    expect(tokenHealth(null, now)).toBe('not_linked')
    expect(tokenHealth({ status: 'connected', tokenExpiresAt: '2026-12-30T00:00:00.000Z' }, now)).toBe('ok')
    expect(tokenHealth({ status: 'connected', tokenExpiresAt: '2026-11-20T00:00:00.000Z' }, now)).toBe('expiring')
    expect(tokenHealth({ status: 'connected', tokenExpiresAt: '2026-11-15T00:00:00.000Z' }, now)).toBe('expired')
    expect(tokenHealth({ status: 'error' }, now)).toBe('error')
  })
})
