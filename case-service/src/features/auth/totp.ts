import { generateSecret, generateURI, verify } from 'otplib'
import { authConfig } from './config'

/** RFC 6238 with the authenticator-app defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30

export const newTotpSecret = (): string => generateSecret()

export const totpUri = (secret: string, accountName: string): string =>
  generateURI({ issuer: authConfig.mfaIssuer, label: accountName, secret, period: PERIOD_SECONDS })

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' }

/**
 * Accepts the current step and one step either side (clock drift). A step at or before
 * `lastStep` is a replay; the caller must still claim the step atomically in the database.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<TotpCheck> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    epochTolerance: PERIOD_SECONDS,
  }).catch(() => ({ valid: false as const }))
  // The union also covers HOTP results, which carry no time step.
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'invalid' }
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' }
  return { ok: true, step: result.timeStep }
}
