import { ApiError } from '@case/http/apiError'
import { createdAt } from '@case/http/created'
import { getDb } from '@case/db/client'
import { readMultipartFile } from '@case/http/multipartUpload'
import type { RouteInput } from '@case/http/route'
import { parseWith } from '@case/http/validation'
import { AVATAR_MAX_REQUEST_BYTES, tooLarge } from './avatarImage'
import { avatarFileContent } from './avatarStorage'
import {
  browserSessionResponse,
  checkCsrfToken,
  checkOrigin,
  clearedRefreshCookie,
  clearingCookieOn401,
  csrfTokenFor,
  refreshCookieOf,
  requireRefreshCookie,
} from './browserSession'
import type {
  avatarFileContract,
  changePasswordContract,
  deleteAvatarContract,
  downloadTokenContract,
  loginContract,
  logoutContract,
  meContract,
  mfaDisableContract,
  mfaSetupContract,
  mfaVerifyContract,
  refreshContract,
  registerContract,
  sessionCsrfContract,
  sessionLoginContract,
  sessionLogoutContract,
  sessionRefreshContract,
  updateProfileContract,
  uploadAvatarContract,
} from './contracts'
import { downloadTokenFor } from './downloadTokenService'
import { attemptLogin } from './loginService'
import { disableOwnMfa, enableMfa, startMfaSetup } from './mfaService'
import { changeOwnPassword } from './passwordService'
import { removeAvatar, replaceAvatarWith, updateOwnProfile } from './profileService'
import { registerWithInvitation } from './registrationService'
import { avatarUploadForm } from './schemas'
import { endBrowserSession, endSession } from './sessionService'
import { rotateRefreshToken, transportOf, type NewSession } from './sessionTokens'
import { getUserOr404 } from './userStore'
import { toUserView } from './userView'
import { authenticate, type AuthUser } from './withAuth'

/**
 * A new session as login, refresh and credential changes answer it: the token pair and the user, or
 * for a browser session the access token in JSON and the refresh token in its cookie.
 */
const sessionResponse = (session: NewSession, extra = {}) =>
  session.transport === 'cookie'
    ? browserSessionResponse(session, extra)
    : Response.json({ ...session.pair, user: toUserView(session.user), ...extra })
const noContent = () => new Response(null, { status: 204 })

export async function login({ request, body }: RouteInput<typeof loginContract>): Promise<Response> {
  const outcome = await attemptLogin(await getDb(), body, request)
  return 'mfa_required' in outcome
    ? Response.json({ outcome: 'mfa_required', ...outcome })
    : sessionResponse(outcome, { outcome: 'session' })
}

/** POST /api/auth/session: the login of the web app; the refresh token goes into the HttpOnly cookie. */
export async function sessionLogin({ request, body }: RouteInput<typeof sessionLoginContract>): Promise<Response> {
  const outcome = await attemptLogin(await getDb(), body, request, 'cookie')
  return 'mfa_required' in outcome
    ? Response.json({ outcome: 'mfa_required', ...outcome })
    : browserSessionResponse(outcome, { outcome: 'session' })
}

/** GET /api/auth/session/csrf: the CSRF token of the cookie (after a page reload); read-only, same-origin by CORS. */
export async function sessionCsrf({ request }: RouteInput<typeof sessionCsrfContract>): Promise<Response> {
  return Response.json({ csrf_token: csrfTokenFor(requireRefreshCookie(request)) })
}

/** POST /api/auth/session/refresh: Origin and X-CSRF-Token, then the cookie's rotation (as /api/auth/refresh). */
export async function sessionRefresh({ request }: RouteInput<typeof sessionRefreshContract>): Promise<Response> {
  checkOrigin(request)
  return clearingCookieOn401(async () => {
    const cookie = requireRefreshCookie(request)
    checkCsrfToken(request, cookie)
    return browserSessionResponse(await rotateRefreshToken(await getDb(), cookie, request))
  })
}

