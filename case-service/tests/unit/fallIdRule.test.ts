import { describe, expect, it } from 'vitest'
import { parseFallId, randomFallId, rebuildFallId, shouldRebuildFallId } from '../../src/domain/fallId/fallIdRule'

// A123456780 and Z987654321 have correct check digits (see kvnr.test.ts).
describe('parseFallId', () => {
  it.each([
    { id: '2026-01-05_A123456780', expected: { datum: '2026-01-05', form: 'kvnr', kvnr: 'A123456780' } },
    { id: '2026-01-05_A123456780-2', expected: { datum: '2026-01-05', form: 'kvnr', kvnr: 'A123456780', suffix: 2 } },
    { id: '2026-01-05_Z987654321-17', expected: { datum: '2026-01-05', form: 'kvnr', kvnr: 'Z987654321', suffix: 17 } },
    { id: '2026-01-05_R1a2b3c4d', expected: { datum: '2026-01-05', form: 'random' } },
    { id: '2026-01-05_R00000000', expected: { datum: '2026-01-05', form: 'random' } },
    { id: '2026-01-05_MÜLLER', expected: { datum: '2026-01-05', form: 'legacy' } },
    { id: '2026-01-05_MÜLLER-LÜDENSCHEIDT', expected: { datum: '2026-01-05', form: 'legacy' } },
    { id: '2026-01-05_VON DER GRÜN', expected: { datum: '2026-01-05', form: 'legacy' } },
    { id: '2026-01-05_GROß', expected: { datum: '2026-01-05', form: 'legacy' } },
    { id: '2026-01-05_ÖZTÜRK', expected: { datum: '2026-01-05', form: 'legacy' } },
    // Upper-case "R" names are surnames, not random ids (random hex is lower case).
    { id: '2026-01-05_ROTH', expected: { datum: '2026-01-05', form: 'legacy' } },
  ])('$id', ({ id, expected }) => {
    expect(parseFallId(id)).toEqual(expected)
  })

  it.each([
    ['2026-01-05_A123456780-1', 'suffix -1 is never issued'],
    ['2026-01-05_A123456780-0', 'suffix below 2'],
    ['2026-01-05_A123456780-02', 'leading zero in suffix'],
    ['2026-01-05_a123456780', 'lower-case KVNR'],
    ['2026-01-05_A12345678', 'KVNR too short'],
    ['2026-01-05_R1A2B3C4D', 'upper-case hex'],
    ['2026-01-05_R1a2b3c4', 'hex too short'],
    ['2026-01-05_R1a2b3c4d5', 'hex too long'],
    ['2026-01-05_Müller', 'legacy name not upper case'],
    ['2026-01-05_ MÜLLER', 'legacy name starting with a space'],
    ['2026-01-05_MÜLLER2', 'digit in legacy name'],
    ['2026-01-05_', 'nothing after the date'],
    ['2026-02-30_A123456780', 'date that does not exist'],
    ['2026-02-30_R1a2b3c4d', 'date that does not exist (random)'],
    ['2026-02-30_MÜLLER', 'date that does not exist (legacy)'],
    ['20260105_A123456780', 'date without dashes'],
    ['2026-01-05-A123456780', 'wrong separator'],
    ['', 'empty'],
  ])('rejects %j (%s)', (id) => {
    expect(parseFallId(id)).toBeNull()
  })
})

describe('randomFallId', () => {
  it('builds the random form, which parses back', () => {
    const id = randomFallId('2026-01-05', '0f9e8d7c')
    expect(id).toBe('2026-01-05_R0f9e8d7c')
    expect(parseFallId(id)).toEqual({ datum: '2026-01-05', form: 'random' })
  })

  it.each(['0F9E8D7C', '0f9e8d7', 'xyz12345'])('rejects hex %s', (hex) => {
    expect(() => randomFallId('2026-01-05', hex)).toThrow(RangeError)
  })

  it('rejects a datum that is not YYYY-MM-DD', () => {
    expect(() => randomFallId('2026-1-5', '0f9e8d7c')).toThrow(RangeError)
  })
})

describe('shouldRebuildFallId', () => {
  it.each(['2026-01-05_R1a2b3c4d', '2026-01-05_MÜLLER'])('rebuilds %s', (id) => {
    expect(shouldRebuildFallId(id)).toBe(true)
  })

  // Unrecognised ids ("garbage") are left alone rather than rewritten blindly.
  it.each(['2026-01-05_A123456780', '2026-01-05_A123456780-3', 'garbage'])('keeps %s', (id) => {
    expect(shouldRebuildFallId(id)).toBe(false)
  })
})

describe('rebuildFallId', () => {
  it('uses the base id when it is free', () => {
    expect(rebuildFallId('2026-01-05', 'A123456780', () => false)).toBe('2026-01-05_A123456780')
  })

  it.each([
    { taken: ['2026-01-05_A123456780'], expected: '2026-01-05_A123456780-2' },
    { taken: ['2026-01-05_A123456780', '2026-01-05_A123456780-2'], expected: '2026-01-05_A123456780-3' },
    // A gap is reused: -2 was deleted, -3 still exists.
    { taken: ['2026-01-05_A123456780', '2026-01-05_A123456780-3'], expected: '2026-01-05_A123456780-2' },
    // Another person's or another day's ids do not collide.
    { taken: ['2026-01-05_Z987654321', '2026-01-06_A123456780'], expected: '2026-01-05_A123456780' },
  ])('with $taken taken → $expected', ({ taken, expected }) => {
    const takenIds = new Set(taken)
    expect(rebuildFallId('2026-01-05', 'A123456780', (candidate) => takenIds.has(candidate))).toBe(expected)
  })

  it('asks for candidates in order base, -2, -3 …', () => {
    const asked: string[] = []
    const result = rebuildFallId('2026-01-05', 'A123456780', (candidate) => {
      asked.push(candidate)
      return asked.length < 4
    })
    expect(asked).toEqual([
      '2026-01-05_A123456780',
      '2026-01-05_A123456780-2',
      '2026-01-05_A123456780-3',
      '2026-01-05_A123456780-4',
    ])
    expect(result).toBe('2026-01-05_A123456780-4')
    expect(parseFallId(result)).toEqual({ datum: '2026-01-05', form: 'kvnr', kvnr: 'A123456780', suffix: 4 })
  })

  it('normalises the KVNR', () => {
    expect(rebuildFallId('2026-01-05', ' a123456780 ', () => false)).toBe('2026-01-05_A123456780')
  })

  it.each([
    { datum: '2026-01-05', kvnr: 'A123456789' },
    { datum: '2026-01-05', kvnr: 'MÜLLER' },
    { datum: '05.01.2026', kvnr: 'A123456780' },
  ])('rejects datum $datum with KVNR $kvnr', ({ datum, kvnr }) => {
    expect(() => rebuildFallId(datum, kvnr, () => false)).toThrow(RangeError)
  })

  it('gives up instead of looping forever when every candidate is taken', () => {
    expect(() => rebuildFallId('2026-01-05', 'A123456780', () => true)).toThrow(/No free fall_id/)
  })
})
