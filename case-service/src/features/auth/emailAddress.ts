import { z } from 'zod'
import { authConfig } from './config'
import { unprocessable } from '@case/http/apiError'

/** E-mail addresses are stored and compared in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .meta({ examples: ['jonas.weber@aok-nord.example'] })
  .pipe(z.email())
  .transform((email) => email.toLowerCase())

const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

function isEmailDomainAllowed(email: string, allowedDomains = authConfig.allowedEmailDomains): boolean {
  return allowedDomains.includes(emailDomain(email))
}

/** Self-service paths (registration, own e-mail change, invitations) only accept whitelisted domains. */
export function assertEmailDomainAllowed(email: string, field = 'email'): void {
  if (isEmailDomainAllowed(email)) return
  throw unprocessable(
    'This e-mail domain is not allowed',
    [{ field, message: 'E-mail domain is not on the whitelist' }],
    'email_domain_not_allowed',
  )
}
