import { eq, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { refreshTokens, users } from '@case/db/schema'

/**
 * How long an instance reuses a caller's user row (active, role, `sessions_valid_after`) and whether
 * the caller's session is still open before it reads them again: the bound on how late another
 * instance notices a deactivation, role change, revocation or logout. The instance that makes such a
 * change forgets what it remembered at once (`forgetCaller`, `forgetSession`).
 */
export const CALLER_RECHECK_MS = 1_000
const REMEMBERED_LIMIT = 10_000

/** The user row and, in the same statement, whether the session (refresh family) of the token is open. */
const callerRowQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      active: users.active,
      sessions_valid_after: users.sessions_valid_after,
      session_open: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${sql.placeholder('sid')}
        and ${refreshTokens.user_id} = ${sql.placeholder('id')} and ${refreshTokens.revoked_at} is null)`,
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

/** Rows read within the last CALLER_RECHECK_MS, by user and session; concurrent requests of one session share one read. */
const remembered = new Map<string, { db: Db; row: Promise<CallerRow | undefined>; until: number }>()
/**
 * Users and sessions being changed here, until when: read on every request meanwhile, so a read that
 * raced the change's transaction is not kept (anything remembered before expires no later).
 */
const changing = new Map<string, number>()

function readCallerRow(db: Db, userId: string, sessionId: string): Promise<CallerRow | undefined> {
  let query = callerRowQueries.get(db)
  if (!query) callerRowQueries.set(db, (query = callerRowQuery(db)))
  return query.execute({ id: userId, sid: sessionId }).then(([row]) => row)
}

function isChanging(key: string, now: number): boolean {
  const until = changing.get(key)
  if (until === undefined) return false
  if (now < until) return true
  changing.delete(key)
  return false
}

/** The caller's user row and session state as of at most CALLER_RECHECK_MS ago (as of now for changes made by this instance). */
export function callerRow(db: Db, userId: string, sessionId: string): Promise<CallerRow | undefined> {
  const now = Date.now()
  if (isChanging(userId, now) || isChanging(`session:${sessionId}`, now)) return readCallerRow(db, userId, sessionId)
  const key = `${userId} ${sessionId}`
  const known = remembered.get(key)
  if (known && known.db === db && now < known.until) return known.row
  const row = readCallerRow(db, userId, sessionId)
  remembered.delete(key)
  // The oldest entry makes room: a Map iterates in insertion order.
  if (remembered.size >= REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value!)
  const entry = { db, row, until: now + CALLER_RECHECK_MS }
  remembered.set(key, entry)
  row.catch(() => remembered.get(key) === entry && remembered.delete(key))
  return row
}

function markChanging(key: string): void {
  const now = Date.now()
  if (changing.size >= REMEMBERED_LIMIT) for (const [known, until] of changing) if (until <= now) changing.delete(known)
  changing.delete(key)
  changing.set(key, now + CALLER_RECHECK_MS)
}

/**
 * Called by every change of what authentication reads (active, role, sessions_valid_after, the row
 * itself), before its transaction commits: this instance reads the user's rows afresh from now on.
 */
export function forgetCaller(userId: string): void {
  markChanging(userId)
}

/** Called before a session (refresh family) is revoked: this instance checks it afresh from now on. */
export function forgetSession(sessionId: string): void {
  markChanging(`session:${sessionId}`)
}
