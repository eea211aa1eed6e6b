import { and, eq, isNull, lt, or } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Db, Executor } from '@case/db/client'
import { users, type SessionTransport } from '@case/db/schema'
import { conflict, unprocessable } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { notifyUser } from '@case/features/notifications/notify'
import { getUserOr404 } from './userStore'
import type { UserRow } from './userView'
import { accountLocked, mfaCodeMessage } from './authErrors'
import { recordFailedLogin } from './loginAttempts'
import { openMfaSecret, sealMfaSecret } from './mfaSecret'
import { confirmPassword } from './passwordService'
import type { MfaCodeInput, MfaSetup } from './schemas'
import { revokeAllSessions, startSession, type NewSession } from './sessionTokens'
import { checkTotp, newTotpSecret, totpUri } from './totp'

const wrongCode = (reason: 'invalid' | 'replayed') =>
  unprocessable(mfaCodeMessage(reason), [{ field: 'code', message: mfaCodeMessage(reason) }], 'mfa_invalid')

const mfaOff = { mfa_enabled: false, mfa_secret_enc: null, mfa_pending_secret_enc: null, mfa_last_step: null } as const

type MfaChange = 'mfa_enabled' | 'mfa_disabled' | 'mfa_reset'

/** Every change of the second factor is told to its owner, in the transaction that makes it. */
const notifyMfaChange = (db: Executor, userId: string, change: MfaChange) => notifyUser(db, userId, { type: change })

/**
 * POST /api/auth/mfa/setup {password}: a new pending secret; MFA is on only after /mfa/verify. The
 * password is asked again (and counts toward the lockout): with a stolen access token alone an
 * attacker could otherwise enrol their own authenticator and lock the owner out.
 */
export async function startMfaSetup(
  db: Executor,
  userId: string,
  password: string,
  request: Request,
): Promise<MfaSetup> {
  const row = await getUserOr404(db, userId)
  if (row.mfa_enabled) throw conflict('MFA is already enabled; disable it first', 'mfa_already_enabled')
  await confirmPassword(db, row, password, 'password')
  const secret = newTotpSecret()
  await db
    .update(users)
    .set({ mfa_pending_secret_enc: sealMfaSecret(row.id, secret), updated_at: new Date() })
    .where(eq(users.id, row.id))
  await writeAudit(db, {
    action: 'auth.mfa_setup_started',
    userId: row.id,
    entityType: 'user',
    entityId: row.id,
    request,
  })
  const otpauthUrl = totpUri(secret, row.email)
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl) }
}

/** A fresh session for the caller, on the transport of the one it replaces: every other session was revoked with the MFA change. */
async function newSessionOf(db: Executor, user: UserRow, now: Date, transport: SessionTransport): Promise<NewSession> {
  return { pair: await startSession(db, user, now, transport), user, transport }
}

/** POST /api/auth/mfa/verify {password, code}: the password again, proof that the authenticator works, then MFA is on. */
export async function enableMfa(
  db: Db,
  userId: string,
  input: MfaCodeInput,
  request: Request,
  transport: SessionTransport,
): Promise<NewSession> {
  const row = await getUserOr404(db, userId)
  if (row.mfa_enabled) throw conflict('MFA is already enabled', 'mfa_already_enabled')
  const pending = row.mfa_pending_secret_enc
  if (!pending) throw conflict('Start with POST /api/auth/mfa/setup', 'mfa_setup_required')
  await confirmPassword(db, row, input.password, 'password')
  const check = await checkTotp(openMfaSecret(row.id, pending), input.code, null)
  if (!check.ok) throw wrongCode(check.reason)

  const now = new Date()
  return db.transaction(async (tx) => {
    // Only the secret that was checked: a setup started meanwhile replaced it.
    const [enabled] = await tx
      .update(users)
      .set({ mfa_enabled: true, mfa_secret_enc: pending, mfa_pending_secret_enc: null, mfa_last_step: check.step })
      .where(and(eq(users.id, row.id), eq(users.mfa_enabled, false), eq(users.mfa_pending_secret_enc, pending)))
      .returning()
    if (!enabled) throw conflict('MFA setup changed meanwhile; start again', 'mfa_setup_required')
    await revokeAllSessions(tx, row.id, now)
    await writeAudit(tx, { action: 'auth.mfa_enabled', userId: row.id, entityType: 'user', entityId: row.id, request })
    await notifyMfaChange(tx, row.id, 'mfa_enabled')
    return newSessionOf(tx, enabled, now, transport)
  })
}

/** POST /api/auth/mfa/disable {password, code}: both factors again; wrong ones count toward the lockout. */
export async function disableOwnMfa(
  db: Db,
  userId: string,
  input: MfaCodeInput,
  request: Request,
  transport: SessionTransport,
): Promise<NewSession> {
  const row = await getUserOr404(db, userId)
  if (!row.mfa_enabled || !row.mfa_secret_enc) throw conflict('MFA is not enabled', 'mfa_not_enabled')
  await confirmPassword(db, row, input.password, 'password')
  const check = await checkTotp(openMfaSecret(row.id, row.mfa_secret_enc), input.code, row.mfa_last_step)
  if (!check.ok) {
    const lockedUntil = await recordFailedLogin(db, row.id)
    throw lockedUntil ? accountLocked(lockedUntil) : wrongCode(check.reason)
  }

  const now = new Date()
  return db.transaction(async (tx) => {
    // Claims the code's step in the same statement: a concurrent request with the same code loses.
    const [disabled] = await tx
      .update(users)
      .set(mfaOff)
      .where(
        and(
          eq(users.id, row.id),
          eq(users.mfa_enabled, true),
          or(isNull(users.mfa_last_step), lt(users.mfa_last_step, check.step)),
        ),
      )
      .returning()
    if (!disabled) throw wrongCode('replayed')
    await revokeAllSessions(tx, row.id, now)
    await writeAudit(tx, { action: 'auth.mfa_disabled', userId: row.id, entityType: 'user', entityId: row.id, request })
    await notifyMfaChange(tx, row.id, 'mfa_disabled')
    return newSessionOf(tx, disabled, now, transport)
  })
}

/** Admin reset (lost authenticator): MFA off and every session of the user revoked. */
export async function resetMfa(db: Executor, userId: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(mfaOff).where(eq(users.id, userId)).returning()
  if (row) {
    await revokeAllSessions(db, userId, now)
    await notifyMfaChange(db, userId, 'mfa_reset')
  }
  return row
}
