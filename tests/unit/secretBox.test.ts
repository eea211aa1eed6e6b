import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret } from '@agency-platform/shared/secretBox'
import { resolveEncryptionKey } from '@/lib/crypto/encryptionKey'

describe('secretBox (AES-256-GCM)', () => {
  const key = randomBytes(32)

  it('round-trips and never contains the clear text; each encryption differs', () => {
    const a = encryptSecret('Passwört-123', key, 'ctx')
    const b = encryptSecret('Passwört-123', key, 'ctx')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(a).not.toContain('Passw')
    expect(decryptSecret(a, key, 'ctx')).toBe('Passwört-123')
  })

  it('refuses a wrong key, a wrong context or a tampered ciphertext', () => {
    const ciphertext = encryptSecret('geheim', key, 'tenants.smtp.password')
    expect(() => decryptSecret(ciphertext, randomBytes(32), 'tenants.smtp.password')).toThrow()
    expect(() => decryptSecret(ciphertext, key, 'other.field')).toThrow()
    const parts = ciphertext.split('.')
    const data = Buffer.from(parts[3]!, 'base64url')
    data[0] = data[0]! ^ 1
    expect(() =>
      decryptSecret([...parts.slice(0, 3), data.toString('base64url')].join('.'), key, 'tenants.smtp.password'),
    ).toThrow()
    expect(() => decryptSecret('v2.a.b.c', key, 'x')).toThrow(/Unsupported/)
  })

  it('reads CMS_ENCRYPTION_KEY as hex or base64 and rejects other lengths', () => {
    const raw = randomBytes(32)
    expect(resolveEncryptionKey({ CMS_ENCRYPTION_KEY: raw.toString('hex') }).equals(raw)).toBe(true)
    expect(resolveEncryptionKey({ CMS_ENCRYPTION_KEY: raw.toString('base64') }).equals(raw)).toBe(true)
    expect(() => resolveEncryptionKey({ CMS_ENCRYPTION_KEY: randomBytes(16).toString('hex') })).toThrow(/32 bytes/)
  })

  it('generates a stable development key into the local secrets file but requires a real key in production', () => {
    const env = { LOCAL_SECRETS_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'secret-box-')), 'secrets.json') }
    const dev = resolveEncryptionKey(env)
    expect(dev).toHaveLength(32)
    expect(resolveEncryptionKey(env).equals(dev)).toBe(true)
    expect(() => resolveEncryptionKey({ ...env, NODE_ENV: 'production' })).toThrow(/production: CMS_ENCRYPTION_KEY/)
  })
})
