import type { Executor } from '@case/db/client'
import { writeAudit } from '@case/features/audit/auditLog'
import { revokeSessionOf } from './sessionTokens'
import type { AuthUser } from './withAuth'

/**
 * POST /api/auth/logout: ends the caller's session — its refresh family and with it every access
 * token of that session — and the family of the presented refresh token if it is the caller's.
 * Idempotent (also for an already revoked or foreign token).
 */
export async function endSession(db: Executor, user: AuthUser, refreshToken: string, request: Request): Promise<void> {
  const revoked = await revokeSessionOf(db, user.id, user.sessionId, refreshToken)
  await writeAudit(db, {
    action: 'auth.logged_out',
    userId: user.id,
    entityType: 'user',
    entityId: user.id,
    details: { session_revoked: revoked },
    request,
  })
}
