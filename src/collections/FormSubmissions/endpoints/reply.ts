import { z } from 'zod'
import { hasTenantRole } from '@/access/tenantAccess'
import { endpoint, parseInput } from '@/endpoints/endpoint'
import { EndpointError, Forbidden, NotFound, RateLimited, Unprocessable } from '@/endpoints/endpointErrors'
import { queryText, recordIdParam } from '@/endpoints/inputRules'
import { headerText } from '@/lib/email/recipients'
import { sendTenantEmail } from '@/lib/email/sendTenantEmail'
import { consumePoints } from '@/lib/rateLimit/limiter'
import { SEND_EMAIL_LIMIT } from '@/endpoints/sendEmail'
import { labelledAnswers, replyAddress } from '../answers'

export const REPLY_TEXT = {
  notFound: { de: 'Formulareingang nicht gefunden', en: 'Form submission not found' },
  refused: {
    de: 'Nur Redakteure und Administratoren des Mandanten antworten auf Formulareingänge',
    en: 'Only the tenant’s editors and admins reply to form submissions',
  },
  noAddress: {
    de: 'Dieser Eingang enthält keine gültige E-Mail-Adresse, an die geantwortet werden kann',
    en: 'This submission holds no valid e-mail address to reply to',
  },
  failed: {
    de: 'Die Antwort konnte nicht versendet werden. Bitte prüfen Sie die SMTP-Einstellungen des Mandanten.',
    en: 'The reply could not be sent. Check the tenant’s SMTP settings.',
  },
} as const

const replyBody = z.object({ subject: headerText(200), text: queryText(20_000) }).strict()

/**
 * POST /api/form-submissions/:id/reply — answers the visitor by e-mail through the tenant's SMTP (logged in the
 * e-mail logs like every mail) and records the reply on the submission. The address is the submission's own
 * e-mail answer, never one the client names; the same per-user limit as /api/send-email applies.
 */
export const formReplyEndpoint = endpoint(
  { path: '/:id/reply', method: 'post', auth: 'user', body: replyBody },
  async ({ req, user, body }) => {
    const id = parseInput(recordIdParam, req.routeParams?.id)
    const submission = await req.payload.findByID({
      collection: 'form-submissions',
      id,
      depth: 0,
      overrideAccess: false,
      user,
      disableErrors: true,
      req,
    })
    if (!submission) throw new NotFound(REPLY_TEXT.notFound)
    const tenant = typeof submission.tenant === 'object' ? submission.tenant?.id : submission.tenant
    if (!tenant || !hasTenantRole(user, tenant, ['admin', 'editor'])) throw new Forbidden(REPLY_TEXT.refused)
    const form = await req.payload.findByID({
      collection: 'forms',
      id: typeof submission.form === 'object' ? submission.form.id : submission.form,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const to = replyAddress(labelledAnswers(form?.fields, submission.submissionData))
    if (!to) throw new Unprocessable(REPLY_TEXT.noAddress)
    const limit = await consumePoints(req.payload, SEND_EMAIL_LIMIT, `user:${user.id}`, 1)
    if (!limit.allowed) throw new RateLimited(limit.retryAfterSeconds)
    const result = await sendTenantEmail(req.payload, {
      tenantId: tenant,
      to: [to],
      subject: body.subject,
      text: body.text,
      source: 'form-reply',
      sentBy: user.id,
    })
    // 502: the tenant's mail server refused or failed; its own error text stays in the server log (deliverEmail).
    if (result.status === 'failed') throw new EndpointError(502, REPLY_TEXT.failed)
    const respondedAt = new Date().toISOString()
    const updated = await req.payload.update({
      collection: 'form-submissions',
      id,
      data: {
        // The reply itself is in the e-mail log; the submission keeps that, how and when it was answered.
        response: { responded: true, method: 'email', respondedAt, summary: `${body.subject}\n\n${body.text}` },
      },
      overrideAccess: false,
      user,
      req,
    })
    return { sent: true, to, response: updated.response }
  },
)
