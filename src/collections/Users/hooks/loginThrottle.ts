import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { cmsEnv } from '@/env'
import { clientIp } from '@/lib/rateLimit/clientIp'
import { consumePoints, resetPoints, type LimiterOptions } from '@/lib/rateLimit/limiter'

/*
 * CMS login throttling, the case service's rule: attempts are limited per client address, and failures
 * are counted per account *and* client address. Payload's own lockout (per account, `maxLoginAttempts`)
 * is off: with it, five anonymous requests from anywhere locked any account for everyone, and only
 * existing accounts answered "locked", which told which addresses exist. Here unknown and existing
 * accounts answer alike, and a lock holds only for the address that caused it.
 */

/** The name the audit log records for a refused attempt (loginEvents.ts). */
export const LOGIN_THROTTLED = 'LoginThrottled'

class LoginThrottled extends APIError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429, { retryAfterSeconds }, true)
    this.name = LOGIN_THROTTLED
  }
}

const failureLimit = (): LimiterOptions => {
  const env = cmsEnv()
  return {
    keyPrefix: 'cms-login:failures',
    points: env.CMS_LOGIN_MAX_FAILURES,
    durationSeconds: env.CMS_LOGIN_LOCK_MINUTES * 60,
  }
}
const addressLimit = (): LimiterOptions => ({
  keyPrefix: 'cms-login:address',
  points: cmsEnv().CMS_LOGIN_ATTEMPTS_PER_MINUTE,
  durationSeconds: 60,
})

const normalizedEmail = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim().slice(0, 320) : ''
}
const failureKey = (req: PayloadRequest, email: string) => `${email}|${clientIp(req.headers)}`

const hash = promisify(pbkdf2)
/** Payload's password check (pbkdf2, 25 000 rounds) for an unknown address, so the answer takes as long. */
const burnPasswordCheck = (password: unknown) =>
  hash(typeof password === 'string' ? password : '', 'no-account', 25000, 512, 'sha256')

/**
 * Before every login (REST, GraphQL, admin): the address's attempt limit, then one failure counted in
 * advance for this account and address; a successful login clears it (clearLoginFailures).
 */
export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const address = await consumePoints(req.payload, addressLimit(), clientIp(req.headers))
  if (!address.allowed) {
    throw new LoginThrottled(
      localizedMessage(req, {
        de: `Zu viele Anmeldeversuche von Ihrer Adresse. Bitte versuchen Sie es in ${address.retryAfterSeconds} Sekunden erneut.`,
        en: `Too many login attempts from your address. Please try again in ${address.retryAfterSeconds} seconds.`,
      }),
      address.retryAfterSeconds,
    )
  }
  const email = normalizedEmail(args.data)
  const failures = await consumePoints(req.payload, failureLimit(), failureKey(req, email))
  if (!failures.allowed) {
    const minutes = Math.ceil(failures.retryAfterSeconds / 60)
    throw new LoginThrottled(
      localizedMessage(req, {
        de: `Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in ${minutes} Minuten erneut.`,
        en: `Too many failed logins. Please try again in ${minutes} minutes.`,
      }),
      failures.retryAfterSeconds,
    )
  }
  const account = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })
  if (!account) await burnPasswordCheck((args.data as { password?: unknown } | undefined)?.password)
  return args
}

/** A successful login clears the failures counted for this account from this address. */
export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await resetPoints(req.payload, failureLimit(), failureKey(req, normalizedEmail({ email: user.email })))
  return user
}
