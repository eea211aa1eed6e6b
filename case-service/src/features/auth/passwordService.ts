import { eq } from 'drizzle-orm'
import type { Executor } from '@case/db/client'
import { users } from '@case/db/schema'
import { unprocessable } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { getUserOr404 } from './userStore'
import { toUserView, type UserRow } from './userView'
import { accountLockedResponse } from './authErrors'
import { isLocked, recordFailedLogin } from './loginAttempts'
import { hashPassword, verifyPassword } from './passwordHash'
import { assertAcceptablePassword } from './passwordRules'
import { revokeAllSessions, startSession } from './sessionTokens'
import type { RouteInput } from '@case/http/route'
import type { changePasswordContract } from './contracts'

/**
 * Re-checks the caller's password inside a session (password change, MFA disable). Wrong
 * passwords count toward the lockout like failed logins: a stolen access token must not open
 * an unlimited guessing channel. Returns a 423 response when the account is (or becomes) locked.
 */
export async function confirmPassword(db: Executor, user: UserRow, password: string, field: string): Promise<Response | null> {
  if (isLocked(user)) return accountLockedResponse(user.locked_until!)
  if (await verifyPassword(user.password_hash, password)) return null
  const lockedUntil = await recordFailedLogin(db, user.id)
  if (lockedUntil) return accountLockedResponse(lockedUntil)
  throw unprocessable('The password is wrong', [{ field, message: 'Wrong password' }], 'password_invalid')
}

/** POST /api/auth/change-password: every session is revoked; the caller gets a new pair. */
export async function changePassword({ user, db, request, body: input }: RouteInput<typeof changePasswordContract>): Promise<Response> {
  const row = await getUserOr404(db, user.id)
  assertAcceptablePassword(input.new_password, row.email, 'new_password')
  const refusal = await confirmPassword(db, row, input.current_password, 'current_password')
  if (refusal) return refusal

  const passwordHash = await hashPassword(input.new_password)
  const now = new Date()
  const session = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, user.id)).returning()
    await revokeAllSessions(tx, user.id, now)
    await writeAudit(tx, { action: 'password_changed', userId: user.id, entityType: 'user', entityId: user.id, request })
    return { pair: await startSession(tx, updated!, now), user: updated! }
  })
  return Response.json({ ...session.pair, user: toUserView(session.user) })
}
