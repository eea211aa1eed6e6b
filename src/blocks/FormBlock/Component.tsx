import { RichText } from '@payloadcms/richtext-lexical/react'
import type { FormBlock as FormBlockProps } from '@/payload-types'
import type { BlockSite } from '../shared/site'
import { FormClient } from '../shared/lazy'
import type { FormMessages } from './FormClient'
import { type PublicField, toPublicField } from './fields'
import { loadPublicForm } from './loadForm'

const MESSAGES: Record<BlockSite['locale'], FormMessages> = {
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    failed: 'Das Absenden hat nicht geklappt. Bitte versuchen Sie es später erneut.',
    tooMany: 'Zu viele Anfragen. Bitte warten Sie eine Minute.',
    sending: 'Wird gesendet …',
    honeypot: 'Dieses Feld bitte leer lassen',
  },
  en: {
    required: 'Please fill in this field.',
    email: 'Please enter a valid e-mail address.',
    failed: 'Sending failed. Please try again later.',
    tooMany: 'Too many requests. Please wait a minute.',
    sending: 'Sending …',
    honeypot: 'Leave this field empty',
  },
}

const SUBMIT_FALLBACK = { de: 'Absenden', en: 'Send' }

const PRIVACY = {
  de: {
    before: 'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer ',
    link: 'Datenschutzerklärung',
  },
  en: { before: 'We use what you send only to answer your request. More in our ', link: 'privacy policy' },
}

/** A form-builder form, rendered on the server; only the submit logic runs in the browser. */
export async function FormBlock({ form, heading, intro, site }: FormBlockProps & { site: BlockSite }) {
  const formId = typeof form === 'object' && form !== null ? form.id : form
  const publicForm = typeof formId === 'number' ? await loadPublicForm(formId, site.tenantId, site.locale) : null
  if (!publicForm) return null
  const fields = (publicForm.fields ?? []).map(toPublicField).filter((field): field is PublicField => field !== null)
  return (
    <section className="block block-form">
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p>{intro}</p> : null}
      <FormClient
        formId={publicForm.id}
        fields={fields}
        submitLabel={publicForm.submitButtonLabel || SUBMIT_FALLBACK[site.locale]}
        messages={MESSAGES[site.locale]}
        confirmation={publicForm.confirmationMessage ? <RichText data={publicForm.confirmationMessage} /> : null}
      />
      {site.privacyPath ? (
        <p className="form-privacy">
          {PRIVACY[site.locale].before}
          <a href={site.privacyPath}>{PRIVACY[site.locale].link}</a>.
        </p>
      ) : null}
    </section>
  )
}
