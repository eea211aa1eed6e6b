import type { Executor } from '@case/db/client'
import { writeAudit } from '@case/features/audit/auditLog'
import { revokeFamilyOfToken } from './sessionTokens'
import type { AuthUser } from './withAuth'

/**
 * POST /api/auth/logout: revokes the refresh family of the presented token if it is the caller's.
 * Idempotent (also for an already revoked or foreign token). The access token itself stays
 * valid until it expires (at most ACCESS_TOKEN_TTL_SECONDS).
 */
export async function endSession(db: Executor, user: AuthUser, refreshToken: string, request: Request): Promise<void> {
  const revoked = await revokeFamilyOfToken(db, user.id, refreshToken)
  await writeAudit(db, { action: 'logout', userId: user.id, entityType: 'user', entityId: user.id, details: { session_revoked: revoked }, request })
}
