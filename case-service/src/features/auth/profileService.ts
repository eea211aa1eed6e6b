import { eq } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { users } from '@case/db/schema'
import { parseWith } from '@case/http/validation'
import { writeAudit } from '@case/features/audit/auditLog'
import { getUserOr404, updateUser } from './userStore'
import { toUserView } from './userView'
import { AVATAR_MAX_BYTES, AVATAR_MAX_REQUEST_BYTES, toAvatarWebp, tooLarge } from './avatarImage'
import { removeAvatarFile, storeAvatarFile } from './avatarStorage'
import { assertEmailDomainAllowed } from './emailAddress'
import { readMultipartFile } from '@case/http/multipartUpload'
import { avatarUploadForm } from './schemas'
import type { RouteInput } from '@case/http/route'
import type { deleteAvatarContract, meContract, updateProfileContract, uploadAvatarContract } from './contracts'

/** GET /api/auth/me */
export async function me({ user, db }: RouteInput<typeof meContract>): Promise<Response> {
  return Response.json(toUserView(await getUserOr404(db, user.id)))
}

/** PUT /api/auth/profile {name?, email?}: a new e-mail address must be on the domain whitelist. */
export async function updateProfile({ user, db, request, body: input }: RouteInput<typeof updateProfileContract>): Promise<Response> {
  const current = await getUserOr404(db, user.id)
  const changes: { name?: string; email?: string } = {}
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name
  if (input.email !== undefined && input.email !== current.email) {
    assertEmailDomainAllowed(input.email)
    changes.email = input.email
  }
  if (Object.keys(changes).length === 0) return Response.json(toUserView(current))
  const updated = await db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, changes)
    await writeAudit(tx, {
      action: 'profile_updated',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      details: { fields: Object.keys(changes), ...(changes.email ? { previous_email: current.email, email: changes.email } : {}) },
      request,
    })
    return row
  })
  return Response.json(toUserView(updated))
}

/** POST /api/auth/avatar (multipart field "avatar"): replaces the current avatar file. */
export async function uploadAvatar({ user, db, request }: RouteInput<typeof uploadAvatarContract>): Promise<Response> {
  const file = await readMultipartFile(request, 'avatar', AVATAR_MAX_REQUEST_BYTES, tooLarge)
  const { avatar } = parseWith(avatarUploadForm, { avatar: file ?? undefined })
  if (avatar.size > AVATAR_MAX_BYTES) throw tooLarge()
  const updated = await replaceAvatar(db, user.id, await toAvatarWebp(new Uint8Array(await avatar.arrayBuffer())))
  return Response.json(toUserView(updated))
}

/** DELETE /api/auth/avatar */
export async function deleteAvatar({ user, db }: RouteInput<typeof deleteAvatarContract>): Promise<Response> {
  await replaceAvatar(db, user.id, null)
  return new Response(null, { status: 204 })
}

/**
 * Row-locked swap in one transaction: the new file, the user's reference and the removal of the
 * replaced file commit together, so no file is orphaned and two concurrent uploads cannot both
 * miss deleting the one they replaced.
 */
function replaceAvatar(db: Db, userId: string, webp: Buffer | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ avatar_file: users.avatar_file }).from(users).where(eq(users.id, userId)).for('update')
    const fileName = webp ? await storeAvatarFile(tx, webp) : null
    const updated = await updateUser(tx, userId, { avatar_file: fileName })
    if (current?.avatar_file) await removeAvatarFile(tx, current.avatar_file)
    return updated
  })
}
