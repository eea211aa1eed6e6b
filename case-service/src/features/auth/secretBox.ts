import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { resolveKey32 } from '@case/../../shared/secrets/localSecrets.mjs'

/**
 * AES-256-GCM for small secrets at rest (TOTP secrets). Format: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). `context` is bound as associated data, so a ciphertext copied to another row
 * (another user) does not decrypt.
 */
const VERSION = 'v1'
const IV_BYTES = 12

/**
 * CASE_ENCRYPTION_KEY: 32 bytes as 64 hex characters or base64. Required in production; elsewhere
 * generated once into .data/secrets.json (shared/secrets/localSecrets.mjs).
 */
export function encryptionKey(): Buffer {
  return resolveKey32('CASE_ENCRYPTION_KEY')
}

export function seal(plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv)
  cipher.setAAD(Buffer.from(context))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.')
}

/** Throws when the box was tampered with, sealed for another context or under another key. */
export function open(box: string, context: string): string {
  const [version, iv, tag, ciphertext] = box.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown secret box format')
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}
