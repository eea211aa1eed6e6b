import { randomUUID } from 'node:crypto'
import type { Db } from '@case/db/client'
import type { Role } from '@case/db/schema'
import { claimOnce } from './rateLimit'
import { signServiceJwt, verifyServiceJwt } from './serviceJwt'

/**
 * Download links (`?token=`) carry a token of their own: typ `download+jwt`, valid for at most a
 * minute and bound to one path (path + query without `token`). A leaked link (browser history,
 * proxy log) therefore opens that one file for a minute and nothing else, and only once (its `jti`
 * is remembered until it expires); an access token in the query is refused. It carries the session
 * (`sid`) it was issued in, so logging that session out ends it too.
 */
const TOKEN_TYPE = 'download+jwt'
export const DOWNLOAD_TOKEN_TTL_SECONDS = 60

/**
 * The routes that take `?token=` and the roles they admit (null: every role), so a token is issued
 * only to whom the download would serve. download-tokens.test checks both against the contracts.
 */
export const DOWNLOAD_ROUTES: Readonly<Record<string, readonly Role[] | null>> = {
  '/api/reports/download': null,
  '/api/cases/coding-template': ['admin'],
  '/api/admin/sync/export': ['admin'],
}
export const DOWNLOAD_PATHS = Object.keys(DOWNLOAD_ROUTES)

/** `/api/reports/download?id=…` and `?id=…&token=…` name the same download; parameter order does not matter. */
export function downloadTarget(url: URL): string {
  const params = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'token')
    .sort(([a], [b]) => a.localeCompare(b))
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params).toString()}`
}

export async function signDownloadToken(
  userId: string,
  sessionId: string,
  target: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  return signServiceJwt(
    TOKEN_TYPE,
    { path: target, sid: sessionId, jti: randomUUID() },
    userId,
    now,
    DOWNLOAD_TOKEN_TTL_SECONDS,
  )
}

export type DownloadClaims = { sub: string; iatMs: number; sid: string; jti: string }

/** Valid only as a download token (typ), unexpired, and for exactly this request's target. */
export async function verifyDownloadToken(token: string, url: URL): Promise<DownloadClaims | null> {
  try {
    const payload = await verifyServiceJwt(token, TOKEN_TYPE)
    if (payload.path !== downloadTarget(url) || typeof payload.sid !== 'string' || typeof payload.jti !== 'string')
      return null
    return { sub: payload.sub, iatMs: payload.iat_ms, sid: payload.sid, jti: payload.jti }
  } catch {
    return null
  }
}

/** Uses the token up: true the first time, on any instance; it is remembered as long as it could be valid. */
export function claimDownloadToken(db: Db, claims: DownloadClaims): Promise<boolean> {
  return claimOnce(db, 'download_token', claims.jti, DOWNLOAD_TOKEN_TTL_SECONDS)
}
