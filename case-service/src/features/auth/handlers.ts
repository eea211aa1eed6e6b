import { createdAt } from '@case/http/created'
import { getDb } from '@case/db/client'
import { readMultipartFile } from '@case/http/multipartUpload'
import type { RouteInput } from '@case/http/route'
import { parseWith } from '@case/http/validation'
import { AVATAR_MAX_REQUEST_BYTES, tooLarge } from './avatarImage'
import { avatarFileContent } from './avatarStorage'
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
import { endSession } from './sessionService'
import { rotateRefreshToken, type NewSession } from './sessionTokens'
import { getUserOr404 } from './userStore'
import { toUserView } from './userView'

/** A new session as login, refresh and credential changes answer it: the token pair and the user. */
const sessionResponse = ({ pair, user }: NewSession, extra = {}) =>
  Response.json({ ...pair, user: toUserView(user), ...extra })
const noContent = () => new Response(null, { status: 204 })

export async function login({ request, body }: RouteInput<typeof loginContract>): Promise<Response> {
  const outcome = await attemptLogin(await getDb(), body, request)
  return 'mfa_required' in outcome
    ? Response.json({ outcome: 'mfa_required', ...outcome })
    : sessionResponse(outcome, { outcome: 'session' })
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
  return sessionResponse(await changeOwnPassword(db, user.id, body, request))
}

export async function issueDownloadToken({ user, body }: RouteInput<typeof downloadTokenContract>): Promise<Response> {
  return Response.json(await downloadTokenFor(user, body.path))
}

export async function setupMfa({ user, db, request, body }: RouteInput<typeof mfaSetupContract>): Promise<Response> {
  return Response.json(await startMfaSetup(db, user.id, body.password, request))
}

export async function verifyMfa({ user, db, request, body }: RouteInput<typeof mfaVerifyContract>): Promise<Response> {
  return sessionResponse(await enableMfa(db, user.id, body, request))
}

export async function disableMfa({
  user,
  db,
  request,
  body,
}: RouteInput<typeof mfaDisableContract>): Promise<Response> {
  return sessionResponse(await disableOwnMfa(db, user.id, body, request))
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
