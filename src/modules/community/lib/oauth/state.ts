import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { resolveSecret } from '@agency-platform/shared/localSecrets'

/** How long a started connection may take on the provider's consent screen. */
export const STATE_TTL_SECONDS = 10 * 60

/** What the OAuth `state` carries: who started the connection, for which tenant, until when, and a one-time nonce. */
export type OAuthState = { user: number | string; tenant: number | string; nonce: string; exp: number }

const stateSchema = z.object({
  user: z.union([z.number().int(), z.string().max(64)]),
  tenant: z.union([z.number().int(), z.string().max(64)]),
  nonce: z.string().regex(/^[\w-]{16,64}$/),
  exp: z.number().int(),
})

/**
 * The signing key of OAuth states: derived from PAYLOAD_SECRET (secrets loader) with a purpose
 * label, so a state is never a valid session token or any other signature of the app.
 */
export const stateKey = (): Buffer =>
  createHmac('sha256', resolveSecret('PAYLOAD_SECRET')).update('community-oauth-state').digest()

const signature = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest()

export const newNonce = (): string => randomBytes(18).toString('base64url')

/** `<payload>.<HMAC-SHA256>` in base64url: compact enough for a query parameter, tamper-evident, expiring. */
export function signState(state: OAuthState, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url')
  return `${body}.${signature(body, key).toString('base64url')}`
}

export type StateCheck = { ok: true; state: OAuthState } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** The state if the signature holds and it has not expired at `nowSeconds`. */
export function verifyState(token: string, key: Buffer, nowSeconds: number): StateCheck {
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'malformed' }
  const expected = signature(body, key)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = stateSchema.safeParse(decoded)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  if (parsed.data.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, state: parsed.data }
}
