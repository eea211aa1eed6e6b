import { errors } from 'jose'
import type { Role } from '@case/db/schema'
import { authConfig } from './config'
import { signServiceJwt, verifyServiceJwt } from './serviceJwt'

const TOKEN_TYPE = 'at+jwt'

export type AccessClaims = { sub: string; role: Role; iatMs: number }

export async function signAccessToken(userId: string, role: Role, now = Date.now()): Promise<string> {
  return (await signServiceJwt(TOKEN_TYPE, { role }, userId, now, authConfig.accessTokenTtlSeconds)).token
}

export type VerifyFailure = 'token_expired' | 'token_invalid'

export async function verifyAccessToken(token: string): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  try {
    const payload = await verifyServiceJwt(token, TOKEN_TYPE)
    return { ok: true, claims: { sub: payload.sub, role: payload.role as Role, iatMs: payload.iat_ms } }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid' }
  }
}
