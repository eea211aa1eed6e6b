import type { UIFieldServerComponent } from 'payload'
import { textsIn } from '@/admin/language'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'
import type { FormSubmission } from '@/payload-types'
import { labelledAnswers, replyAddress, senderOf } from '../answers'
import { ReplyByEmail } from './ReplyByEmail.client'
import { SUBMISSION_TEXT } from './texts'
import './submissionMessage.css'

/**
 * A submission as the message the visitor wrote: who, when, through which form, each answer under the form's own
 * label (a long text keeps its line breaks), and "Antworten per E-Mail" to the address they gave.
 */
export const SubmissionMessage: UIFieldServerComponent = async ({ data, i18n, req }) => {
  const submission = data as Partial<FormSubmission>
  if (!submission.id) return null
  const language = i18n.language === 'en' ? 'en' : 'de'
  const texts = textsIn(SUBMISSION_TEXT, language)
  const t = (key: keyof typeof SUBMISSION_TEXT) => texts[key]
  const formId = typeof submission.form === 'object' ? submission.form?.id : submission.form
  const form = formId
    ? await req.payload.findByID({
        collection: 'forms',
        id: formId,
        depth: 0,
        locale: language,
        req,
        disableErrors: true,
      })
    : null
  const answers = labelledAnswers(form?.fields, submission.submissionData)
  const date = (value: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SITE_TIME_ZONE,
    }).format(new Date(value))
  const address = replyAddress(answers)
  return (
    <section className="submission-message" aria-labelledby="submission-message-heading">
      <h2 id="submission-message-heading">{t('heading').replace('{sender}', senderOf(answers) ?? t('anonymous'))}</h2>
      <p className="submission-message__meta">
        {submission.createdAt ? t('received').replace('{date}', date(submission.createdAt)) : null}
        {form?.title ? ` · ${t('form')}: ${form.title}` : null}
        {submission.response?.respondedAt
          ? ` · ${t('answered').replace('{date}', date(submission.response.respondedAt))}`
          : null}
      </p>
      {answers.length === 0 ? (
        <p>{t('noAnswers')}</p>
      ) : (
        <dl className="submission-message__answers">
          {answers.map((answer) => (
            <div key={answer.name} className={`submission-message__answer is-${answer.kind}`}>
              <dt>{answer.label}</dt>
              <dd>{answer.kind === 'email' ? <a href={`mailto:${answer.value}`}>{answer.value}</a> : answer.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ReplyByEmail
        submissionId={submission.id}
        to={address}
        defaultSubject={`Re: ${form?.title ?? ''}`.trim()}
        texts={texts}
      />
    </section>
  )
}
