import { eq } from 'drizzle-orm'
import type { Executor, Db } from '@case/db/client'
import { users, type SessionTransport } from '@case/db/schema'
import { unprocessable } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { getUserOr404 } from './userStore'
import type { UserRow } from './userView'
import { accountLocked } from './authErrors'
import { isLocked, recordFailedLogin } from './loginAttempts'
import { hashPassword, verifyPassword } from './passwordHash'
import { assertAcceptablePassword } from './passwordRules'
import type { ChangePasswordInput } from './schemas'
import { revokeAllSessions, startSession, type NewSession } from './sessionTokens'

/**
 * Re-checks the caller's password inside a session (password change, MFA disable). Wrong
 * passwords count toward the lockout like failed logins: a stolen access token must not open
 * an unlimited guessing channel. Throws 423 when the account is (or becomes) locked.
 */
export async function confirmPassword(db: Executor, user: UserRow, password: string, field: string): Promise<void> {
  if (isLocked(user)) throw accountLocked(user.locked_until!)
  if (await verifyPassword(user.password_hash, password)) return
  const lockedUntil = await recordFailedLogin(db, user.id)
  if (lockedUntil) throw accountLocked(lockedUntil)
  throw unprocessable('The password is wrong', [{ field, message: 'Wrong password' }], 'password_invalid')
}

/** POST /api/auth/change-password: every session is revoked; the caller gets a new one. */
export async function changeOwnPassword(
  db: Db,
  userId: string,
  input: ChangePasswordInput,
  request: Request,
  transport: SessionTransport,
): Promise<NewSession> {
  const row = await getUserOr404(db, userId)
  assertAcceptablePassword(input.new_password, row.email, 'new_password')
  await confirmPassword(db, row, input.current_password, 'current_password')

  const passwordHash = await hashPassword(input.new_password)
  const now = new Date()
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password_hash: passwordHash })
      .where(eq(users.id, userId))
      .returning()
    await revokeAllSessions(tx, userId, now)
    await writeAudit(tx, { action: 'auth.password_changed', userId, entityType: 'user', entityId: userId, request })
    return { pair: await startSession(tx, updated!, now, transport), user: updated!, transport }
  })
}
