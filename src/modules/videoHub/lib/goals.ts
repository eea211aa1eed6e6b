import type { PayloadRequest } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import type { VpMonthlyGoals } from '@/payload-types'
import { goalProgress, monthRange, type GoalProgress } from './progress'

/** A goal's progress from its channel's published videos of the month and current metrics. */
export async function loadGoalProgress(req: PayloadRequest, goal: VpMonthlyGoals, now: Date): Promise<GoalProgress> {
  const channelId = tenantIdOf(goal.channel)!
  const { start, end } = monthRange(goal.month)
  const [published, channel] = await Promise.all([
    req.payload.count({
      collection: 'video-platform-content',
      where: {
        and: [
          { channel: { equals: channelId } },
          { status: { equals: 'published' } },
          { publishedAt: { greater_than_equal: start.toISOString() } },
          { publishedAt: { less_than: end.toISOString() } },
        ],
      },
      overrideAccess: true,
      req,
    }),
    typeof goal.channel === 'object' && goal.channel
      ? goal.channel
      : req.payload.findByID({
          collection: 'video-platform-channels',
          id: channelId,
          depth: 0,
          overrideAccess: true,
          req,
        }),
  ])
  return goalProgress(goal, published.totalDocs, channel.metrics ?? {}, now)
}
