import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { resolveKey32 } from '../../../shared/secrets/localSecrets.mjs'

/**
 * AES-256-GCM for secrets at rest (tenant SMTP passwords). Ciphertext format:
 * `v1.<iv>.<tag>.<data>` (base64url parts). `context` is bound as additional authenticated data,
 * so a ciphertext copied to another record (another tenant) fails to decrypt.
 */
const VERSION = 'v1'

/**
 * `CMS_ENCRYPTION_KEY` (64 hex chars or base64 of 32 bytes). Required in production; elsewhere
 * generated once into .data/secrets.json (shared/secrets/localSecrets.mjs).
 */
export function resolveEncryptionKey(env: Record<string, string | undefined> = process.env): Buffer {
  return resolveKey32('CMS_ENCRYPTION_KEY', env)
}

export function encryptSecret(plaintext: string, key: Buffer, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context))
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
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
