import { describe, expect, it } from 'vitest';
import { isOncologyIcd, normalizeIcd10 } from '../../src/domain/icd10/icd10';

describe('normalizeIcd10', () => {
  it.each([
    { input: 'C50.9', code: 'C50.9' },
    { input: 'c509', code: 'C50.9' },
    { input: 'c50', code: 'C50' },
    { input: 'e11.90!', code: 'E11.90!' },
    { input: 'E1190!', code: 'E11.90!' },
    { input: '  z99.0  ', code: 'Z99.0' },
    { input: 'A00', code: 'A00' },
    { input: 'G63.2*', code: 'G63.2*' },
    { input: 'a18.0+', code: 'A18.0+' },
    { input: 'U07.1!', code: 'U07.1!' },
    { input: 'S72.0-', code: 'S72.0-' },
    { input: 'C50.-', code: 'C50.-' },
    { input: 'c50-', code: 'C50.-' },
    { input: 'B20*', code: 'B20*' },
  ])('$input → $code', ({ input, code }) => {
    expect(normalizeIcd10(input)).toEqual({ ok: true, code });
  });

  it.each([
    { input: '', reason: 'empty' },
    { input: '   ', reason: 'blank' },
    { input: 'C5', reason: 'one digit' },
    { input: '50.9', reason: 'no letter' },
    { input: 'CC50', reason: 'two letters' },
    { input: 'C50.', reason: 'dot without subcode' },
    { input: 'C50.123', reason: 'three subcode digits' },
    { input: 'C50.--', reason: 'double dash' },
    { input: 'C50.-9', reason: 'digit after dash' },
    { input: 'C50..9', reason: 'double dot' },
    { input: 'C50.9†', reason: 'dagger is not accepted, use +' },
    { input: 'C50.9#', reason: 'unknown mark' },
    { input: 'C50.9!*', reason: 'two marks' },
    { input: 'C50.9 G', reason: 'certainty suffix' },
    { input: 'C50.9 R', reason: 'laterality suffix' },
    { input: 'C 50.9', reason: 'inner space' },
    { input: 'Ä50.9', reason: 'non-ASCII letter' },
  ])('rejects $input ($reason)', ({ input }) => {
    const result = normalizeIcd10(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
  });

  it('explains the expected shape', () => {
    expect(normalizeIcd10('X1')).toEqual({
      ok: false,
      message:
        '"X1" is not an ICD-10-GM code: expected a letter, two digits, optionally a dot with 1–2 digits and one of + * ! (e.g. C50.9)',
    });
    expect(normalizeIcd10(' ')).toEqual({ ok: false, message: 'ICD-10 code is empty' });
  });
});

describe('isOncologyIcd', () => {
  it.each([
    { code: 'C00', oncology: true },
    { code: 'C50.9', oncology: true },
    { code: 'c509', oncology: true },
    { code: 'C97', oncology: true },
    { code: 'D00.0', oncology: true },
    { code: 'D48.9', oncology: true },
    { code: 'D48', oncology: true },
    { code: 'D49', oncology: false },
    { code: 'D50.0', oncology: false },
    { code: 'B99', oncology: false },
    { code: 'E11.90!', oncology: false },
    { code: 'Z85.3', oncology: false },
    { code: 'not a code', oncology: false },
  ])('$code → $oncology', ({ code, oncology }) => {
    expect(isOncologyIcd(code)).toBe(oncology);
  });
});
