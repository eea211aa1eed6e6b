import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { decryptSecret } from '@agency-platform/shared/secretBox'
import { secretKey } from '@/lib/crypto/encryptionKey'

export type TenantSmtp = {
  host?: string | null
  port?: number | null
  secure?: boolean | null
  user?: string | null
  passwordEncrypted?: string | null
}

/** Ciphertext context of the SMTP password; bound as AAD so it only decrypts for this field. */
export const SMTP_PASSWORD_CONTEXT = 'tenants.smtp.password'

export const hasOwnSmtp = (smtp: TenantSmtp | null | undefined): smtp is TenantSmtp & { host: string } =>
  Boolean(smtp?.host?.trim())

export function smtpTransportOptions(
  smtp: TenantSmtp & { host: string },
  decrypt: (ciphertext: string) => string,
): SMTPTransport.Options {
  const port = smtp.port ?? (smtp.secure ? 465 : 587)
  return {
    host: smtp.host.trim(),
    port,
    secure: Boolean(smtp.secure),
    auth: smtp.user
      ? { user: smtp.user, pass: smtp.passwordEncrypted ? decrypt(smtp.passwordEncrypted) : '' }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

type Entry = { version: string; transport: Transporter<SMTPTransport.SentMessageInfo> }
const cache = new Map<string, Entry>()

/**
 * The tenant's nodemailer transport, cached per tenant and keyed by the tenant's `updatedAt`.
 * Callers read `updatedAt` from the database on every send, so a change saved by any app
 * instance replaces the transport on the next send everywhere — no process-local invalidation.
 */
export function tenantTransport(tenant: {
  id: number | string
  updatedAt: string
  smtp: TenantSmtp & { host: string }
}): {
  transport: Transporter<SMTPTransport.SentMessageInfo>
  cached: boolean
} {
  const key = String(tenant.id)
  const entry = cache.get(key)
  if (entry?.version === tenant.updatedAt) return { transport: entry.transport, cached: true }
  entry?.transport.close()
  const key32 = secretKey()
  const transport = nodemailer.createTransport(
    smtpTransportOptions(tenant.smtp, (ciphertext) => decryptSecret(ciphertext, key32, SMTP_PASSWORD_CONTEXT)),
  )
  cache.set(key, { version: tenant.updatedAt, transport })
  return { transport, cached: false }
}

/** Closes every cached transport (shutdown, tests). */
export function closeTenantTransports(): void {
  for (const { transport } of cache.values()) transport.close()
  cache.clear()
}
