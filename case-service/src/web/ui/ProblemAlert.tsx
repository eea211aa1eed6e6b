'use client'

import { Alert, Button, List } from '@mantine/core'
import type { ProblemCode } from '@case/http/apiError'
import { ApiProblem } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { problemMessages } from './messages'

/** The user's text for a failed call: the code's own text, else the API's detail, else a generic one. */
export function useProblemText() {
  const t = useMessages(problemMessages)
  const { format } = useI18n()
  return (error: unknown): string => {
    if (!(error instanceof ApiProblem)) return t.network
    // Typed by the API's list of codes: a code without a text here fails the type check.
    const code = error.code as ProblemCode
    const known: string | undefined = code in t ? t[code] : undefined
    if (error.code === 'account_locked' && typeof error.extra.locked_until === 'string')
      return `${t.account_locked} ${t.lockedUntil(format.dateTime(error.extra.locked_until))}`
    if (known) return known
    if (error.status >= 500) return t.server_error
    return error.detail || t.unknown
  }
}

/** A failed call as an alert: the text, the fields the API named, and a retry where one makes sense. */
export function ProblemAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const text = useProblemText()
  const t = useMessages(problemMessages)
  // Field by field only for the generic validation failure; a specific code's text already says what is wrong.
  const fields = error instanceof ApiProblem && error.code === 'validation_error' ? error.errors : []
  return (
    <Alert color="red" role="alert" title={text(error)}>
      {fields.length > 0 && (
        <List size="sm">
          {fields.map((field) => (
            <List.Item key={`${field.field}:${field.message}`}>
              {field.field}: {field.message}
            </List.Item>
          ))}
        </List>
      )}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </Alert>
  )
}
