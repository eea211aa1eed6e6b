// AES-256-GCM for secrets at rest, the one implementation of both apps: the CMS seals tenant SMTP
// passwords and community tokens under CMS_ENCRYPTION_KEY, the case service TOTP secrets under
// CASE_ENCRYPTION_KEY (each app resolves its key with localSecrets.mjs `resolveKey32`).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { Buffer } from 'node:buffer'

/**
 * Ciphertext format: `v1.<iv>.<tag>.<data>` (base64url parts). `context` is bound as additional
 * authenticated data, so a ciphertext copied to another record (another tenant, another user) fails
 * to decrypt.
 */
const VERSION = 'v1'
const IV_BYTES = 12

/**
 * @param {string} plaintext
 * @param {Buffer} key 32 bytes
 * @param {string} context
 * @returns {string}
 */
export function encryptSecret(plaintext, key, context) {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context))
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.')
}

/**
 * Throws when the ciphertext was tampered with, sealed for another context or under another key.
 * @param {string} ciphertext
 * @param {Buffer} key 32 bytes
 * @param {string} context
 * @returns {string}
 */
export function decryptSecret(ciphertext, key, context) {
  const [version, iv, tag, data] = ciphertext.split('.')
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unsupported secret format')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
