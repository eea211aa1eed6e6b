import type { ContentStatus } from './contentStateMachine'

/** Statuses in which a video is finished production-wise (counts towards a batch). */
const READY: readonly ContentStatus[] = ['approved', 'scheduled', 'published']

export type BatchProgress = {
  target: number
  total: number
  ready: number
  published: number
  percent: number
  overdue: boolean
}

/** A batch's progress from its contents' statuses: ready = approved, scheduled or published; percent of the target (capped at 100). */
export function batchProgress(
  batch: { targetCount: number; dueDate?: string | null },
  statuses: readonly ContentStatus[],
  now: Date,
): BatchProgress {
  const live = statuses.filter((status) => status !== 'archived' && status !== 'rejected')
  const ready = live.filter((status) => READY.includes(status)).length
  const published = live.filter((status) => status === 'published').length
  const target = Math.max(0, batch.targetCount)
  const percent = target === 0 ? 100 : Math.min(100, Math.round((ready / target) * 100))
  const overdue = Boolean(batch.dueDate) && new Date(batch.dueDate!).getTime() < now.getTime() && ready < target
  return { target, total: live.length, ready, published, percent, overdue }
}

/** `YYYY-MM` → the month's first instant and the next month's first instant (UTC). */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, monthIndex] = month.split('-').map(Number)
  return { start: new Date(Date.UTC(year!, monthIndex! - 1, 1)), end: new Date(Date.UTC(year!, monthIndex!, 1)) }
}

export const monthOf = (date: Date): string => date.toISOString().slice(0, 7)

type Measure = { target: number; actual: number; percent: number }
export type GoalProgress = {
  month: string
  elapsedPercent: number
  videos: Measure
  views: Measure
  subscribers: Measure
  atRisk: boolean
}

export type GoalInput = {
  month: string
  targetVideos?: number | null
  targetViews?: number | null
  targetSubscribers?: number | null
  baselineViews?: number | null
  baselineSubscribers?: number | null
}

const measure = (target: number | null | undefined, actual: number): Measure => {
  const goal = Math.max(0, target ?? 0)
  return { target: goal, actual, percent: goal === 0 ? 100 : Math.min(100, Math.round((actual / goal) * 100)) }
}

/** How far behind the month's pace a measure may fall before the goal counts as at risk (a quarter of the pace). */
const PACE_TOLERANCE = 0.75
/** No alarm in the first week: too little of the month has passed to judge the pace. */
const MIN_ELAPSED_FOR_RISK = 0.25

/**
 * A monthly goal's progress: videos published in the month, and views and subscribers gained since
 * the baseline recorded with the goal (from the channel's current metrics). At risk when some
 * measure with a target lags behind the elapsed share of the month by more than the tolerance.
 */
export function goalProgress(
  goal: GoalInput,
  publishedInMonth: number,
  metrics: { views?: number | null; subscribers?: number | null },
  now: Date,
): GoalProgress {
  const { start, end } = monthRange(goal.month)
  const elapsed = Math.min(1, Math.max(0, (now.getTime() - start.getTime()) / (end.getTime() - start.getTime())))
  const videos = measure(goal.targetVideos, publishedInMonth)
  const views = measure(goal.targetViews, Math.max(0, (metrics.views ?? 0) - (goal.baselineViews ?? 0)))
  const subscribers = measure(
    goal.targetSubscribers,
    Math.max(0, (metrics.subscribers ?? 0) - (goal.baselineSubscribers ?? 0)),
  )
  const behind = (m: Measure) => m.target > 0 && m.actual / m.target < elapsed * PACE_TOLERANCE
  const atRisk = elapsed >= MIN_ELAPSED_FOR_RISK && [videos, views, subscribers].some(behind)
  return { month: goal.month, elapsedPercent: Math.round(elapsed * 100), videos, views, subscribers, atRisk }
}
