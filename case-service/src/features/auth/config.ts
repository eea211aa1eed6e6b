import { resolveSecret } from '@agency-platform/shared/localSecrets'
import { caseEnv } from '@case/env'

/**
 * HS256 key, ≥ 256 bits: CASE_JWT_SECRET. Required in production; elsewhere generated once into
 * .data/secrets.json (@agency-platform/shared/localSecrets), so tokens survive restarts.
 */
export function jwtKey(): Uint8Array {
  const secret = resolveSecret('CASE_JWT_SECRET')
  if (jwtKeyOf?.secret === secret) return jwtKeyOf.key
  if (Buffer.byteLength(secret) < 32) throw new Error('CASE_JWT_SECRET must be at least 32 bytes')
  jwtKeyOf = { secret, key: new TextEncoder().encode(secret) }
  return jwtKeyOf.key
}
/** The key is read on every request (remembered token checks compare it): encoded once per secret. */
let jwtKeyOf: { secret: string; key: Uint8Array } | undefined

export const authConfig = {
  get accessTokenTtlSeconds() {
    return caseEnv().ACCESS_TOKEN_TTL_SECONDS
  },
  get refreshTokenTtlSeconds() {
    return caseEnv().REFRESH_TOKEN_TTL_SECONDS
  },
  get maxFailedLogins() {
    return caseEnv().LOGIN_MAX_FAILURES
  },
  get lockMinutes() {
    return caseEnv().LOGIN_LOCK_MINUTES
  },
  /** Login attempts per client IP and minute, across all app instances. */
  get loginRateLimitPerMinute() {
    return caseEnv().LOGIN_RATE_LIMIT_PER_MINUTE
  },
  /** ALLOWED_EMAIL_DOMAINS (comma-separated); empty = self-service registration and e-mail changes are closed. */
  get allowedEmailDomains(): string[] {
    return (caseEnv().ALLOWED_EMAIL_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean)
  },
  /** Base of the links handed out (registration link of an invitation). */
  get publicUrl() {
    return caseEnv().CASE_PUBLIC_URL.replace(/\/+$/, '')
  },
  /** Issuer shown by authenticator apps. */
  get mfaIssuer() {
    return caseEnv().MFA_ISSUER
  },
  issuer: 'case-service',
  audience: 'case-service-api',
}
