'use client'
import { Button, toast, useConfig, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { ApiProblem, apiJson } from '@/admin/apiJson'
import type { FormSubmission } from '@/payload-types'
import type { SubmissionTextKey } from './texts'

type Props = {
  submissionId: number | string
  /** The submission's own e-mail answer; without one there is nobody to reply to. */
  to: string | undefined
  defaultSubject: string
  texts: Record<SubmissionTextKey, string>
}

/** "Antworten per E-Mail": a subject and a text, sent through POST /api/form-submissions/:id/reply. */
export function ReplyByEmail({ submissionId, to, defaultSubject, texts }: Props) {
  const { config } = useConfig()
  const router = useRouter()
  const { dispatchFields } = useForm()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [subject, setSubject] = useState(defaultSubject)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)

  if (!to) return <p className="submission-message__note">{texts.noAddress}</p>
  if (!open)
    return (
      <Button buttonStyle="primary" size="small" onClick={() => setOpen(true)}>
        {texts.reply}
      </Button>
    )

  const send = async () => {
    setBusy(true)
    try {
      const { response } = await apiJson<{ response: FormSubmission['response'] }>(
        `${config.routes.api}/form-submissions/${submissionId}/reply`,
        { method: 'POST', body: { subject, text } },
      )
      // The document's form below holds the response fields as loaded: without this, saving it afterwards
      // would write "not answered" back over what the reply recorded.
      for (const [name, value] of Object.entries(response ?? {}))
        dispatchFields({ type: 'UPDATE', path: `response.${name}`, value, initialValue: value })
      toast.success(texts.sent.replace('{to}', to))
      setOpen(false)
      setText('')
      router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiProblem ? error.message : texts.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    // Not a <form>: it sits inside the document's form, and a nested form would submit (save) that one instead.
    <div className="submission-message__reply" role="group" aria-label={texts.reply}>
      <p>
        {texts.replyTo}: <strong>{to}</strong>
      </p>
      <label htmlFor={`${id}-subject`}>{texts.subject}</label>
      <input
        id={`${id}-subject`}
        value={subject}
        maxLength={200}
        required
        onChange={(e) => setSubject(e.target.value)}
      />
      <label htmlFor={`${id}-text`}>{texts.message}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={8}
        maxLength={20000}
        required
        onChange={(e) => setText(e.target.value)}
      />
      <div className="submission-message__actions">
        <Button
          buttonStyle="primary"
          size="small"
          disabled={busy || !text.trim() || !subject.trim()}
          onClick={() => void send()}
        >
          {busy ? texts.sending : texts.send}
        </Button>
        <Button buttonStyle="secondary" size="small" onClick={() => setOpen(false)}>
          {texts.cancel}
        </Button>
      </div>
    </div>
  )
}
