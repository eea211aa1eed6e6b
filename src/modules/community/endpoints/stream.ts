import { executeAuthStrategies, type PayloadRequest, type Where } from 'payload'
import { z } from 'zod'
import { tenantsWith } from '@/modules/community/access/community'
import { tenantsHavingModule } from '@/access/moduleAccess'
import { cmsEnv } from '@/env'
import {
  changedAfter,
  cursorOf,
  cursorSchema,
  formatCursor,
  sseComment,
  sseMessage,
  type StreamCursor,
} from '@/modules/community/lib/streamEvents'
import type { CommunityInteraction } from '@/payload-types'
import { endpoint, parseInput } from '@/endpoints/endpoint'
import { channelParam } from '@/modules/community/lib/interactionFilters'
import { interactionReaders } from './interactionQuery'

const BATCH = 200
const TEXT_PREVIEW = 500
const CREATED_WITHIN_MS = 1000

const streamQuery = z.object({
  channel: channelParam.optional(),
  // For clients that cannot set headers; the browser's own reconnect sends the Last-Event-ID header.
  lastEventId: cursorSchema.optional(),
})

/** Open streams and polls made, for monitoring (and for the test that a stream stops polling when its client leaves). */
const stats = { open: 0, polls: 0 }
export const communityStreamStats = (): Readonly<typeof stats> => ({ ...stats })

/** What a stream event carries: enough for a list row or a notification, not the whole document. */
const eventData = (doc: CommunityInteraction) => ({
  id: doc.id,
  tenant: typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant,
  // The database stamps both times on insert, not always in the same millisecond.
  change: Date.parse(doc.updatedAt) - Date.parse(doc.createdAt) < CREATED_WITHIN_MS ? 'created' : 'updated',
  platform: doc.platform,
  channelId: doc.channelId,
  videoId: doc.videoId,
  videoTitle: doc.videoTitle,
  authorName: doc.authorName,
  text: doc.text.slice(0, TEXT_PREVIEW),
  status: doc.status,
  priority: doc.priority,
  sentiment: doc.sentiment?.label ?? null,
  publishedAt: doc.publishedAt,
  updatedAt: doc.updatedAt,
})

/**
 * GET /api/community/stream[?channel=] — Server-Sent Events of new and changed interactions in the
 * reader's tenants (where they have `interactions.view`). Polls every COMMUNITY_STREAM_POLL_MS,
 * sends a heartbeat comment when nothing changed, resumes after `Last-Event-ID`, and stops polling
 * as soon as the client leaves (the request's signal aborts).
 */
export const communityStreamEndpoint = endpoint(
  // The tenants are checked again on every poll (changeStream); here for the status code.
  { path: '/community/stream', method: 'get', ...interactionReaders },
  async ({ req }) => {
    const header = req.headers.get('last-event-id')
    const query = parseInput(streamQuery, { ...req.query, ...(header ? { lastEventId: header } : {}) })
    const scope: Where[] = []
    if (query.channel) scope.push({ channelId: { equals: query.channel } })
    // A new client starts at "now": it sees what changes from here on, not the history.
    const start: StreamCursor = query.lastEventId ?? { time: Date.now(), id: 0 }
    return new Response(changeStream(req, scope, start, cmsEnv().COMMUNITY_STREAM_POLL_MS), {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Proxies (nginx) must pass events through at once instead of buffering them.
        'x-accel-buffering': 'no',
      },
    })
  },
)

function changeStream(
  req: PayloadRequest,
  scope: Where[],
  start: StreamCursor,
  pollMs: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor = start
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let stop = () => {}

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text))
      stop = () => {
        if (stopped) return
        stopped = true
        stats.open -= 1
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', stop)
        try {
          controller.close()
        } catch {
          // Already closed or cancelled by the reader.
        }
      }
      const poll = async () => {
        if (stopped) return
        stats.polls += 1
        let full = false
        try {
          // The request's credentials as they are now: a logout, an expired token or a deleted session
          // ends the stream, and so do a role taken away and the community module switched off.
          const { user: reader } = await executeAuthStrategies({
            headers: req.headers,
            payload: req.payload,
            canSetHeaders: false,
          })
          if (!reader || reader.collection !== 'users' || String(reader.id) !== String(req.user!.id)) return stop()
          const tenants = await tenantsHavingModule(req, 'community', tenantsWith(reader, 'interactions.view'))
          if (tenants !== 'all' && tenants.length === 0) return stop()
          const { docs } = await req.payload.find({
            collection: 'community-interactions',
            where: {
              and: [...scope, ...(tenants === 'all' ? [] : [{ tenant: { in: tenants } }]), changedAfter(cursor)],
            },
            sort: ['updatedAt', 'id'],
            limit: BATCH,
            pagination: false,
            depth: 0,
            overrideAccess: false,
            user: { ...reader, collection: 'users' },
          })
          if (stopped) return
          for (const doc of docs) {
            cursor = cursorOf(doc)
            send(sseMessage({ id: formatCursor(cursor), event: 'interaction', data: eventData(doc) }))
          }
          if (docs.length === 0) send(sseComment(`heartbeat ${new Date().toISOString()}`))
          full = docs.length === BATCH
        } catch (error) {
          if (stopped) return
          req.payload.logger.warn({ err: error }, 'community stream poll failed')
          send(sseComment('poll failed, retrying'))
        }
        // A full batch means more is waiting: fetch it at once instead of after the interval.
        if (!stopped) timer = setTimeout(() => void poll(), full ? 0 : pollMs)
      }
      stats.open += 1
      req.signal?.addEventListener('abort', stop, { once: true })
      if (req.signal?.aborted) return stop()
      send(`retry: ${pollMs}\n${sseComment('connected')}`)
      void poll()
    },
    cancel() {
      stop()
    },
  })
}
