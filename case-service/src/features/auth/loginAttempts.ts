import { and, eq, isNull, lt, not, or, sql } from 'drizzle-orm'
import type { Executor } from '@case/db/client'
import { authConfig } from './config'
import { rateLimits, users } from '@case/db/schema'
import type { UserRow } from './userView'

/*
 * Account lockout lives on the user row and changes only through single UPDATE statements that
 * compute the new state from the row's current values, so concurrent attempts never lose a count.
 */
const lockActive = sql`(${users.locked_until} is not null and ${users.locked_until} > now())`
const lockExpired = sql`(${users.locked_until} is not null and ${users.locked_until} <= now())`

export const isLocked = (user: Pick<UserRow, 'locked_until'>, now = new Date()) =>
  user.locked_until !== null && user.locked_until > now

/**
 * Counts one failed password or code. Reaching the threshold locks the account; a lock that has
 * run out starts a fresh count; attempts during a lock change nothing. Returns the lock end when locked.
 */
export async function recordFailedLogin(db: Executor, userId: string): Promise<Date | null> {
  const nextCount = sql`case when ${lockActive} then ${users.failed_login_count} when ${lockExpired} then 1 else ${users.failed_login_count} + 1 end`
  const lockSeconds = authConfig.lockMinutes * 60
  const [row] = await db
    .update(users)
    .set({
      failed_login_count: nextCount,
      locked_until: sql`case when ${lockActive} then ${users.locked_until}
        when ${nextCount} >= ${authConfig.maxFailedLogins} then now() + make_interval(secs => ${lockSeconds})
        else null end`,
    })
    .where(eq(users.id, userId))
    .returning({ locked_until: users.locked_until })
  return row?.locked_until ?? null
}

export type LoginCompletion =
  { outcome: 'ok'; user: UserRow } | { outcome: 'locked'; lockedUntil: Date } | { outcome: 'replayed' }

/**
 * Success: resets the count and, with MFA, claims the TOTP time step — in one statement that
 * also requires the account not to be locked (a concurrent failure may have locked it meanwhile)
 * and the step to be newer than the last accepted one (a code is accepted once).
 */
export async function completeLogin(db: Executor, userId: string, totpStep: number | null): Promise<LoginCompletion> {
  const [user] = await db
    .update(users)
    .set({
      failed_login_count: 0,
      locked_until: null,
      last_login_at: sql`now()`,
      ...(totpStep === null ? {} : { mfa_last_step: totpStep }),
    })
    .where(
      and(
        eq(users.id, userId),
        not(lockActive),
        totpStep === null ? undefined : or(isNull(users.mfa_last_step), lt(users.mfa_last_step, totpStep)),
      ),
    )
    .returning()
  if (user) return { outcome: 'ok', user }
  const [current] = await db
    .select({ locked_until: users.locked_until })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return current && isLocked(current)
    ? { outcome: 'locked', lockedUntil: current.locked_until! }
    : { outcome: 'replayed' }
}

/*
 * Addresses without a usable account (unknown or deactivated) are counted too, per normalized
 * e-mail in the rate_limits table, with the same threshold and lock: otherwise a 423 for a real
 * account and an endless 401 for an unknown one would tell which addresses exist. `expires_at` is
 * the lock end once the count reaches the threshold, before that the end of the count's retention.
 */
const UNKNOWN_COUNT_RETENTION_SECONDS = 24 * 3600
const addressKey = (email: string) => `login_failures:${email}`

/** Counts one failed login against an address without an account; returns the lock end when locked. */
export async function recordFailedLoginForAddress(db: Executor, email: string): Promise<Date | null> {
  const max = authConfig.maxFailedLogins
  const locked = sql`(${rateLimits.points} >= ${max} and ${rateLimits.expire} > now())`
  const nextCount = sql`case when ${locked} then ${rateLimits.points} when ${rateLimits.expire} <= now() then 1 else ${rateLimits.points} + 1 end`
  const lockSeconds = authConfig.lockMinutes * 60
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: addressKey(email),
      points: 1,
      expire: sql`now() + make_interval(secs => ${max <= 1 ? lockSeconds : UNKNOWN_COUNT_RETENTION_SECONDS})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: nextCount,
        expire: sql`case when ${locked} then ${rateLimits.expire}
          when ${nextCount} >= ${max} then now() + make_interval(secs => ${lockSeconds})
          else now() + make_interval(secs => ${UNKNOWN_COUNT_RETENTION_SECONDS}) end`,
      },
    })
    .returning({ points: rateLimits.points, expire: rateLimits.expire })
  return row && row.points >= max && row.expire ? row.expire : null
}
