import { randomBytes } from 'node:crypto'

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

let devSecret: Uint8Array | undefined

/** HS256 key, ≥ 256 bits. Production requires CASE_JWT_SECRET; dev gets a per-process random key. */
export function jwtKey(): Uint8Array {
  const secret = process.env.CASE_JWT_SECRET
  if (secret) {
    if (Buffer.byteLength(secret) < 32) throw new Error('CASE_JWT_SECRET must be at least 32 bytes')
    return new TextEncoder().encode(secret)
  }
  if (process.env.NODE_ENV === 'production') throw new Error('CASE_JWT_SECRET must be set in production')
  return (devSecret ??= randomBytes(32))
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
  issuer: 'case-service',
  audience: 'case-service-api',
}
