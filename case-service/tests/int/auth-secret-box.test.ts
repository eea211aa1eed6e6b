import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { encryptionKey, open, seal } from '@case/features/auth/secretBox'
import { sniffImageType } from '@case/features/auth/avatarImage'

/* Pure pieces of the auth feature that the HTTP tests cannot reach directly. */

describe('secretBox (AES-256-GCM at rest)', () => {
  const saved = { key: process.env.CASE_ENCRYPTION_KEY, env: process.env.NODE_ENV }
  afterEach(() => {
    process.env.CASE_ENCRYPTION_KEY = saved.key
    if (saved.key === undefined) delete process.env.CASE_ENCRYPTION_KEY
    ;(process.env as Record<string, string | undefined>).NODE_ENV = saved.env
  })

  it('round-trips, with a fresh IV each time, and the plaintext does not appear in the box', () => {
    process.env.CASE_ENCRYPTION_KEY = randomBytes(32).toString('hex')
    const a = seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'mfa-secret:u1')
    const b = seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'mfa-secret:u1')
    expect(a).not.toBe(b)
    expect(a).not.toContain('JBSWY3DP')
    expect(open(a, 'mfa-secret:u1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
  })

  it('refuses a box opened for another context (another user), a flipped bit, and another key', () => {
    process.env.CASE_ENCRYPTION_KEY = randomBytes(32).toString('base64')
    const box = seal('secret', 'mfa-secret:u1')
    expect(() => open(box, 'mfa-secret:u2')).toThrow()
    const parts = box.split('.')
    const ciphertext = Buffer.from(parts[3]!, 'base64url')
    ciphertext[0]! ^= 1
    expect(() => open([...parts.slice(0, 3), ciphertext.toString('base64url')].join('.'), 'mfa-secret:u1')).toThrow()
    process.env.CASE_ENCRYPTION_KEY = randomBytes(32).toString('base64')
    expect(() => open(box, 'mfa-secret:u1')).toThrow()
  })

  it('reads the key as hex or base64 and refuses a key that is not 32 bytes; production requires it', () => {
    const key = randomBytes(32)
    process.env.CASE_ENCRYPTION_KEY = key.toString('hex')
    expect(encryptionKey().equals(key)).toBe(true)
    process.env.CASE_ENCRYPTION_KEY = key.toString('base64')
    expect(encryptionKey().equals(key)).toBe(true)
    process.env.CASE_ENCRYPTION_KEY = randomBytes(16).toString('hex')
    expect(() => encryptionKey()).toThrow(/32 bytes/)
    delete process.env.CASE_ENCRYPTION_KEY
    expect(encryptionKey()).toHaveLength(32) // dev: generated into the local secrets file
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    expect(() => encryptionKey()).toThrow(/production/)
  })
})

describe('sniffImageType (magic bytes only)', () => {
  it.each([
    ['png', '89504e470d0a1a0a0000'],
    ['jpeg', 'ffd8ffe000104a464946'],
    ['webp', '52494646aaaaaaaa57454250'],
  ])('recognises %s', (type, hex) => {
    expect(sniffImageType(Buffer.from(hex, 'hex'))).toBe(type)
  })

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['a truncated PNG signature', Buffer.from('89504e47', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull()
  })
})
