import type { TextFieldSingleValidation } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

/** An absolute http(s) URL, or empty. */
export const validateHttpUrl: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true
  return isHttpUrl(value)
    ? true
    : localizedMessage(req, {
        de: 'Eine vollständige URL mit https:// oder http:// angeben',
        en: 'Enter a full URL starting with https:// or http://',
      })
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
