import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for secrets at rest (tenant SMTP passwords). Ciphertext format:
 * `v1.<iv>.<tag>.<data>` (base64url parts). `context` is bound as additional authenticated data,
 * so a ciphertext copied to another record (another tenant) fails to decrypt.
 */
const VERSION = 'v1'

export type EncryptionEnv = { CMS_ENCRYPTION_KEY?: string; PAYLOAD_SECRET?: string; NODE_ENV?: string }

/** `CMS_ENCRYPTION_KEY` as 64 hex chars or base64 of 32 bytes; dev/test derive one from PAYLOAD_SECRET. */
export function resolveEncryptionKey(env: EncryptionEnv): Buffer {
  const configured = env.CMS_ENCRYPTION_KEY?.trim()
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64')
    if (key.length !== 32) throw new Error('CMS_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)')
    return key
  }
  if (env.NODE_ENV === 'production') throw new Error('CMS_ENCRYPTION_KEY must be set in production')
  if (!env.PAYLOAD_SECRET) throw new Error('Set CMS_ENCRYPTION_KEY (or PAYLOAD_SECRET in development)')
  return Buffer.from(hkdfSync('sha256', env.PAYLOAD_SECRET, 'cms-secret-box', 'aes-256-gcm v1', 32))
}

export function encryptSecret(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context))
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function decryptSecret(ciphertext: string, key: Buffer, context: string): string {
  const [version, iv, tag, data] = ciphertext.split('.')
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Unsupported secret format')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}

let processKey: Buffer | undefined
/** The key of this process, resolved once from the environment. */
export const secretKey = (): Buffer => (processKey ??= resolveEncryptionKey(process.env))
