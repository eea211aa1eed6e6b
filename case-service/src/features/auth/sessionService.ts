import { getDb } from '@case/db/client'
import { writeAudit } from '@case/features/audit/auditLog'
import { toUserView } from './userView'
import { revokeFamilyOfToken, rotateRefreshToken } from './sessionTokens'
import type { RouteInput } from '@case/http/route'
import type { logoutContract, refreshContract } from './contracts'

/** POST /api/auth/refresh: rotation; a used token revokes its family (401 refresh_reused). */
export async function refresh({ request, body: { refresh_token } }: RouteInput<typeof refreshContract>): Promise<Response> {
  const { pair, user } = await rotateRefreshToken(await getDb(), refresh_token, request)
  return Response.json({ ...pair, user: toUserView(user) })
}

/**
 * POST /api/auth/logout: revokes the refresh family of the presented token if it is the caller's.
 * Idempotent (204 also for an already revoked or foreign token). The access token itself stays
 * valid until it expires (at most ACCESS_TOKEN_TTL_SECONDS).
 */
export async function logout({ user, db, request, body: { refresh_token } }: RouteInput<typeof logoutContract>): Promise<Response> {
  const revoked = await revokeFamilyOfToken(db, user.id, refresh_token)
  await writeAudit(db, { action: 'logout', userId: user.id, entityType: 'user', entityId: user.id, details: { session_revoked: revoked }, request })
  return new Response(null, { status: 204 })
}
