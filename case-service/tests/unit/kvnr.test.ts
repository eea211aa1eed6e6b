import { describe, expect, it } from 'vitest'
import { computeKvnrCheckDigit, generateValidKvnr, maskKvnr, validateKvnr } from '../../src/domain/kvnr/kvnr'

// Hand computations (letter → two digits, weights 1,2,1,2…, products ≥ 10 → digit sum, sum mod 10):
//   A12345678: 0 1 1 2 3 4 5 6 7 8 → 0,2,1,4,3,8,5,12→3,7,16→7 = 40 → 0
//   Z98765432: 2 6 9 8 7 6 5 4 3 2 → 2,12→3,9,16→7,7,12→3,5,8,3,4 = 51 → 1
//   K00000000: 1 1 0 0 0 0 0 0 0 0 → 1,2 = 3 → 3
//   M12345678: 1 3 1 2 3 4 5 6 7 8 → 1,6,1,4,3,8,5,12→3,7,16→7 = 45 → 5
const HAND_COMPUTED = [
  { first9: 'A12345678', checkDigit: 0 },
  { first9: 'Z98765432', checkDigit: 1 },
  { first9: 'K00000000', checkDigit: 3 },
  { first9: 'M12345678', checkDigit: 5 },
]

/** Deterministic PRNG (mulberry32) so generated seed data is reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('computeKvnrCheckDigit', () => {
  it.each(HAND_COMPUTED)('$first9 → $checkDigit', ({ first9, checkDigit }) => {
    expect(computeKvnrCheckDigit(first9)).toBe(checkDigit)
  })

  it.each(['a12345678', 'A1234567', 'A123456789', '112345678', 'Ä12345678'])(
    'rejects malformed prefix %s',
    (first9) => {
      expect(() => computeKvnrCheckDigit(first9)).toThrow(RangeError)
    },
  )
})

describe('validateKvnr', () => {
  it.each(HAND_COMPUTED)('accepts $first9 with check digit $checkDigit', ({ first9, checkDigit }) => {
    expect(validateKvnr(`${first9}${checkDigit}`)).toEqual({ ok: true, kvnr: `${first9}${checkDigit}` })
  })

  it('trims and upper-cases before checking', () => {
    expect(validateKvnr('  a123456780\t')).toEqual({ ok: true, kvnr: 'A123456780' })
  })

  it.each([
    { input: 'A123456789', expected: 0 },
    { input: 'Z987654320', expected: 1 },
    { input: 'K000000000', expected: 3 },
  ])('reports a wrong check digit in $input', ({ input, expected }) => {
    expect(validateKvnr(input)).toEqual({
      ok: false,
      code: 'kvnr_check_digit',
      message: `KVNR check digit is wrong: expected ${expected}`,
    })
  })

  it.each(['', 'A12345678', 'A1234567801', '1234567890', 'AB23456780', 'A12345678X', 'A 123456780', 'Ä123456780'])(
    'reports a format error for %j',
    (input) => {
      const result = validateKvnr(input)
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.code).toBe('kvnr_format')
        expect(result.message).toMatch(/one letter followed by 9 digits/)
      }
    },
  )
})

describe('maskKvnr', () => {
  it.each([
    { kvnr: 'A123456789', masked: 'A*******89' },
    { kvnr: 'Z987654321', masked: 'Z*******21' },
    { kvnr: 'ABCD', masked: 'A*CD' },
    { kvnr: 'ABC', masked: '***' },
    { kvnr: '', masked: '' },
  ])('$kvnr → $masked', ({ kvnr, masked }) => {
    expect(maskKvnr(kvnr)).toBe(masked)
  })
})

describe('generateValidKvnr', () => {
  it('produces valid KVNRs from any random source', () => {
    const random = seededRandom(42)
    const generated = Array.from({ length: 500 }, () => generateValidKvnr(random))
    for (const kvnr of generated) expect(validateKvnr(kvnr)).toEqual({ ok: true, kvnr })
    // The generator must actually vary letters and digits, not return a constant.
    expect(new Set(generated.map((k) => k[0])).size).toBeGreaterThan(20)
    expect(new Set(generated).size).toBe(generated.length)
  })

  it('maps the ends of [0, 1) to A…0 and Z…9', () => {
    // A00000000: digits 0 1 0 … → 0·1 + 1·2 = 2.
    expect(generateValidKvnr(() => 0)).toBe('A000000002')
    expect(generateValidKvnr(() => 0.999999)).toMatch(/^Z99999999\d$/)
  })
})
