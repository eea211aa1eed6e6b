import { describe, expect, it } from 'vitest'
import { ApiError } from '@case/http/apiError'
import { cursorParam, decodeCursor, encodeCursor, listFingerprint, seekPage } from '@case/db/keysetPagination'

const UUID = '0b5c3f0e-7d5e-4f43-9a6e-2f4c1d0e9a11'
const list = listFingerprint('cases', { sort: 'datum', fallgruppe: 'A' })
const timestampOrder = { kind: 'timestamp', idKind: 'uuid' } as const

const refused = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof ApiError && error.status === 400 && error.code === 'invalid_cursor'
  }
  return false
}

describe('keyset cursors', () => {
  it('round-trip as base64url text the query parameter accepts', () => {
    const text = encodeCursor({ list, key: '1711965600123456', id: UUID })
    expect(cursorParam.safeParse(text).success).toBe(true)
    expect(decodeCursor(text, list, timestampOrder)).toEqual({ list, key: '1711965600123456', id: UUID })
  })

  it('fingerprint the list, its filters and sort — not the order of the parameters or absent ones', () => {
    expect(listFingerprint('cases', { fallgruppe: 'A', sort: 'datum', jahr: undefined })).toBe(list)
    expect(listFingerprint('cases', { sort: '-datum', fallgruppe: 'A' })).not.toBe(list)
    expect(listFingerprint('cases', { sort: 'datum', fallgruppe: 'B' })).not.toBe(list)
    expect(listFingerprint('pending-icd', { sort: 'datum', fallgruppe: 'A' })).not.toBe(list)
  })

  it('are refused when malformed, tampered or from another list', () => {
    const forge = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const good = { l: list, k: '1711965600123456', i: UUID }
    expect(refused(() => decodeCursor('!!!', list, timestampOrder))).toBe(true)
    expect(refused(() => decodeCursor(forge(good), listFingerprint('cases', {}), timestampOrder))).toBe(true)
    for (const bad of [
      { ...good, k: '2024-03-01' },
      { ...good, k: '1'.repeat(18) },
      { ...good, i: 'x' },
      { ...good, x: 1 },
      [good],
      null,
    ]) {
      expect(
        refused(() => decodeCursor(forge(bad), list, timestampOrder)),
        JSON.stringify(bad),
      ).toBe(true)
    }
    // The key format follows the sort column: days for dates, bounded text without NUL for text.
    expect(decodeCursor(forge({ ...good, k: '19783' }), list, { kind: 'date', idKind: 'uuid' }).key).toBe('19783')
    expect(
      refused(() => decodeCursor(forge({ ...good, k: '2024-03-01' }), list, { kind: 'date', idKind: 'uuid' })),
    ).toBe(true)
    expect(refused(() => decodeCursor(forge({ ...good, k: 'a\0b' }), list, { kind: 'text', idKind: 'uuid' }))).toBe(
      true,
    )
    expect(decodeCursor(forge({ ...good, i: '42' }), list, { kind: 'timestamp', idKind: 'bigint' }).id).toBe('42')
  })
})

describe('seekPage', () => {
  const order = {
    column: null as never,
    kind: 'integer',
    descending: false,
    id: null as never,
    idKind: 'bigint',
  } as const
  /** A list of the numbers 1..size, sorted ascending; `counted` records whether it was counted. */
  const numbers = (size: number, counted: string[] = []) => ({
    fingerprint: list,
    order,
    fetch: async ({ cursor, limit }: { cursor?: { key: string }; limit: number }) =>
      Array.from({ length: size }, (_, index) => index + 1)
        .filter((n) => cursor === undefined || n > Number(cursor.key))
        .slice(0, limit),
    position: (n: number) => ({ key: String(n), id: String(n) }),
    count: async () => {
      counted.push('count')
      return size
    },
  })

  it('tells has_more and the next cursor, and the total only when counted or when the first page is the whole list', async () => {
    const first = await seekPage({ page_size: 2 }, numbers(3))
    expect(first).toEqual({ items: [1, 2], has_more: true, next_cursor: expect.any(String) })
    const last = await seekPage({ page_size: 2, cursor: first.next_cursor! }, numbers(3))
    expect(last).toEqual({ items: [3], has_more: false, next_cursor: null })
    expect(await seekPage({ page_size: 5 }, numbers(3))).toEqual({
      items: [1, 2, 3],
      has_more: false,
      next_cursor: null,
      total: 3,
    })
    const counted: string[] = []
    expect((await seekPage({ page_size: 2, include_total: true }, numbers(3, counted))).total).toBe(3)
    expect(counted).toEqual(['count'])
  })
})
