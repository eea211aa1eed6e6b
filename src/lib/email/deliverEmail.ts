import type { Payload } from 'payload'
import { hasOwnSmtp, tenantTransport, type TenantSmtp } from './transportCache'

export type EmailMessage = {
  tenantId?: number | string | null
  to: string | string[]
  subject: string
  html?: string
  text?: string
  replyTo?: string
  /** Files sent along (reports); the log records the mail as for any other. */
  attachments?: EmailAttachment[]
  /** What sent it, e.g. `send-email`, `form-submission`, `alert` (stored in the log). */
  source: string
  sentBy?: number | string | null
}

export type EmailAttachment = { filename: string; content: Buffer | string; contentType: string }

export type DeliveryResult = {
  status: 'sent' | 'failed'
  via: 'tenant' | 'global'
  messageId?: string
  /** nodemailer's error code only: what tenant users may see (e-mail log). */
  error?: string
  /** The code plus the transport's text, addresses masked: for the server log and operator alerts only. */
  detail?: string
  logId?: number | string
  tenant?: { id: number | string; name: string }
}

type TenantMail = {
  id: number
  name: string
  updatedAt: string
  smtp?: (TenantSmtp & { fromName?: string | null; fromAddress?: string | null; replyTo?: string | null }) | null
}

async function loadTenant(payload: Payload, id: number | string): Promise<TenantMail | null> {
  // Read on every send: `updatedAt` decides whether the cached transport is still current.
  const tenant = await payload.findByID({
    collection: 'tenants',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
    select: { name: true, smtp: true, updatedAt: true },
  })
  return (tenant as TenantMail | null) ?? null
}

const fromHeader = (smtp: NonNullable<TenantMail['smtp']>) =>
  smtp.fromAddress ? (smtp.fromName ? { name: smtp.fromName, address: smtp.fromAddress } : smtp.fromAddress) : undefined

/** nodemailer's error code (EAUTH, ECONNECTION, ETIMEDOUT, EENVELOPE, …), or EDELIVERY for anything else. */
export function deliveryErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^E[A-Z]{2,20}$/.test(code) ? code : 'EDELIVERY'
}

/** The server-log fields of a failed delivery: the transport's message with e-mail addresses masked. */
export function deliveryFailureLog(error: unknown, source: string, tenantId?: number | string) {
  const { message, responseCode, command } = (error ?? {}) as {
    message?: unknown
    responseCode?: unknown
    command?: unknown
  }
  const text = typeof message === 'string' ? message : String(error)
  return {
    source,
    tenantId,
    code: deliveryErrorCode(error),
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
    // AUTH commands are logged by name only: nodemailer's `command` never carries the credentials,
    // but a custom transport's might.
    command: typeof command === 'string' ? command.split(' ', 2).join(' ') : undefined,
    detail: text.replace(/[^\s<>"',;:@]+@[^\s<>"',;:@]+/g, '<address>').slice(0, 500),
  }
}

/**
 * Sends one e-mail with the tenant's own SMTP settings, or the global adapter when the tenant
 * has none (or there is no tenant), and writes an `email-logs` entry either way. Never throws.
 */
export async function deliverEmail(payload: Payload, message: EmailMessage): Promise<DeliveryResult> {
  const to = Array.isArray(message.to) ? message.to : [message.to]
  let result: DeliveryResult = { status: 'failed', via: 'global' }
  try {
    const tenant =
      message.tenantId === undefined || message.tenantId === null ? null : await loadTenant(payload, message.tenantId)
    if (message.tenantId !== undefined && message.tenantId !== null && !tenant)
      throw new Error(`Tenant ${message.tenantId} not found`)
    if (tenant) result.tenant = { id: tenant.id, name: tenant.name }
    const replyTo = message.replyTo ?? tenant?.smtp?.replyTo ?? undefined
    const mail = {
      to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      replyTo,
      attachments: message.attachments,
    }
    if (tenant?.smtp && hasOwnSmtp(tenant.smtp)) {
      result.via = 'tenant'
      const { transport } = tenantTransport({ id: tenant.id, updatedAt: tenant.updatedAt, smtp: tenant.smtp })
      const info = await transport.sendMail({ ...mail, from: fromHeader(tenant.smtp) ?? tenant.smtp.user ?? undefined })
      result = { ...result, status: 'sent', messageId: info.messageId }
    } else {
      const info = (await payload.sendEmail(mail)) as { messageId?: string } | undefined
      result = { ...result, status: 'sent', messageId: info?.messageId }
    }
  } catch (error) {
    // Users see only the error code; the server's text (which can tell open ports from closed ones)
    // goes to the server log, without recipients or credentials.
    const failure = deliveryFailureLog(error, message.source, result.tenant?.id)
    result = { ...result, status: 'failed', error: failure.code, detail: `${failure.code}: ${failure.detail}` }
    payload.logger.warn(failure, 'e-mail delivery failed')
  }
  try {
    const log = await payload.create({
      collection: 'email-logs',
      overrideAccess: true,
      depth: 0,
      data: {
        tenant: result.tenant ? Number(result.tenant.id) : null,
        to: to.join(', '),
        subject: message.subject,
        source: message.source,
        status: result.status,
        via: result.via,
        error: result.error?.slice(0, 2000),
        messageId: result.messageId,
        sentBy: message.sentBy === undefined || message.sentBy === null ? null : Number(message.sentBy),
        sentAt: result.status === 'sent' ? new Date().toISOString() : null,
      },
    })
    result.logId = log.id
  } catch (error) {
    payload.logger.error({ err: error }, 'writing the e-mail log failed')
  }
  return result
}
