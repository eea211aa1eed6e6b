import { decryptSecret, encryptSecret } from '@agency-platform/shared/secretBox'
import { resolveKey32 } from '@agency-platform/shared/localSecrets'

/**
 * The case service's secrets at rest (TOTP secrets), sealed with the shared AES-256-GCM box
 * (`@agency-platform/shared/secretBox`); `context` binds a box to its row (its user).
 */

/**
 * CASE_ENCRYPTION_KEY: 32 bytes as 64 hex characters or base64. Required in production; elsewhere
 * generated once into .data/secrets.json (`@agency-platform/shared/localSecrets`).
 */
export function encryptionKey(): Buffer {
  return resolveKey32('CASE_ENCRYPTION_KEY')
}

export const seal = (plaintext: string, context: string): string => encryptSecret(plaintext, encryptionKey(), context)

/** Throws when the box was tampered with, sealed for another context or under another key. */
export const open = (box: string, context: string): string => decryptSecret(box, encryptionKey(), context)
