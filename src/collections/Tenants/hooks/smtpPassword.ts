import type { CollectionBeforeChangeHook } from 'payload'
import { encryptSecret } from '@agency-platform/shared/secretBox'
import { secretKey } from '@/lib/crypto/encryptionKey'
import { SMTP_PASSWORD_CONTEXT } from '@/lib/email/transportCache'

/**
 * `smtp.password` is a write-only, virtual input: a non-empty value is encrypted into the hidden
 * `smtp.passwordEncrypted`; an empty or missing one keeps the stored ciphertext. The clear text
 * is removed from the data here, so it reaches neither the database nor any response or hook.
 */
export const encryptSmtpPassword: CollectionBeforeChangeHook = ({ data, req }) => {
  const smtp = data.smtp as Record<string, unknown> | undefined
  if (!smtp || !('password' in smtp)) return data
  const { password } = smtp
  delete smtp.password
  if (typeof password === 'string' && password !== '') {
    smtp.passwordEncrypted = encryptSecret(password, secretKey(), SMTP_PASSWORD_CONTEXT)
    smtp.passwordSet = true
    req.context.smtpPasswordChanged = true
  }
  return data
}
