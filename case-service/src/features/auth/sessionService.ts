import type { Db, Executor } from '@case/db/client'
import { writeAudit } from '@case/features/audit/auditLog'
import { refreshTokenOwner, revokeSessionOf } from './sessionTokens'
import type { AuthUser } from './withAuth'

/**
 * POST /api/auth/logout: ends the caller's session — its refresh family and with it every access
 * token of that session — and the family of the presented refresh token if it is the caller's.
 * Idempotent (also for an already revoked or foreign token).
 */
export async function endSession(db: Db, user: AuthUser, refreshToken: string, request: Request): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeSessionOf(tx, user.id, user.sessionId, refreshToken)
    await auditLogout(tx, user.id, revoked, request)
  })
}

/**
 * POST /api/auth/session/logout: ends the session of the refresh cookie, and the caller's session
 * when an access token of the same user came along. An unknown cookie ends nothing (idempotent).
 */
export async function endBrowserSession(
  db: Db,
  cookie: string,
  caller: AuthUser | undefined,
  request: Request,
): Promise<void> {
  const owner = await refreshTokenOwner(db, cookie)
  if (!owner) return
  const sessionId = caller?.id === owner.userId ? caller.sessionId : owner.sessionId
  await db.transaction(async (tx) => {
    const revoked = await revokeSessionOf(tx, owner.userId, sessionId, cookie)
    await auditLogout(tx, owner.userId, revoked, request)
  })
}

const auditLogout = (db: Executor, userId: string, revoked: boolean, request: Request) =>
  writeAudit(db, {
    action: 'auth.logged_out',
    userId,
    entityType: 'user',
    entityId: userId,
    details: { session_revoked: revoked },
    request,
  })
