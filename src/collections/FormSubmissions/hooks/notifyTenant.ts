import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import type { BeforeEmail } from '@payloadcms/plugin-form-builder/types'
import { sendTenantEmail } from '@/lib/email/sendTenantEmail'
import type { Form, FormSubmission } from '@/payload-types'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)

/** The notification in the tenant's default language (the language its team works in). */
const NOTIFICATION = {
  de: {
    subject: (form: string, id: number) => `Neue Anfrage über „${form}“ (#${id})`,
    intro: (form: string) => `Neue Einsendung über das Formular „${form}“:`,
  },
  en: {
    subject: (form: string, id: number) => `New enquiry through “${form}” (#${id})`,
    intro: (form: string) => `New submission through the form “${form}”:`,
  },
}

async function notify(payload: Payload, submission: FormSubmission): Promise<void> {
  const tenantId = idOf(submission.tenant)
  const [tenant, form] = await Promise.all([
    payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true }),
    payload.findByID({
      collection: 'forms',
      id: idOf(submission.form),
      depth: 0,
      overrideAccess: true,
    }) as Promise<Form>,
  ])
  const to = tenant.smtp?.notificationEmail || tenant.smtp?.replyTo || tenant.smtp?.fromAddress
  if (!to) {
    payload.logger.warn({ tenant: tenant.slug }, 'new form submission, but the tenant has no notification address')
    return
  }
  const rows = (submission.submissionData ?? []).map(({ field, value }) => [field, value] as const)
  const text = NOTIFICATION[tenant.defaultLocale === 'en' ? 'en' : 'de']
  await sendTenantEmail(payload, {
    tenantId,
    to,
    subject: text.subject(form.title, submission.id),
    text: [text.intro(form.title), '', ...rows.map(([field, value]) => `${field}: ${value}`)].join('\n'),
    html: `<p>${escapeHtml(text.intro(form.title))}</p><table>${rows
      .map(([field, value]) => `<tr><th align="left">${escapeHtml(field)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
    source: 'form-submission',
  })
}

/**
 * Every new submission notifies its tenant, through the tenant's SMTP settings and logged like
 * any mail. Not awaited: the mail goes out after the submission's transaction, and a slow or
 * failing SMTP server never delays or fails the submission.
 */
export const notifyTenant: CollectionAfterChangeHook<FormSubmission> = ({ context, doc, operation, req }) => {
  // `skipNotification`: imports and demo data, which describe past submissions.
  if (operation !== 'create' || context.skipNotification) return doc
  void notify(req.payload, doc).catch((error: unknown) =>
    req.payload.logger.error({ err: error }, 'form submission notification failed'),
  )
  return doc
}

/**
 * The e-mails an editor configures on a form (e.g. a confirmation to the visitor) also go
 * through the tenant's SMTP and the e-mail log: sent here, so the plugin sends nothing itself.
 */
export const routeFormEmails: BeforeEmail<FormSubmission> = (emails, params) => {
  // The plugin calls this from its afterChange hook (its type names the beforeChange arguments).
  const { doc, req } = params as unknown as { doc: FormSubmission; req: PayloadRequest }
  const tenantId = idOf(doc.tenant)
  for (const email of emails) {
    void sendTenantEmail(req.payload, {
      tenantId,
      to: email.to
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      subject: email.subject,
      html: email.html,
      replyTo: email.replyTo || undefined,
      source: 'form-email',
    })
  }
  return []
}
