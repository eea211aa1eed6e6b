import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError, forbidden, unauthorized } from '@case/http/apiError'
import { addResponseHeaders } from '@case/http/handler'
import { caseEnv } from '@case/env'
import { authConfig, jwtKey } from './config'
import type { NewSession } from './sessionTokens'
import { toUserView } from './userView'

/*
 * Browser sessions (/api/auth/session/*): the refresh token lives in an HttpOnly cookie that only
 * these routes receive; the access token stays in the page's memory. CSRF: the Origin must be this
 * service's own (CASE_PUBLIC_URL), and X-CSRF-Token must be HMAC(server key, the cookie's value) —
 * the "signed double-submit" variant, so no JS-readable cookie is needed.
 */

export const REFRESH_COOKIE = 'case_refresh'
export const REFRESH_COOKIE_PATH = '/api/auth/session'
export const CSRF_HEADER = 'x-csrf-token'

const cookieAttributes = `Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`
const refreshCookie = (value: string) =>
  `${REFRESH_COOKIE}=${value}; ${cookieAttributes}; Max-Age=${authConfig.refreshTokenTtlSeconds}`
/** Set-Cookie that removes the refresh cookie (same name and path, Max-Age=0). */
export const clearedRefreshCookie = () => `${REFRESH_COOKIE}=; ${cookieAttributes}; Max-Age=0`

/** The refresh cookie of the request, if any (opaque tokens are base64url: no quoting or decoding needed). */
export function refreshCookieOf(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === REFRESH_COOKIE && value.length > 0 && value.join('=')) return value.join('=')
  }
  return undefined
}

/** The CSRF token bound to one refresh cookie; a label keeps it apart from other uses of the key. */
export const csrfTokenFor = (cookieValue: string) =>
  createHmac('sha256', jwtKey()).update(`case-csrf\0${cookieValue}`).digest('base64url')

const csrfFailed = (detail: string) => forbidden(detail, 'csrf_failed')

/** Origin must be this service's public origin (browsers send it on every cross-site and same-origin POST). */
export function checkOrigin(request: Request): void {
  if (request.headers.get('origin') !== new URL(authConfig.publicUrl).origin)
    throw csrfFailed('Origin missing or not this service')
}

/** X-CSRF-Token must be the token bound to the request's refresh cookie. */
export function checkCsrfToken(request: Request, cookieValue: string): void {
  const sent = Buffer.from(request.headers.get(CSRF_HEADER) ?? '')
  const expected = Buffer.from(csrfTokenFor(cookieValue))
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw csrfFailed('X-CSRF-Token missing or not the one of this session')
}

/** The refresh cookie, or a 401 session_missing. */
export function requireRefreshCookie(request: Request): string {
  const cookie = refreshCookieOf(request)
  if (!cookie) throw unauthorized('No session cookie', 'session_missing')
  return cookie
}

/** A refused session cookie (invalid, expired, revoked, reused) is removed along with the 401. */
export async function clearingCookieOn401<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) addResponseHeaders({ 'set-cookie': clearedRefreshCookie() })
    throw error
  }
}

/** CASE_IDLE_LOGOUT_MINUTES in seconds: the web app logs out after that long without user activity. */
export const idleTimeoutSeconds = () => Math.max(1, Math.round(caseEnv().CASE_IDLE_LOGOUT_MINUTES * 60))

/** A browser session's answer: the access token and user in JSON, the refresh token only in the cookie. */
export function browserSessionResponse({ pair, user }: NewSession, extra: Record<string, unknown> = {}): Response {
  const { refresh_token: refreshToken, ...accessPart } = pair
  return Response.json(
    {
      ...extra,
      ...accessPart,
      user: toUserView(user),
      csrf_token: csrfTokenFor(refreshToken),
      idle_timeout_seconds: idleTimeoutSeconds(),
    },
    { headers: { 'set-cookie': refreshCookie(refreshToken) } },
  )
}
