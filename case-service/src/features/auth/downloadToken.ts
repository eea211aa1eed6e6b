import { signServiceJwt, verifyServiceJwt } from './serviceJwt'

/**
 * Download links (`?token=`) carry a token of their own: typ `download+jwt`, valid for at most a
 * minute and bound to one path (path + query without `token`). A leaked link (browser history,
 * proxy log) therefore opens that one file for a minute and nothing else; an access token in the
 * query is refused.
 */
const TOKEN_TYPE = 'download+jwt'
export const DOWNLOAD_TOKEN_TTL_SECONDS = 60

/** The routes that take `?token=` (contracts with auth `bearer_or_query_token`; download-tokens.test checks the list against the contracts). */
export const DOWNLOAD_PATHS = ['/api/reports/download', '/api/cases/coding-template'] as const

/** `/api/reports/download?id=…` and `?id=…&token=…` name the same download; parameter order does not matter. */
export function downloadTarget(url: URL): string {
  const params = [...url.searchParams.entries()].filter(([name]) => name !== 'token').sort(([a], [b]) => a.localeCompare(b))
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params).toString()}`
}

export async function signDownloadToken(userId: string, target: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  return signServiceJwt(TOKEN_TYPE, { path: target }, userId, now, DOWNLOAD_TOKEN_TTL_SECONDS)
}

export type DownloadClaims = { sub: string; iatMs: number }

/** Valid only as a download token (typ), unexpired, and for exactly this request's target. */
export async function verifyDownloadToken(token: string, url: URL): Promise<DownloadClaims | null> {
  try {
    const payload = await verifyServiceJwt(token, TOKEN_TYPE)
    if (payload.path !== downloadTarget(url)) return null
    return { sub: payload.sub, iatMs: payload.iat_ms }
  } catch {
    return null
  }
}
