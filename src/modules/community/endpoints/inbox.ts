import { z } from 'zod'
import { interactionFilters, interactionWhere } from '@/modules/community/lib/interactionFilters'
import { INTERACTION_STATUSES } from '@/modules/community/lib/vocabulary'
import { endpoint, parseInput } from '@/endpoints/endpoint'
import { interactionReaders } from './interactionQuery'

export const INBOX_PAGE_SIZE = 50

const inboxQuery = interactionFilters.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

/**
 * GET /api/community/inbox?<filters>&page= — the community inbox's list (src/modules/community/admin/inbox):
 * the reader's interactions that match the filters, newest first, and how many there are per status
 * under the same filters (the status tabs' counts; `new` is the unread count).
 */
export const inboxEndpoint = endpoint(
  { path: '/community/inbox', method: 'get', ...interactionReaders },
  async ({ req, user, tenants }) => {
    // Read after the capability and module checks: a reader without them gets 403 for any query.
    const { page, status, ...filters } = parseInput(inboxQuery, req.query ?? {})
    const read = { user, overrideAccess: false, req } as const
    const [list, ...counts] = await Promise.all([
      req.payload.find({
        collection: 'community-interactions',
        where: interactionWhere({ ...filters, status }, tenants, user.id),
        sort: ['-publishedAt', '-id'],
        depth: 0,
        limit: INBOX_PAGE_SIZE,
        page,
        ...read,
      }),
      ...INTERACTION_STATUSES.map((each) =>
        req.payload.count({
          collection: 'community-interactions',
          where: interactionWhere({ ...filters, status: each }, tenants, user.id),
          ...read,
        }),
      ),
    ])
    return {
      docs: list.docs,
      page: list.page,
      hasNextPage: list.hasNextPage,
      totalDocs: list.totalDocs,
      counts: Object.fromEntries(INTERACTION_STATUSES.map((each, index) => [each, counts[index]!.totalDocs])),
    }
  },
)
