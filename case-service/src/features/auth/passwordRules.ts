import { validatePassword } from '@case/domain/auth/passwordPolicy'
import { unprocessable } from '@case/http/apiError'

/** The password policy as a 422 whose code names the rule (password_too_short, password_common, …). */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  const check = validatePassword(password, email)
  if (!check.ok) throw unprocessable(check.message, [{ field, message: check.message }], check.code)
}