/** POST /api/auth/session/logout: ends the cookie's session (and the Bearer token's, if sent) and removes the cookie. */
export async function sessionLogout({ request }: RouteInput<typeof sessionLogoutContract>): Promise<Response> {
  checkOrigin(request)
  const cookie = refreshCookieOf(request)
  if (cookie) {
    checkCsrfToken(request, cookie)
    await endBrowserSession(await getDb(), cookie, await callerIfAny(request), request)
  }
  return new Response(null, { status: 204, headers: { 'set-cookie': clearedRefreshCookie() } })
}

/** The caller of a Bearer token sent along, if it is still valid: a stale one must not keep the cookie alive. */
async function callerIfAny(request: Request): Promise<AuthUser | undefined> {
  if (!request.headers.get('authorization')) return undefined
  return authenticate(request).then(
    ({ user }) => user,
    (error: unknown) => {
      if (error instanceof ApiError) return undefined
      throw error
    },
  )
}

export async function register({ request, body }: RouteInput<typeof registerContract>): Promise<Response> {
  const user = toUserView(await registerWithInvitation(await getDb(), body, request))
  return createdAt(`/api/admin/users/${user.id}`, { user })
}

/** POST /api/auth/refresh: rotation; a used token revokes its family (401 refresh_reused). */
export async function refresh({ request, body }: RouteInput<typeof refreshContract>): Promise<Response> {
  return sessionResponse(await rotateRefreshToken(await getDb(), body.refresh_token, request))
}

export async function logout({ user, db, request, body }: RouteInput<typeof logoutContract>): Promise<Response> {
  await endSession(db, user, body.refresh_token, request)
  return noContent()
}

export async function changePassword({
  user,
  db,
  request,
  body,
}: RouteInput<typeof changePasswordContract>): Promise<Response> {
  return sessionResponse(await changeOwnPassword(db, user.id, body, request, await transportOf(db, user.sessionId)))
}

export async function issueDownloadToken({ user, body }: RouteInput<typeof downloadTokenContract>): Promise<Response> {
  return Response.json(await downloadTokenFor(user, body.path))
}

export async function setupMfa({ user, db, request, body }: RouteInput<typeof mfaSetupContract>): Promise<Response> {
  return Response.json(await startMfaSetup(db, user.id, body.password, request))
}

export async function verifyMfa({ user, db, request, body }: RouteInput<typeof mfaVerifyContract>): Promise<Response> {
  return sessionResponse(await enableMfa(db, user.id, body, request, await transportOf(db, user.sessionId)))
}

export async function disableMfa({
  user,
  db,
  request,
  body,
}: RouteInput<typeof mfaDisableContract>): Promise<Response> {
  return sessionResponse(await disableOwnMfa(db, user.id, body, request, await transportOf(db, user.sessionId)))
}

export async function me({ user, db }: RouteInput<typeof meContract>): Promise<Response> {
  return Response.json(toUserView(await getUserOr404(db, user.id)))
}

export async function updateProfile({
  user,
  db,
  request,
  body,
}: RouteInput<typeof updateProfileContract>): Promise<Response> {
  return Response.json(toUserView(await updateOwnProfile(db, user.id, body, request)))
}

/** POST /api/auth/avatar (multipart field "avatar"), read within its size cap. */
export async function uploadAvatar({ user, db, request }: RouteInput<typeof uploadAvatarContract>): Promise<Response> {
  const file = await readMultipartFile(request, 'avatar', AVATAR_MAX_REQUEST_BYTES, tooLarge)
  const { avatar } = parseWith(avatarUploadForm, { avatar: file ?? undefined })
  return Response.json(toUserView(await replaceAvatarWith(db, user.id, avatar)))
}

export async function deleteAvatar({ user, db }: RouteInput<typeof deleteAvatarContract>): Promise<Response> {
  await removeAvatar(db, user.id)
  return noContent()
}

/** GET /avatars/<random name>.webp — only names the avatar store generated. */
export async function avatarFile({ params: { name } }: RouteInput<typeof avatarFileContract>): Promise<Response> {
  return new Response(await avatarFileContent(await getDb(), name), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
