import { describe, expect, it } from 'vitest'
import { INT4_MAX, queryText, recordId, recordIdParam } from '@/endpoints/inputRules'

describe('edge input rules', () => {
  it('query text: trimmed, bounded, never a NUL character', () => {
    expect(queryText(5).parse('  abc ')).toBe('abc')
    for (const bad of ['a\u0000b', '\u0000', '', '   ', 'abcdef'])
      expect(queryText(5).safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('record ids fit PostgreSQL integer', () => {
    expect(recordIdParam.parse('42')).toBe(42)
    expect(recordId.parse(INT4_MAX)).toBe(INT4_MAX)
    expect(recordId.parse('7')).toBe(7)
    for (const bad of ['0', '-1', '1e3', 'abc', ' 1', String(INT4_MAX + 1), '99999999999', ''])
      expect(recordIdParam.safeParse(bad).success, bad).toBe(false)
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, '2147483648', null])
      expect(recordId.safeParse(bad).success, String(bad)).toBe(false)
  })
})
