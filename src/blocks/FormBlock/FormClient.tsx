'use client'

import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { type FieldErrors, type PublicField, validateSubmission } from './fields'

export type FormMessages = {
  required: string
  email: string
  failed: string
  tooMany: string
  sending: string
  honeypot: string
}

type Props = {
  formId: number
  fields: PublicField[]
  submitLabel: string
  confirmation: ReactNode
  messages: FormMessages
}

type ErrorBody = { errors?: { message?: string; path?: string }[] }

/** Name of the hidden field bots fill in (src/endpoints/formSubmit.ts). */
const HONEYPOT = 'website'

/** A form-builder form posting to /api/form-submissions/submit; field errors beside their inputs. */
export function FormClient({ formId, fields, submitLabel, confirmation, messages }: Props) {
  const id = useId()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.kind === 'checkbox' ? String(data.get(field.name) === 'on') : String(data.get(field.name) ?? ''),
      ]),
    )
    const found = validateSubmission(fields, values, messages)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setState('sending')
    const response = await fetch('/api/form-submissions/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        form: formId,
        submissionData: Object.entries(values).map(([field, value]) => ({ field, value })),
        [HONEYPOT]: String(data.get(HONEYPOT) ?? ''),
      }),
    }).catch(() => null)
    if (response?.ok) {
      setState('done')
      return
    }
    setState('idle')
    const body = ((await response?.json().catch(() => null)) ?? {}) as ErrorBody
    const fieldError = body.errors?.find((error) => error.path && fields.some((field) => field.name === error.path))
    if (fieldError?.path) setErrors({ [fieldError.path]: messages.required })
    else setFormError(response?.status === 429 ? messages.tooMany : messages.failed)
  }

  if (state === 'done') {
    return (
      <div className="form-confirmation" role="status" tabIndex={-1}>
        {confirmation}
      </div>
    )
  }

  return (
    <form className="site-form" noValidate onSubmit={submit}>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`
        const error = errors[field.name]
        const described = error ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {}
        const common = {
          id: inputId,
          name: field.name,
          required: field.required,
          defaultValue: field.defaultValue,
          ...described,
        }
        const label = (
          <label htmlFor={inputId}>
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
        )
        return (
          <div
            key={field.name}
            className={`form-field form-field-${field.kind}`}
            style={{ flexBasis: `${field.width}%` }}
          >
            {field.kind === 'checkbox' ? (
              <>
                <input
                  type="checkbox"
                  id={inputId}
                  name={field.name}
                  defaultChecked={field.defaultValue === 'true'}
                  {...described}
                />
                {label}
              </>
            ) : (
              <>
                {label}
                {field.kind === 'textarea' ? (
                  <textarea rows={5} {...common} />
                ) : field.kind === 'select' ? (
                  <select {...common}>
                    <option value="">–</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input type={field.kind} {...common} />
                )}
              </>
            )}
            {error ? (
              <p className="field-error" id={`${inputId}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT}`}>{messages.honeypot}</label>
        <input id={`${id}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button className="button" type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? messages.sending : submitLabel}
      </button>
    </form>
  )
}
