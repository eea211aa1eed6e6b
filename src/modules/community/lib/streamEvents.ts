import type { Where } from 'payload'
import { z } from 'zod'

/**
 * Position in the stream of interaction changes: the change time in ms and the row id, so two
 * changes in the same millisecond still have an order. It is the SSE event id, which the browser
 * sends back as `Last-Event-ID` when it reconnects.
 */
export type StreamCursor = { time: number; id: number }

export const formatCursor = (cursor: StreamCursor): string => `${cursor.time}-${cursor.id}`

/** A `Last-Event-ID` value: `<ms>-<id>`, both non-negative integers within safe range. */
export const cursorSchema = z
  .string()
  .regex(/^\d{1,15}-\d{1,15}$/, 'must be <milliseconds>-<id>, as sent in the event ids')
  .transform((value): StreamCursor => {
    const [time, id] = value.split('-').map(Number)
    return { time: time!, id: id! }
  })

export const cursorOf = (doc: { updatedAt: string; id: number }): StreamCursor => ({
  time: Date.parse(doc.updatedAt),
  id: doc.id,
})

/** Rows changed after the cursor, in the order `updatedAt, id` (the caller sorts the same way). */
export function changedAfter(cursor: StreamCursor): Where {
  const at = new Date(cursor.time).toISOString()
  return {
    or: [
      { updatedAt: { greater_than: at } },
      { and: [{ updatedAt: { equals: at } }, { id: { greater_than: cursor.id } }] },
    ],
  }
}

/** One SSE message; `data` is JSON on a single line, so no payload can end the event early. */
export const sseMessage = (message: { id: string; event: string; data: unknown }): string =>
  `id: ${message.id}\nevent: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`

/** A comment line: ignored by EventSource, keeps proxies from closing an idle connection. */
export const sseComment = (text: string): string => `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`
