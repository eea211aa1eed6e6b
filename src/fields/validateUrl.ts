import type { TextFieldSingleValidation } from 'payload'

/** An absolute http(s) URL, or empty. */
export const validateHttpUrl: TextFieldSingleValidation = (value) => {
  if (!value) return true
  return isHttpUrl(value) ? true : 'Enter a full URL starting with https:// or http://'
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
