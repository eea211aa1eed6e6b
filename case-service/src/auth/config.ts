import { resolveSecret } from '../../../shared/secrets/localSecrets.mjs'

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/**
 * HS256 key, ≥ 256 bits: CASE_JWT_SECRET. Required in production; elsewhere generated once into
 * .data/secrets.json (shared/secrets/localSecrets.mjs), so tokens survive restarts.
 */
export function jwtKey(): Uint8Array {
  const secret = resolveSecret('CASE_JWT_SECRET')
  if (Buffer.byteLength(secret) < 32) throw new Error('CASE_JWT_SECRET must be at least 32 bytes')
  return new TextEncoder().encode(secret)
}

export const authConfig = {
  get accessTokenTtlSeconds() {
    return numberFromEnv('ACCESS_TOKEN_TTL_SECONDS', 15 * 60)
  },
  get refreshTokenTtlSeconds() {
    return numberFromEnv('REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600)
  },
  get maxFailedLogins() {
    return numberFromEnv('LOGIN_MAX_FAILURES', 5)
  },
  get lockMinutes() {
    return numberFromEnv('LOGIN_LOCK_MINUTES', 15)
  },
  /** Login attempts per client IP and minute, across all app instances. */
  get loginRateLimitPerMinute() {
    return numberFromEnv('LOGIN_RATE_LIMIT_PER_MINUTE', 20)
  },
  /** ALLOWED_EMAIL_DOMAINS (comma-separated); empty = self-service registration and e-mail changes are closed. */
  get allowedEmailDomains(): string[] {
    return (process.env.ALLOWED_EMAIL_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean)
  },
  /** Base of the links handed out (registration link of an invitation). */
  get publicUrl() {
    return (process.env.CASE_PUBLIC_URL ?? 'http://localhost:3001').replace(/\/+$/, '')
  },
  /** Issuer shown by authenticator apps. */
  get mfaIssuer() {
    return process.env.MFA_ISSUER ?? 'Case Service'
  },
  issuer: 'case-service',
  audience: 'case-service-api',
}
