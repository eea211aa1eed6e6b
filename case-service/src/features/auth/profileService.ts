import { eq } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { users } from '@case/db/schema'
import { writeAudit } from '@case/features/audit/auditLog'
import { getUserOr404, updateUser } from './userStore'
import type { UserRow } from './userView'
import { AVATAR_MAX_BYTES, toAvatarWebp, tooLarge } from './avatarImage'
import { removeAvatarFile, storeAvatarFile } from './avatarStorage'
import { assertEmailDomainAllowed } from './emailAddress'
import type { ProfileInput } from './schemas'
import type { Locale } from '@case/domain/locale'

/** PUT /api/auth/profile {name?, email?, locale?}: a new e-mail address must be on the domain whitelist. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: ProfileInput,
  request: Request,
): Promise<UserRow> {
  const current = await getUserOr404(db, userId)
  const changes: { name?: string; email?: string; locale?: Locale } = {}
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name
  if (input.locale !== undefined && input.locale !== current.locale) changes.locale = input.locale
  if (input.email !== undefined && input.email !== current.email) {
    assertEmailDomainAllowed(input.email)
    changes.email = input.email
  }
  if (Object.keys(changes).length === 0) return current
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, userId, changes)
    await writeAudit(tx, {
      action: 'auth.profile_updated',
      userId,
      entityType: 'user',
      entityId: userId,
      details: {
        fields: Object.keys(changes),
        ...(changes.email ? { previous_email: current.email, email: changes.email } : {}),
      },
      request,
    })
    return row
  })
}

/** POST /api/auth/avatar: the uploaded image, re-encoded, replaces the current avatar file. */
export async function replaceAvatarWith(db: Db, userId: string, avatar: File): Promise<UserRow> {
  if (avatar.size > AVATAR_MAX_BYTES) throw tooLarge()
  return replaceAvatar(db, userId, await toAvatarWebp(new Uint8Array(await avatar.arrayBuffer())))
}

/** DELETE /api/auth/avatar */
export async function removeAvatar(db: Db, userId: string): Promise<void> {
  await replaceAvatar(db, userId, null)
}

/**
 * Row-locked swap in one transaction: the new file, the user's reference and the removal of the
 * replaced file commit together, so no file is orphaned and two concurrent uploads cannot both
 * miss deleting the one they replaced.
 */
function replaceAvatar(db: Db, userId: string, webp: Buffer | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatar_file: users.avatar_file })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    const fileName = webp ? await storeAvatarFile(tx, webp) : null
    const updated = await updateUser(tx, userId, { avatar_file: fileName })
    if (current?.avatar_file) await removeAvatarFile(tx, current.avatar_file)
    return updated
  })
}
