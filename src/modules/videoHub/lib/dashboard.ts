import type { PayloadRequest } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { CONTENT_STATUSES, type ContentStatus } from './contentStateMachine'
import { loadGoalProgress } from './goals'
import { monthOf, type BatchProgress, type GoalProgress } from './progress'
import { tokenHealth, type TokenHealth } from './tokenHealth'

const UPCOMING_LIMIT = 5

export type ChannelDashboard = {
  channel: { id: number; name: string; tenant: number }
  contentByStatus: Record<ContentStatus, number>
  overdueTasks: { id: number; title: string; dueDate: string; content: number; assignee: number | null }[]
  goal: ({ id: number } & GoalProgress) | null
  upcoming: { id: number; title: string; scheduledFor: string }[]
  batches: { id: number; title: string; dueDate: string | null; progress: BatchProgress }[]
  token: { health: TokenHealth; status: string | null; expiresAt: string | null }
}

/** Zero for every status, so a chart shows the whole funnel. */
export const emptyStatusCounts = (): Record<ContentStatus, number> =>
  Object.fromEntries(CONTENT_STATUSES.map((status) => [status, 0])) as Record<ContentStatus, number>

/**
 * The hub's figures per channel the user may read (all, or the one asked for; null when that one
 * is not readable). Every read goes through the user's access, so a viewer sees their tenants only.
 */
export async function loadHubDashboard(
  req: PayloadRequest,
  channelId?: number,
  now = new Date(),
): Promise<ChannelDashboard[] | null> {
  const asUser = { overrideAccess: false, req, depth: 0 } as const
  const channels = await req.payload.find({
    collection: 'video-platform-channels',
    where: channelId ? { id: { equals: channelId } } : {},
    pagination: false,
    sort: 'name',
    ...asUser,
  })
  if (channelId && channels.docs.length === 0) return null
  const ids = channels.docs.map((channel) => channel.id)
  if (ids.length === 0) return []
  const [contents, goals, batches] = await Promise.all([
    req.payload.find({
      collection: 'video-platform-content',
      where: { channel: { in: ids } },
      pagination: false,
      select: { title: true, status: true, channel: true, scheduledFor: true },
      ...asUser,
    }),
    req.payload.find({
      collection: 'vp-monthly-goals',
      where: { and: [{ channel: { in: ids } }, { month: { equals: monthOf(now) } }] },
      pagination: false,
      ...asUser,
    }),
    req.payload.find({
      collection: 'vp-batches',
      where: { channel: { in: ids } },
      pagination: false,
      sort: 'dueDate',
      ...asUser,
    }),
  ])
  const contentIds = contents.docs.map((content) => content.id)
  const overdue = contentIds.length
    ? await req.payload.find({
        collection: 'vp-tasks',
        where: {
          and: [
            { content: { in: contentIds } },
            { status: { not_equals: 'done' } },
            { dueDate: { less_than: now.toISOString() } },
          ],
        },
        pagination: false,
        sort: 'dueDate',
        ...asUser,
      })
    : { docs: [] }
  const channelOfContent = new Map(contents.docs.map((content) => [content.id, String(tenantIdOf(content.channel))]))
  const accountIds = channels.docs
    .map((channel) => tenantIdOf(channel.socialAccount))
    .filter((id) => id !== undefined && id !== null)
  // Token health is part of the hub's figures even for users without a community role: only status and expiry are read.
  const accounts = accountIds.length
    ? await req.payload.find({
        collection: 'social-accounts',
        where: { id: { in: accountIds } },
        pagination: false,
        depth: 0,
        select: { status: true, tokenExpiresAt: true },
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const accountById = new Map(accounts.docs.map((account) => [String(account.id), account]))

  return Promise.all(
    channels.docs.map(async (channel) => {
      const mine = <T extends { channel?: unknown }>(docs: T[]) =>
        docs.filter((doc) => String(tenantIdOf(doc.channel)) === String(channel.id))
      const contentByStatus = emptyStatusCounts()
      for (const content of mine(contents.docs)) contentByStatus[content.status as ContentStatus] += 1
      const goal = mine(goals.docs)[0]
      const account = accountById.get(String(tenantIdOf(channel.socialAccount)))
      return {
        channel: { id: channel.id, name: channel.name, tenant: Number(tenantIdOf(channel.tenant)) },
        contentByStatus,
        overdueTasks: overdue.docs
          .filter((task) => channelOfContent.get(tenantIdOf(task.content) as number) === String(channel.id))
          .map((task) => ({
            id: task.id,
            title: task.title,
            dueDate: task.dueDate!,
            content: tenantIdOf(task.content) as number,
            assignee: (tenantIdOf(task.assignee) as number | undefined) ?? null,
          })),
        goal: goal ? { id: goal.id, ...(await loadGoalProgress(req, goal, now)) } : null,
        upcoming: mine(contents.docs)
          .filter(
            (content) =>
              content.status === 'scheduled' && content.scheduledFor && new Date(content.scheduledFor) >= now,
          )
          .sort((a, b) => a.scheduledFor!.localeCompare(b.scheduledFor!))
          .slice(0, UPCOMING_LIMIT)
          .map((content) => ({ id: content.id, title: content.title, scheduledFor: content.scheduledFor! })),
        batches: mine(batches.docs).map((batch) => ({
          id: batch.id,
          title: batch.title,
          dueDate: batch.dueDate ?? null,
          progress: batch.progress as BatchProgress,
        })),
        token: {
          health: tokenHealth(account, now),
          status: account?.status ?? null,
          expiresAt: account?.tokenExpiresAt ?? null,
        },
      }
    }),
  )
}
