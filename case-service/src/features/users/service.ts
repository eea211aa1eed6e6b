import { and, asc, eq } from 'drizzle-orm'
import type { Db, Executor } from '@case/db/client'
import type { KeysetOrder } from '@case/db/keysetPagination'
import { users, type Role } from '@case/db/schema'
import { conflict, notFound } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import { removeAvatarFile } from '@case/features/auth/avatarStorage'
import { forgetCaller } from '@case/features/auth/callerRows'
import { resetMfa } from '@case/features/auth/mfaService'
import { hashPassword } from '@case/features/auth/passwordHash'
import { assertAcceptablePassword } from '@case/features/auth/passwordRules'
import { revokeAllSessions } from '@case/features/auth/sessionTokens'
import { getUserOr404, insertAuditedUser, updateUser } from '@case/features/auth/userStore'
import type { UserRow } from '@case/features/auth/userView'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { CreateUserInput, ListUsersQuery, UpdateUserInput } from './schemas'
import { pageOfTable } from './tablePage'

const ADMIN: Role = 'admin'

/**
 * Locks every active admin row (in id order, so concurrent admin changes queue instead of
 * deadlocking) and refuses when `userId` is the only one: two admins demoting each other at once
 * cannot both succeed — the second sees the first's change once it gets the locks.
 */
async function assertAnotherActiveAdmin(tx: Executor, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ADMIN), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update')
  if (!admins.some((admin) => admin.id !== userId)) {
    throw conflict('The last active admin cannot be removed, demoted or deactivated', 'last_admin')
  }
}

const isActiveAdmin = (user: UserRow) => user.role === ADMIN && user.active

const BY_EMAIL: KeysetOrder = { column: users.email, kind: 'text', descending: false, id: users.id, idKind: 'uuid' }

/** GET /api/admin/users?page=&page_size=&cursor=&include_total= */
export const pageOfUsers = (db: Db, query: ListUsersQuery) => pageOfTable(db, query, users, BY_EMAIL)

/** POST /api/admin/users: the admin sets the initial password (policy-checked). */
export async function createUserAccount(
  db: Db,
  input: CreateUserInput,
  actor: AuthUser,
  request: Request,
): Promise<UserRow> {
  assertAcceptablePassword(input.password, input.email)
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const values = { email: input.email, name: input.name, role: input.role, password_hash: passwordHash }
    const details = { email: values.email, role: values.role }
    return insertAuditedUser(tx, values, { action: 'users.created', actorId: actor.id, details, request })
  })
}

/**
 * PUT /api/admin/users/{id} {role?, name?, active?, unlock?}. A role change or deactivation
 * ends every session of the user at once (access tokens and refresh families).
 */
export async function updateUserAsAdmin(
  db: Db,
  id: string,
  input: UpdateUserInput,
  actor: AuthUser,
  request: Request,
): Promise<UserRow> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const target = await getUserOr404(tx, id)
    const roleChanges = input.role !== undefined && input.role !== target.role
    const deactivates = input.active === false && target.active
    if (id === actor.id && roleChanges) throw conflict('You cannot change your own role', 'cannot_demote_self')
    if (id === actor.id && deactivates) throw conflict('You cannot deactivate yourself', 'cannot_deactivate_self')
    if (isActiveAdmin(target) && (roleChanges || deactivates)) await assertAnotherActiveAdmin(tx, id)

    const changes: Partial<typeof users.$inferInsert> = {}
    const audited: Record<string, unknown> = {}
    if (roleChanges) {
      changes.role = input.role
      audited.role = { from: target.role, to: input.role }
    }
    if (input.name !== undefined && input.name !== target.name) {
      changes.name = input.name
      audited.name = { from: target.name, to: input.name }
    }
    if (input.active !== undefined && input.active !== target.active) {
      changes.active = input.active
      audited.active = { from: target.active, to: input.active }
    }
    if (input.unlock) {
      changes.failed_login_count = 0
      changes.locked_until = null
      audited.unlocked = true
    }
    if (Object.keys(changes).length === 0) return target
    const row = await updateUser(tx, id, changes)
    if (roleChanges || deactivates) await revokeAllSessions(tx, id, now)
    await writeAudit(tx, {
      action: 'users.updated',
      userId: actor.id,
      entityType: 'user',
      entityId: id,
      details: { changes: audited },
      request,
    })
    return row
  })
}

/** DELETE /api/admin/users/{id}: not oneself, not the last admin; the avatar file goes too. */
export async function deleteUserAsAdmin(db: Db, id: string, actor: AuthUser, request: Request): Promise<void> {
  if (id === actor.id) throw conflict('You cannot delete yourself', 'cannot_delete_self')
  await db.transaction(async (tx) => {
    const target = await getUserOr404(tx, id)
    if (isActiveAdmin(target)) await assertAnotherActiveAdmin(tx, id)
    forgetCaller(id)
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning()
    if (!row) throw notFound('User not found')
    if (row.avatar_file) await removeAvatarFile(tx, row.avatar_file)
    await writeAudit(tx, {
      action: 'users.deleted',
      userId: actor.id,
      entityType: 'user',
      entityId: id,
      details: { email: row.email, role: row.role },
      request,
    })
  })
}

/** POST /api/admin/users/{id}/mfa/reset: for a lost authenticator; not for oneself (use /auth/mfa/disable). */
export async function resetUserMfaAsAdmin(db: Db, id: string, actor: AuthUser, request: Request): Promise<UserRow> {
  if (id === actor.id) throw conflict('Disable your own MFA with password and code', 'cannot_reset_own_mfa')
  return db.transaction(async (tx) => {
    const row = await resetMfa(tx, id, new Date())
    if (!row) throw notFound('User not found')
    await writeAudit(tx, { action: 'users.mfa_reset', userId: actor.id, entityType: 'user', entityId: id, request })
    return row
  })
}
