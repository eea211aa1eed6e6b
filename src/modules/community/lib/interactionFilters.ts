import type { Where } from 'payload'
import { z } from 'zod'
import { dateRange, instant } from '@/endpoints/emailLogFilters'
import { queryText, recordIdParam } from '@/endpoints/inputRules'
import { INTERACTION_STATUSES, SENTIMENTS, SOCIAL_NETWORKS } from './vocabulary'

/** An interaction's `channelId` as a query filter. */
export const channelParam = queryText(200)

/**
 * The inbox's filters as query parameters, shared by the inbox list and the exports (so an export holds
 * what the inbox shows). Dates filter the publication time; `assignee` is a user id, `me` or `none`;
 * `q` searches the text, the author and the video title.
 */
export const interactionFilters = z.object({
  status: z.enum(INTERACTION_STATUSES).optional(),
  sentiment: z.enum(SENTIMENTS).optional(),
  platform: z.enum(SOCIAL_NETWORKS).optional(),
  channel: channelParam.optional(),
  account: recordIdParam.optional(),
  video: queryText(200).optional(),
  assignee: z.union([z.enum(['me', 'none']), recordIdParam]).optional(),
  from: instant.optional(),
  to: instant.optional(),
  q: queryText(200).optional(),
})
export type InteractionFilters = z.infer<typeof interactionFilters>

/** The filters as a Payload `where` in the reader's tenants (`userId` resolves `assignee=me`). */
export function interactionWhere(
  filters: InteractionFilters,
  tenants: 'all' | readonly (number | string)[],
  userId: number | string,
): Where {
  const and: Where[] = []
  if (tenants !== 'all') and.push({ tenant: { in: [...tenants] } })
  if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.sentiment) and.push({ 'sentiment.label': { equals: filters.sentiment } })
  if (filters.platform) and.push({ platform: { equals: filters.platform } })
  if (filters.channel) and.push({ channelId: { equals: filters.channel } })
  if (filters.account) and.push({ account: { equals: filters.account } })
  if (filters.video) and.push({ videoId: { equals: filters.video } })
  if (filters.assignee === 'none') and.push({ assignedTo: { exists: false } })
  else if (filters.assignee !== undefined)
    and.push({ assignedTo: { equals: filters.assignee === 'me' ? userId : filters.assignee } })
  const { from, to } = dateRange(filters)
  if (from) and.push({ publishedAt: { greater_than_equal: from.toISOString() } })
  if (to) and.push({ publishedAt: { less_than: to.toISOString() } })
  if (filters.q)
    and.push({
      or: [{ text: { like: filters.q } }, { authorName: { like: filters.q } }, { videoTitle: { like: filters.q } }],
    })
  return { and }
}
