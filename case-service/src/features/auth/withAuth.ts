import { getDb, type Db } from '@case/db/client'
import type { Role } from '@case/db/schema'
import { unauthorized } from '@case/http/apiError'
import { verifyAccessToken } from './accessToken'
import { callerRow } from './callerRows'
import { claimDownloadToken, verifyDownloadToken } from './downloadToken'

/** `sessionId`: the session (refresh family) the caller's token belongs to; logout ends it. */
export type AuthUser = { id: string; email: string; name: string; role: Role; sessionId: string }

type CallerClaims = { sub: string; iatMs: number; sid: string }

/**
 * The caller's identity from a Bearer access token, or — on download routes only — a download token
 * in `?token=`, which is used up here: it opens one download.
 */
async function verifiedCaller(request: Request, allowQueryToken: boolean): Promise<CallerClaims> {
  const header = request.headers.get('authorization')
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!token) throw unauthorized('Missing access token', 'token_missing')
    const verified = await verifyAccessToken(token)
    if (!verified.ok) {
      throw unauthorized(
        verified.reason === 'token_expired' ? 'Access token expired' : 'Invalid access token',
        verified.reason,
      )
    }
    return verified.claims
  }
  const url = new URL(request.url)
  const queryToken = allowQueryToken ? url.searchParams.get('token') : null
  if (!queryToken) throw unauthorized('Missing access token', 'token_missing')
  const claims = await verifyDownloadToken(queryToken, url)
  if (!claims || !(await claimDownloadToken(await getDb(), claims)))
    throw unauthorized(
      'Invalid or expired download link; request a new one (POST /api/auth/download-token)',
      'download_token_invalid',
    )
  return claims
}

/**
 * Resolves the caller from a valid token, the user row (role, active, revocation) and the token's
 * session (not logged out): as of now, or as read by this instance within CALLER_RECHECK_MS and not
 * changed here since (callerRows.ts).
 */
export async function authenticate(request: Request, allowQueryToken = false): Promise<{ user: AuthUser; db: Db }> {
  const claims = await verifiedCaller(request, allowQueryToken)
  const db = await getDb()
  const row = await callerRow(db, claims.sub, claims.sid)
  if (!row || !row.active || !row.session_open || claims.iatMs < row.sessions_valid_after.getTime()) {
    throw unauthorized('Session is no longer valid', 'token_revoked')
  }
  return { user: { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: claims.sid }, db }
}
