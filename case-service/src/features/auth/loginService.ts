import { eq } from 'drizzle-orm'
import { authConfig } from './config'
import type { Db, Executor } from '@case/db/client'
import { users, type SessionTransport } from '@case/db/schema'
import type { ApiError } from '@case/http/apiError'
import { clientIp } from '@case/http/clientInfo'
import { writeAudit } from '@case/features/audit/auditLog'
import type { UserRow } from './userView'
import { accountLocked, invalidCredentials, mfaInvalid } from './authErrors'
import { completeLogin, isLocked, recordFailedLogin, recordFailedLoginForAddress } from './loginAttempts'
import { openMfaSecret } from './mfaSecret'
import { burnVerifyTime, verifyPassword } from './passwordHash'
import { consumeRateLimit } from './rateLimit'
import type { LoginInput } from './schemas'
import { startSession, type NewSession } from './sessionTokens'
import { checkTotp } from './totp'

type FailureReason = 'unknown_email' | 'inactive' | 'locked' | 'wrong_password' | 'mfa_invalid' | 'mfa_replayed'

function auditFailure(db: Executor, request: Request, email: string, reason: FailureReason, userId?: string) {
  return writeAudit(db, {
    action: 'auth.login_failed',
    userId,
    entityType: 'user',
    entityId: userId,
    details: { email, reason },
    request,
  })
}

/** Counts the failure; the attempt that reaches the threshold already answers 423. */
async function refuse(db: Db, request: Request, user: UserRow, reason: FailureReason, error: ApiError): Promise<never> {
  const lockedUntil = await db.transaction(async (tx) => {
    await auditFailure(tx, request, user.email, reason, user.id)
    return recordFailedLogin(tx, user.id)
  })
  throw lockedUntil ? accountLocked(lockedUntil) : error
}

/** Unknown or deactivated: counted per address and locked like an account, so both answer alike. */
async function refuseAddress(
  db: Db,
  request: Request,
  email: string,
  reason: FailureReason,
  userId?: string,
): Promise<never> {
  const lockedUntil = await db.transaction(async (tx) => {
    await auditFailure(tx, request, email, reason, userId)
    return recordFailedLoginForAddress(tx, email)
  })
  throw lockedUntil ? accountLocked(lockedUntil) : invalidCredentials()
}

/** A login either asks for the second factor or opens a session. */
export type LoginOutcome = { mfa_required: true } | NewSession

/**
 * POST /api/auth/login. Exactly one password-hash evaluation per attempt — also for unknown,
 * inactive and locked accounts — so the response time does not tell whether an address exists;
 * failures are counted and locked per address for unknown ones too, so the status does not either.
 */
export async function attemptLogin(
  db: Db,
  input: LoginInput,
  request: Request,
  transport: SessionTransport = 'json',
): Promise<LoginOutcome> {
  await consumeRateLimit(db, 'login', clientIp(request), authConfig.loginRateLimitPerMinute)

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
  if (!user) {
    await burnVerifyTime(input.password)
    return refuseAddress(db, request, input.email, 'unknown_email')
  }
  const passwordOk = await verifyPassword(user.password_hash, input.password)
  if (!user.active) return refuseAddress(db, request, user.email, 'inactive', user.id)
  // Locked: the same answer whether or not the password was right.
  if (isLocked(user)) {
    await auditFailure(db, request, user.email, 'locked', user.id)
    throw accountLocked(user.locked_until!)
  }
  if (!passwordOk) return refuse(db, request, user, 'wrong_password', invalidCredentials())

  let totpStep: number | null = null
  if (user.mfa_enabled) {
    // Password right, code missing: nothing is counted or reset, and no tokens yet.
    if (!input.totp_code) return { mfa_required: true }
    const check = await checkTotp(openMfaSecret(user.id, user.mfa_secret_enc!), input.totp_code, user.mfa_last_step)
    if (!check.ok)
      return refuse(
        db,
        request,
        user,
        check.reason === 'replayed' ? 'mfa_replayed' : 'mfa_invalid',
        mfaInvalid(check.reason),
      )
    totpStep = check.step
  }

  // One transaction, one commit: the reset, the new refresh token and the audit entry.
  const completion = await db.transaction(async (tx) => {
    const completed = await completeLogin(tx, user.id, totpStep)
    if (completed.outcome !== 'ok') return completed
    const pair = await startSession(tx, completed.user, new Date(), transport)
    await writeAudit(tx, {
      action: 'auth.login_succeeded',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      details: { mfa: user.mfa_enabled },
      request,
    })
    return { ...completed, pair }
  })
  if (completion.outcome === 'locked') throw accountLocked(completion.lockedUntil)
  if (completion.outcome === 'replayed') return refuse(db, request, user, 'mfa_replayed', mfaInvalid('replayed'))
  return { pair: completion.pair, user: completion.user, transport }
}
