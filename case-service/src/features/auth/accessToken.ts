import { errors } from 'jose'
import type { Role } from '@case/db/schema'
import { authConfig, jwtKey } from './config'
import { signServiceJwt, verifyServiceJwt } from './serviceJwt'

const TOKEN_TYPE = 'at+jwt'

/** `sid`: the session (refresh family) the token belongs to; logging that session out ends the token too (withAuth.ts). */
export type AccessClaims = { sub: string; role: Role; iatMs: number; sid: string }

export async function signAccessToken(
  userId: string,
  role: Role,
  sessionId: string,
  now = Date.now(),
): Promise<string> {
  return (await signServiceJwt(TOKEN_TYPE, { role, sid: sessionId }, userId, now, authConfig.accessTokenTtlSeconds))
    .token
}

export type VerifyFailure = 'token_expired' | 'token_invalid'

/**
 * Access tokens that passed the full check, by their exact text (signature included, so a changed
 * token never matches), until their own expiry and only under the key that verified them. A client
 * sends the same token with every request for its lifetime, and jose's HS256 check (an async Web
 * Crypto job per call) was a measurable share of a list request. Only what the token itself proves is
 * kept: the user row (active, role, revocation) is still read on every request (withAuth.ts).
 */
const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()
const VERIFIED_LIMIT = 10_000
let verifiedUnderKey: Uint8Array | undefined

export async function verifyAccessToken(
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  const key = jwtKey()
  // jwtKey() returns the same array while the secret is unchanged.
  if (verifiedUnderKey !== key) {
    verified.clear()
    verifiedUnderKey = key
  }
  const known = verified.get(token)
  if (known && Date.now() < known.expiresAtMs) return { ok: true, claims: known.claims }
  verified.delete(token)
  try {
    const payload = await verifyServiceJwt(token, TOKEN_TYPE)
    // A token without its session could not be logged out: not accepted.
    if (typeof payload.sid !== 'string') return { ok: false, reason: 'token_invalid' }
    const claims = { sub: payload.sub, role: payload.role as Role, iatMs: payload.iat_ms, sid: payload.sid }
    // The oldest entry makes room: a Map iterates in insertion order.
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!)
    verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 })
    return { ok: true, claims }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid' }
  }
}
