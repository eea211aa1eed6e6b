import { describe, expect, it } from 'vitest'
import { isOncologyIcd, normalizeIcd10 } from '../../src/domain/icd10/icd10'

describe('normalizeIcd10', () => {
  it.each(['C50.9', 'A00', 'G63.2*', 'U07.1!', 'S72.0-', 'C50.-', 'B20*'])('keeps %s as it is', (code) => {
    expect(normalizeIcd10(code)).toEqual({ ok: true, code })
  })

  it.each([
    { input: 'c509', code: 'C50.9' },
    { input: 'c50', code: 'C50' },
    { input: 'e11.90!', code: 'E11.90!' },
    { input: 'E1190!', code: 'E11.90!' },
    { input: '  z99.0  ', code: 'Z99.0' },
    { input: 'a18.0+', code: 'A18.0+' },
    { input: 'c50-', code: 'C50.-' },
  ])('$input → $code', ({ input, code }) => {
    expect(normalizeIcd10(input)).toEqual({ ok: true, code })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['C5', 'one digit'],
    ['50.9', 'no letter'],
    ['CC50', 'two letters'],
    ['C50.', 'dot without subcode'],
    ['C50.123', 'three subcode digits'],
    ['C50.--', 'double dash'],
    ['C50.-9', 'digit after dash'],
    ['C50..9', 'double dot'],
    ['C50.9†', 'dagger is not accepted, use +'],
    ['C50.9#', 'unknown mark'],
    ['C50.9!*', 'two marks'],
    ['C50.9 G', 'certainty suffix'],
    ['C50.9 R', 'laterality suffix'],
    ['C 50.9', 'inner space'],
    ['Ä50.9', 'non-ASCII letter'],
  ])('rejects %j (%s)', (input) => {
    const result = normalizeIcd10(input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message.length).toBeGreaterThan(0)
  })

  it('explains the expected shape', () => {
    expect(normalizeIcd10('X1')).toEqual({
      ok: false,
      message:
        '"X1" is not an ICD-10-GM code: expected a letter, two digits, optionally a dot with 1–2 digits and one of + * ! (e.g. C50.9)',
    })
    expect(normalizeIcd10(' ')).toEqual({ ok: false, message: 'ICD-10 code is empty' })
  })
})

describe('isOncologyIcd', () => {
  it.each(['C00', 'C50.9', 'c509', 'C97', 'D00.0', 'D48.9', 'D48'])('%s is oncological', (code) => {
    expect(isOncologyIcd(code)).toBe(true)
  })

  it.each(['D49', 'D50.0', 'B99', 'E11.90!', 'Z85.3', 'not a code'])('%s is not oncological', (code) => {
    expect(isOncologyIcd(code)).toBe(false)
  })
})
