import { errors, jwtVerify, SignJWT } from 'jose'
import type { Role } from '@case/db/schema'
import { authConfig, jwtKey } from './config'

const TOKEN_TYPE = 'at+jwt'

export type AccessClaims = { sub: string; role: Role; iatMs: number }

export async function signAccessToken(userId: string, role: Role, now = Date.now()): Promise<string> {
  return new SignJWT({ role, iat_ms: now })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setSubject(userId)
    .setIssuer(authConfig.issuer)
    .setAudience(authConfig.audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + authConfig.accessTokenTtlSeconds)
    .sign(jwtKey())
}

export type VerifyFailure = 'token_expired' | 'token_invalid'

/** Verifies signature (HS256 only — never `none` or another algorithm), typ, iss, aud and expiry. */
export async function verifyAccessToken(token: string): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), {
      algorithms: ['HS256'],
      issuer: authConfig.issuer,
      audience: authConfig.audience,
      typ: TOKEN_TYPE,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.iat_ms !== 'number') return { ok: false, reason: 'token_invalid' }
    return { ok: true, claims: { sub: payload.sub, role: payload.role as Role, iatMs: payload.iat_ms } }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid' }
  }
}
