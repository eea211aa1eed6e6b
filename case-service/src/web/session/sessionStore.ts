import { api, unwrap, type Schemas } from '../api/client'
import { setAccessToken, whenTokenRejected } from '../api/accessToken'

export type SignedOutReason = 'none' | 'logout' | 'idle' | 'expired'
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; user: Schemas['User'] }

/** What the cookie session routes answer: the access token and the CSRF token bound to the new refresh cookie. */
type BrowserSession = {
  access_token: string
  expires_in: number
  user: Schemas['User']
  csrf_token: string
  idle_timeout_seconds: number
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

let state: SessionState = { status: 'loading' }
const listeners = new Set<() => void>()
let csrfToken: string | null = null
let refreshTimer: ReturnType<typeof setTimeout> | undefined
let idleTimer: ReturnType<typeof setTimeout> | undefined
let idleTimeoutMs = 30 * 60_000

function setState(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

export const sessionState = () => state
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function resetIdleTimer() {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => void signOut('idle'), idleTimeoutMs)
}

function stopTimers() {
  clearTimeout(refreshTimer)
  clearTimeout(idleTimer)
  for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, resetIdleTimer)
}

function end(reason: SignedOutReason) {
  stopTimers()
  setAccessToken(null)
  csrfToken = null
  setState({ status: 'signed-out', reason })
}

/** Starts (or continues) the session from a cookie-route answer: refresh at 80 % of the token's life. */
export function beginSession(session: BrowserSession) {
  setAccessToken(session.access_token)
  csrfToken = session.csrf_token
  idleTimeoutMs = session.idle_timeout_seconds * 1000
  clearTimeout(refreshTimer)
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(5, session.expires_in * 0.8) * 1000)
  // A new session (sign-in, page load) starts the idle time; a background refresh is no activity of the user's.
  if (state.status !== 'signed-in') {
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, resetIdleTimer, { passive: true })
    resetIdleTimer()
  }
  setState({ status: 'signed-in', user: session.user })
}

/**
 * A credential change (MFA on or off, a new password) answers with a new session of this browser: it continues
 * this tab's session with the new access token (the new refresh cookie came with the answer).
 */
export function continueSession(
  answer: Pick<BrowserSession, 'access_token' | 'expires_in' | 'user'> &
    Partial<Pick<BrowserSession, 'csrf_token' | 'idle_timeout_seconds'>>,
) {
  beginSession({
    ...answer,
    csrf_token: answer.csrf_token ?? csrfToken ?? '',
    idle_timeout_seconds: answer.idle_timeout_seconds ?? idleTimeoutMs / 1000,
  })
}

/** After a profile change: the same session, the user as the API now answers it. */
export function updateUser(user: Schemas['User']) {
  if (state.status === 'signed-in') setState({ status: 'signed-in', user })
}

async function fetchCsrfToken(): Promise<string | null> {
  const { data } = await api.GET('/api/auth/session/csrf')
  return data?.csrf_token ?? null
}

/**
 * One refresh at a time across this browser's tabs (Web Locks): the refresh cookie is single-use, and two tabs
 * spending it at once would look like a stolen token and end the session. A tab whose CSRF token another tab's
 * rotation made stale fetches the current one and tries once more.
 */
export async function refreshSession(): Promise<void> {
  const attempt = async () => {
    const token = csrfToken ?? (await fetchCsrfToken())
    if (!token) return end(state.status === 'loading' ? 'none' : 'expired')
    let answer = await api.POST('/api/auth/session/refresh', { headers: { 'X-CSRF-Token': token } })
    if (answer.response.status === 403) {
      const fresh = await fetchCsrfToken()
      if (fresh) answer = await api.POST('/api/auth/session/refresh', { headers: { 'X-CSRF-Token': fresh } })
    }
    if (answer.data) beginSession(answer.data)
    else end(state.status === 'loading' ? 'none' : 'expired')
  }
  await withRefreshLock(attempt)
}

/** One refresh or sign-out at a time across this browser's tabs (Web Locks where the browser has them). */
async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('case-app.refresh', task)
  else await task()
}

/** On page load: a refresh cookie from an earlier visit continues the session; otherwise signed out. */
export async function restoreSession(): Promise<void> {
  if (state.status === 'signed-in') return
  try {
    await refreshSession()
  } catch {
    end('none')
  }
}

export type SignInResult = { outcome: 'session' } | { outcome: 'mfa_required' }

/** Password (and TOTP code) for a cookie session; refusals arrive as ApiProblem (locked: extra.locked_until). */
export async function signIn(body: { email: string; password: string; totp_code?: string }): Promise<SignInResult> {
  const answer = await unwrap(api.POST('/api/auth/session', { body }))
  if (answer.outcome === 'mfa_required') return { outcome: 'mfa_required' }
  beginSession(answer)
  return { outcome: 'session' }
}

export async function signOut(reason: SignedOutReason = 'logout'): Promise<void> {
  stopTimers()
  // Behind a refresh in flight (the same lock): the logout then sends the newest cookie and CSRF token, and no
  // refresh answer arriving afterwards can continue the ended session.
  await withRefreshLock(async () => {
    const token = csrfToken
    if (token) await api.POST('/api/auth/session/logout', { headers: { 'X-CSRF-Token': token } }).catch(() => undefined)
    end(reason)
  })
}

whenTokenRejected(() => {
  if (state.status === 'signed-in') end('expired')
})
