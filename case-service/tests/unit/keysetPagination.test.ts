import { describe, expect, it } from 'vitest'
import { ApiError } from '@case/http/apiError'
import { cursorParam, decodeCursor, encodeCursor, knownTotal, listFingerprint } from '@case/db/keysetPagination'

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

describe('knownTotal', () => {
  it('is the count of an offset page that ends the list, otherwise unknown', () => {
    expect(knownTotal({ more: false, offset: 100, shown: 7 })).toBe(107)
    expect(knownTotal({ more: false, offset: 0, shown: 0 })).toBe(0)
    expect(knownTotal({ more: true, offset: 0, shown: 50 })).toBeUndefined()
    expect(knownTotal({ more: false, offset: 100, shown: 0 })).toBeUndefined()
    expect(knownTotal({ cursor: { list, key: '1', id: UUID }, more: false, offset: 0, shown: 3 })).toBeUndefined()
  })
})
