import { describe, expect, it } from 'vitest'
import {
  checkPassword,
  loadCommonPasswords,
  parseCommonPasswordList,
  validatePassword,
} from '../../src/domain/auth/passwordPolicy'

const COMMON = new Set(['password1234', 'qwertyuiopas', 'iloveyou1234'])
const EMAIL = 'erika.mustermann@kasse.example'

describe('checkPassword', () => {
  it.each([
    { name: '12 ASCII characters', password: 'x7#kq!m2pz9v' },
    { name: 'all lower case, no digits (no composition rules)', password: 'correcthorsebatterystaple' },
    { name: 'exactly 256 characters', password: 'a'.repeat(256) },
    { name: 'spaces count and are kept', password: 'mein ruhiger see' },
    { name: '12 emoji (24 UTF-16 units) count as 12', password: '🦊'.repeat(12) },
    { name: 'umlauts', password: 'Größenwahnsinnig' },
  ])('accepts $name', ({ password }) => {
    expect(checkPassword(password, EMAIL, COMMON)).toEqual({ ok: true })
  })

  it.each([
    { name: '11 characters', password: 'x7#kq!m2pz9', code: 'password_too_short' },
    { name: 'empty', password: '', code: 'password_too_short' },
    // 6 emoji are 12 UTF-16 code units but only 6 code points.
    { name: '6 emoji', password: '🦊'.repeat(6), code: 'password_too_short' },
    { name: '257 characters', password: 'a'.repeat(257), code: 'password_too_long' },
    { name: '257 emoji', password: '🦊'.repeat(257), code: 'password_too_long' },
    { name: 'a common password', password: 'password1234', code: 'password_common' },
    { name: 'a common password in other case', password: 'PassWord1234', code: 'password_common' },
    { name: 'the e-mail local part', password: 'erika.mustermann!', code: 'password_contains_email' },
    { name: 'the local part in upper case', password: 'xxERIKA.MUSTERMANNxx', code: 'password_contains_email' },
  ])('refuses $name with $code', ({ password, code }) => {
    const result = checkPassword(password, EMAIL, COMMON)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.code).toBe(code)
      expect(result.message.length).toBeGreaterThan(0)
    }
  })

  it('does not treat a near-miss of a common password as common', () => {
    expect(checkPassword('password12345', EMAIL, COMMON)).toEqual({ ok: true })
  })

  it.each([
    { email: 'ab@kasse.example', password: 'abababababab', ok: true, why: 'local part shorter than 3' },
    { email: 'abc@kasse.example', password: 'xxabcxxxxxxxx', ok: false, why: 'local part of exactly 3' },
    { email: '  Erika@Kasse.example ', password: 'ich-bin-erika-2026', ok: false, why: 'trimmed and case-insensitive' },
    {
      email: 'kasse@erika.example',
      password: 'ich-bin-erika-2026',
      ok: true,
      why: 'only the local part counts, not the domain',
    },
    { email: '"a@b"@kasse.example', password: 'zz"a@b"zzzzzzz', ok: false, why: 'quoted local part with @' },
  ])('e-mail $email / $password → ok=$ok ($why)', ({ email, password, ok }) => {
    expect(checkPassword(password, email, new Set()).ok).toBe(ok)
  })

  it('reports the length messages with the limits', () => {
    expect(checkPassword('short', EMAIL, COMMON)).toEqual({
      ok: false,
      code: 'password_too_short',
      message: 'Password must be at least 12 characters long',
    })
    expect(checkPassword('a'.repeat(300), EMAIL, COMMON)).toEqual({
      ok: false,
      code: 'password_too_long',
      message: 'Password must be at most 256 characters long',
    })
  })
})

describe('parseCommonPasswordList', () => {
  it('skips comment and empty lines, tolerates CRLF, lower-cases', () => {
    const parsed = parseCommonPasswordList('# source line\r\n123456\r\nPassword\n\nqwerty\n')
    expect([...parsed]).toEqual(['123456', 'password', 'qwerty'])
  })
})

describe('shipped common-password list', () => {
  it('holds 10,000 lower-case entries including the classics', () => {
    const list = loadCommonPasswords()
    expect(list.size).toBe(10_000)
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou', '1qaz2wsx3edc', 'qwerty123456']) {
      expect(list.has(password)).toBe(true)
    }
    expect([...list].every((p) => p === p.toLowerCase() && !p.startsWith('#'))).toBe(true)
  })

  it('is loaded once', () => {
    expect(loadCommonPasswords()).toBe(loadCommonPasswords())
  })

  it('is used by validatePassword', () => {
    expect(validatePassword('Qwerty123456', EMAIL)).toMatchObject({ ok: false, code: 'password_common' })
    expect(validatePassword('kühle-bergluft-im-märz', EMAIL)).toEqual({ ok: true })
  })
})
