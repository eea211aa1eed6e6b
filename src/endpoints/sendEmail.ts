import { z } from 'zod'
import { hasTenantRole } from '@/access/tenantAccess'
import { headerText, recipientList } from '@/lib/email/recipients'
import { sendTenantEmail } from '@/lib/email/sendTenantEmail'
import { consumePoints } from '@/lib/rateLimit/limiter'
import { endpoint } from './endpoint'
import { Forbidden, NotFound, RateLimited } from './endpointErrors'

const DELIVERY_FAILED = {
  de: 'Die E-Mail konnte nicht versendet werden. Bitte prüfen Sie die SMTP-Einstellungen des Mandanten oder wenden Sie sich an die Plattform-Administration.',
  en: 'The e-mail could not be sent. Check the tenant’s SMTP settings or contact the platform administrators.',
}

export const SEND_EMAIL_LIMIT = { keyPrefix: 'send-email', points: 10, durationSeconds: 60 }

const sendEmailBody = z
  .object({
    tenant: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
    to: recipientList,
    subject: headerText(200),
    html: z.string().max(200_000).optional(),
    text: z.string().max(100_000).optional(),
    replyTo: z.email().optional(),
  })
  .refine((body) => body.html || body.text, { message: 'html or text is required', path: ['text'] })

/**
 * POST /api/send-email — a logged-in user sends for a tenant they work in (admin or editor role).
 * Every recipient counts towards 10 e-mails per user and minute, shared by all app instances.
 */
export const sendEmailEndpoint = endpoint(
  { path: '/send-email', method: 'post', auth: 'user', body: sendEmailBody },
  async ({ req, user, body }) => {
    if (!hasTenantRole(user, body.tenant, ['admin', 'editor']))
      throw new Forbidden({
        de: 'Sie dürfen für diesen Mandanten keine E-Mails senden',
        en: 'You cannot send e-mail for this tenant',
      })
    const { totalDocs } = await req.payload.count({
      collection: 'tenants',
      where: { id: { equals: body.tenant } },
      overrideAccess: true,
    })
    if (totalDocs === 0) throw new NotFound({ de: 'Mandant nicht gefunden', en: 'Tenant not found' })
    const limit = await consumePoints(req.payload, SEND_EMAIL_LIMIT, `user:${user.id}`, body.to.length)
    if (!limit.allowed) throw new RateLimited(limit.retryAfterSeconds)
    const result = await sendTenantEmail(req.payload, {
      tenantId: body.tenant,
      to: body.to,
      subject: body.subject,
      html: body.html,
      text: body.text,
      replyTo: body.replyTo,
      source: 'send-email',
      sentBy: user.id,
    })
    // The transport's own error text stays in the server log (deliverEmail); users get a generic line.
    const error =
      result.status === 'failed' ? (req.i18n?.language === 'en' ? DELIVERY_FAILED.en : DELIVERY_FAILED.de) : undefined
    return Response.json(
      { status: result.status, messageId: result.messageId, logId: result.logId, error },
      { status: result.status === 'sent' ? 200 : 502 },
    )
  },
)
