import { eq, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { users } from '@case/db/schema'

/**
 * How long an instance reuses a caller's user row (active, role, `sessions_valid_after`) before it
 * reads it again: the bound on how late another instance notices a deactivation, role change or
 * revocation. The instance that makes such a change forgets the row at once (`forgetCaller`).
 */
export const CALLER_RECHECK_MS = 1_000
const REMEMBERED_LIMIT = 10_000

const callerRowQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      active: users.active,
      sessions_valid_after: users.sessions_valid_after,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('caller_row')

export type CallerRow = Awaited<ReturnType<ReturnType<typeof callerRowQuery>['execute']>>[number]

/**
 * Built once per database and prepared on each connection: an unprepared statement with
 * parameters costs postgres.js an extra round trip (Describe) and PostgreSQL a fresh plan each time.
 */
const callerRowQueries = new WeakMap<Db, ReturnType<typeof callerRowQuery>>()

/**
 * Rows read within the last CALLER_RECHECK_MS, by user id; concurrent requests of one user share one
 * read. An entry without `row` is a user whose row is being changed here: it is read on every request
 * until `until`, so a read that raced the change's transaction is not kept.
 */
const remembered = new Map<string, { db?: Db; row?: Promise<CallerRow | undefined>; until: number }>()

function readCallerRow(db: Db, userId: string): Promise<CallerRow | undefined> {
  let query = callerRowQueries.get(db)
  if (!query) callerRowQueries.set(db, (query = callerRowQuery(db)))
  return query.execute({ id: userId }).then(([row]) => row)
}

/** The caller's user row as of at most CALLER_RECHECK_MS ago (as of now for changes made by this instance). */
export function callerRow(db: Db, userId: string): Promise<CallerRow | undefined> {
  const now = Date.now()
  const known = remembered.get(userId)
  if (known?.row && known.db === db && now < known.until) return known.row
  const row = readCallerRow(db, userId)
  if (known && !known.row && now < known.until) return row
  remembered.delete(userId)
  // The oldest entry makes room: a Map iterates in insertion order.
  if (remembered.size >= REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value!)
  const entry = { db, row, until: now + CALLER_RECHECK_MS }
  remembered.set(userId, entry)
  row.catch(() => remembered.get(userId) === entry && remembered.delete(userId))
  return row
}

/**
 * Called by every change of what authentication reads (active, role, sessions_valid_after, the row
 * itself), before its transaction commits: this instance reads the row afresh from now on.
 */
export function forgetCaller(userId: string): void {
  remembered.delete(userId)
  remembered.set(userId, { until: Date.now() + CALLER_RECHECK_MS })
}
