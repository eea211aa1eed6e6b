import { describe, expect, it } from 'vitest'
import {
  changedAfter,
  cursorOf,
  cursorSchema,
  formatCursor,
  sseComment,
  sseMessage,
} from '@/modules/community/lib/streamEvents'

describe('community stream events', () => {
  it('round-trips the cursor of a row and rejects anything else as Last-Event-ID', () => {
    const cursor = cursorOf({ updatedAt: '2026-03-29T06:00:00.123Z', id: 42 })
    expect(formatCursor(cursor)).toBe(`${Date.parse('2026-03-29T06:00:00.123Z')}-42`)
    expect(cursorSchema.parse(formatCursor(cursor))).toEqual(cursor)
    for (const bad of ['', '12', '-1-2', '1-2-3', '1e5-2', '1-2\0', '9'.repeat(16) + '-1'])
      expect(cursorSchema.safeParse(bad).success, bad).toBe(false)
  })

  it('orders changes by time and id: a later time, or the same time and a larger id', () => {
    expect(changedAfter({ time: 0, id: 7 })).toEqual({
      or: [
        { updatedAt: { greater_than: '1970-01-01T00:00:00.000Z' } },
        { and: [{ updatedAt: { equals: '1970-01-01T00:00:00.000Z' } }, { id: { greater_than: 7 } }] },
      ],
    })
  })

  it('keeps every message on its lines: text with line breaks cannot end an event or forge a field', () => {
    const message = sseMessage({ id: '1-2', event: 'interaction', data: { text: 'a\n\nid: 9-9\r\ndata: forged' } })
    expect(message.split('\n')).toEqual([
      'id: 1-2',
      'event: interaction',
      'data: {"text":"a\\n\\nid: 9-9\\r\\ndata: forged"}',
      '',
      '',
    ])
    expect(sseComment('beat\n\ndata: x')).toBe(': beat data: x\n\n')
  })
})
