import { readFileSync } from 'node:fs'
import path from 'node:path'
import { serviceRoot } from '../../lib/serviceRoot'

/**
 * NIST SP 800-63B style policy: length limits, no composition rules, block known and
 * personal passwords. Length counts Unicode code points and a password is never truncated.
 */

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256
const MIN_EMAIL_LOCAL_PART_LENGTH = 3

export type PasswordCheck =
  | { ok: true }
  | {
      ok: false
      code: 'password_too_short' | 'password_too_long' | 'password_common' | 'password_contains_email'
      message: string
    }

export function checkPassword(password: string, email: string, commonPasswords: ReadonlySet<string>): PasswordCheck {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) {
    return {
      ok: false,
      code: 'password_too_short',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    }
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return {
      ok: false,
      code: 'password_too_long',
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    }
  }
  const lowerPassword = password.toLowerCase()
  if (commonPasswords.has(lowerPassword)) {
    return {
      ok: false,
      code: 'password_common',
      message: 'Password is on the list of commonly used passwords; choose a less predictable one',
    }
  }
  const localPart = emailLocalPart(email).toLowerCase()
  if ([...localPart].length >= MIN_EMAIL_LOCAL_PART_LENGTH && lowerPassword.includes(localPart)) {
    return {
      ok: false,
      code: 'password_contains_email',
      message: 'Password must not contain the name part of your e-mail address',
    }
  }
  return { ok: true }
}

/** One password per line, lower case; `#` lines are comments. */
export function parseCommonPasswordList(text: string): Set<string> {
  const passwords = new Set<string>()
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue
    passwords.add(line.toLowerCase())
  }
  return passwords
}

let commonPasswords: ReadonlySet<string> | undefined

/** Read once on first use: the list ships next to this module (located via serviceRoot: bundles have no usable import.meta). */
export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= parseCommonPasswordList(
    readFileSync(path.join(serviceRoot(), 'src/domain/auth/common-passwords.txt'), 'utf8'),
  )
  return commonPasswords
}

export function validatePassword(password: string, email: string): PasswordCheck {
  return checkPassword(password, email, loadCommonPasswords())
}

function emailLocalPart(email: string): string {
  const trimmed = email.trim()
  // The last "@" separates the domain; a quoted local part may itself contain "@".
  const at = trimmed.lastIndexOf('@')
  return at === -1 ? trimmed : trimmed.slice(0, at)
}
