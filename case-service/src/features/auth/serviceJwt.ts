import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { authConfig, jwtKey } from './config'

/**
 * The service's JWTs (access and download tokens) differ only in `typ`, claims and lifetime: one
 * place pins HS256, issuer, audience and the `typ` check, so no token kind can be verified as another.
 */
export async function signServiceJwt(
  typ: string,
  claims: JWTPayload,
  subject: string,
  now: number,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAtSeconds = Math.floor(now / 1000) + ttlSeconds
  const token = await new SignJWT({ ...claims, iat_ms: now })
    .setProtectedHeader({ alg: 'HS256', typ })
    .setSubject(subject)
    .setIssuer(authConfig.issuer)
    .setAudience(authConfig.audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiresAtSeconds)
    .sign(jwtKey())
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) }
}

/** Verifies signature (HS256 only — never `none` or another algorithm), typ, iss, aud and expiry; throws jose's errors. */
export async function verifyServiceJwt(
  token: string,
  typ: string,
): Promise<JWTPayload & { sub: string; iat_ms: number }> {
  const { payload } = await jwtVerify(token, jwtKey(), {
    algorithms: ['HS256'],
    issuer: authConfig.issuer,
    audience: authConfig.audience,
    typ,
    requiredClaims: ['sub', 'exp', 'iat'],
  })
  if (typeof payload.sub !== 'string' || typeof payload.iat_ms !== 'number') throw new InvalidServiceJwt()
  return payload as JWTPayload & { sub: string; iat_ms: number }
}

export class InvalidServiceJwt extends Error {
  constructor() {
    super('token claims are incomplete')
  }
}
