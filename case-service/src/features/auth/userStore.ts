import { eq } from 'drizzle-orm'
import type { Executor } from '@case/db/client'
import { users } from '@case/db/schema'
import { conflict, notFound } from '@case/http/apiError'
import { writeAudit, type AuditEntry } from '@case/features/audit/auditLog'
import { forgetCaller } from './callerRows'
import type { UserRow } from './userView'

/** PostgreSQL unique_violation, as postgres.js raises it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

const emailTaken = () => conflict('A user with this e-mail address already exists', 'email_taken')

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function getUserOr404(db: Executor, id: string): Promise<UserRow> {
  const row = await findUser(db, id)
  if (!row) throw notFound('User not found')
  return row
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning()
    return row!
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error
  }
}

/**
 * Inserts a user with its audit entry (pass the transaction). `actorId` is who created the account:
 * an admin, or none when people register themselves (then the entry names the new user).
 */
export async function insertAuditedUser(
  tx: Executor,
  values: typeof users.$inferInsert,
  audit: Required<Pick<AuditEntry, 'action' | 'details' | 'request'>> & { actorId?: string },
): Promise<UserRow> {
  const row = await insertUser(tx, values)
  const { actorId = row.id, ...entry } = audit
  await writeAudit(tx, { ...entry, userId: actorId, entityType: 'user', entityId: row.id })
  return row
}

/** Updates one user; an e-mail address already in use is a 409, an unknown id a 404. */
export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  forgetCaller(id)
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning()
    if (!row) throw notFound('User not found')
    return row
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error
  }
}
