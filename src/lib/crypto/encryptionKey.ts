import { resolveKey32 } from '@agency-platform/shared/localSecrets'

/**
 * `CMS_ENCRYPTION_KEY` (64 hex chars or base64 of 32 bytes), the key of the CMS's secrets at rest
 * (`@agency-platform/shared/secretBox`). Required in production; elsewhere generated once into
 * .data/secrets.json (`@agency-platform/shared/localSecrets`).
 */
export function resolveEncryptionKey(env: Record<string, string | undefined> = process.env): Buffer {
  return resolveKey32('CMS_ENCRYPTION_KEY', env)
}

let processKey: Buffer | undefined
/** The key of this process, resolved once from the environment. */
export const secretKey = (): Buffer => (processKey ??= resolveEncryptionKey(process.env))
