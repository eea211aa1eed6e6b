import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { signAccessToken } from './accessToken'
import { forgetCaller, forgetSession } from './callerRows'
import { authConfig } from './config'
import { hashOpaqueToken, newOpaqueToken } from './opaqueToken'
import type { Db, Executor } from '@case/db/client'
import { refreshTokens, users, type Role, type SessionTransport } from '@case/db/schema'
import { unauthorized } from '@case/http/apiError'
import { writeAudit } from '@case/features/audit/auditLog'
import type { UserRow } from './userView'

export type TokenPair = { access_token: string; refresh_token: string; token_type: 'bearer'; expires_in: number }
/** A session just opened (login, refresh, or a credential change that ended all others), its owner and transport. */
export type NewSession = { pair: TokenPair; user: UserRow; transport: SessionTransport }

type SessionOwner = { id: string; role: Role }

/** Access JWT + the next refresh token of a family (single use; the family keeps its absolute expiry). */
async function issuePair(
  db: Executor,
  owner: SessionOwner,
  family: { id: string; expiresAt: Date; transport: SessionTransport },
  now: Date,
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken()
  await db.insert(refreshTokens).values({
    user_id: owner.id,
    family_id: family.id,
    token_hash: hashOpaqueToken(refreshToken),
    expires_at: family.expiresAt,
    family_expires_at: family.expiresAt,
    transport: family.transport,
    created_at: now,
  })
  return {
    access_token: await signAccessToken(owner.id, owner.role, family.id, now.getTime()),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: authConfig.accessTokenTtlSeconds,
  }
}

/** A new session: a new refresh family that expires refresh-TTL after `now`, whatever the rotations. */
export function startSession(
  db: Executor,
  owner: SessionOwner,
  now = new Date(),
  transport: SessionTransport = 'json',
): Promise<TokenPair> {
  const expiresAt = new Date(now.getTime() + authConfig.refreshTokenTtlSeconds * 1000)
  return issuePair(db, owner, { id: randomUUID(), expiresAt, transport }, now)
}

/** How the session (refresh family) travels; a credential change hands its successor the same transport. */
export async function transportOf(db: Executor, sessionId: string): Promise<SessionTransport> {
  const [row] = await db
    .select({ transport: refreshTokens.transport })
    .from(refreshTokens)
    .where(eq(refreshTokens.family_id, sessionId))
    .limit(1)
  return row?.transport ?? 'json'
}

/** The owner and session of a refresh token, whatever its state (cookie logout). */
export async function refreshTokenOwner(
  db: Executor,
  presented: string,
): Promise<{ userId: string; sessionId: string } | undefined> {
  const [row] = await db
    .select({ userId: refreshTokens.user_id, sessionId: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashOpaqueToken(presented)))
    .limit(1)
  return row
}

/**
 * Voids every session of the user: access tokens issued before `now` (sessions_valid_after) and
 * all refresh families. Callers that keep the current session start a new one with the same `now`.
 */
export async function revokeAllSessions(db: Executor, userId: string, now: Date): Promise<void> {
  forgetCaller(userId)
  const open = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
  await lockFamilies(
    db,
    open.map((row) => row.family_id),
  )
  await db.update(users).set({ sessions_valid_after: now, updated_at: now }).where(eq(users.id, userId))
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
}

/**
 * Serialises rotations and revocations of the same refresh families: transaction-scoped advisory locks, taken in
 * one order. Without them a revocation waiting for a rotation's row lock cannot see the successor that rotation
 * inserts (READ COMMITTED), so a logout racing a refresh would leave the new refresh token valid. Only inside a
 * transaction (the locks last until it ends).
 */
async function lockFamilies(tx: Executor, familyIds: string[]): Promise<void> {
  for (const familyId of [...new Set(familyIds)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${familyId}, 0))`)
}

async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await lockFamilies(db, [familyId])
  forgetSession(familyId)
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)))
}

/**
 * Exchanges a refresh token for a new pair. The token is marked used in the same transaction
 * that issues its successor, so of two concurrent uses exactly one wins; the other is a reuse.
 */
export async function rotateRefreshToken(db: Db, presented: string, request: Request): Promise<NewSession> {
  const tokenHash = hashOpaqueToken(presented)
  const now = new Date()
  const [presentedRow] = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1)
  if (!presentedRow) throw unauthorized('Invalid refresh token', 'refresh_invalid')
  const rotated = await db.transaction(async (tx) => {
    await lockFamilies(tx, [presentedRow.family_id])
    const [current] = await tx
      .update(refreshTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(refreshTokens.token_hash, tokenHash),
          isNull(refreshTokens.used_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, now),
        ),
      )
      .returning()
    if (!current) return null
    const [user] = await tx.select().from(users).where(eq(users.id, current.user_id)).limit(1)
    if (!user?.active) throw unauthorized('Session is no longer valid', 'token_revoked')
    const family = { id: current.family_id, expiresAt: current.family_expires_at, transport: current.transport }
    const pair = await issuePair(tx, user, family, now)
    return { pair, user, transport: current.transport }
  })
  return rotated ?? refuseRefresh(db, tokenHash, now, request)
}

/** Why a refresh token was not accepted; presenting a used one revokes its whole family. */
async function refuseRefresh(db: Db, tokenHash: string, now: Date, request: Request): Promise<never> {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).limit(1)
  if (!token) throw unauthorized('Invalid refresh token', 'refresh_invalid')
  if (token.revoked_at) throw unauthorized('Refresh token revoked', 'refresh_revoked')
  if (token.used_at) {
    await db.transaction(async (tx) => {
      await revokeFamily(tx, token.family_id, now)
      await writeAudit(tx, {
        action: 'auth.refresh_token_reused',
        userId: token.user_id,
        entityType: 'refresh_family',
        entityId: token.family_id,
        request,
      })
    })
    throw unauthorized('Refresh token already used; all sessions of this login were revoked', 'refresh_reused')
  }
  throw unauthorized('Refresh token expired', 'refresh_expired')
}

/**
 * Logout: revokes the caller's session (the family its access token names, `sessionId`) and the
 * family of the presented refresh token if that one is the caller's. Inside a transaction (lockFamilies). Every instance then refuses the
 * session's access tokens (callerRows.ts): this one at once, the others within CALLER_RECHECK_MS.
 */
export async function revokeSessionOf(
  db: Executor,
  userId: string,
  sessionId: string,
  presented: string,
  now = new Date(),
): Promise<boolean> {
  const presentedFamily = db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.token_hash, hashOpaqueToken(presented)), eq(refreshTokens.user_id, userId)))
  const rows = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        or(eq(refreshTokens.family_id, sessionId), inArray(refreshTokens.family_id, presentedFamily)),
      ),
    )
  const families = [...new Set(rows.map((row) => row.family_id))]
  if (families.length === 0) return false
  await lockFamilies(db, families)
  for (const family of families) forgetSession(family)
  const revoked = await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(inArray(refreshTokens.family_id, families), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id })
  return revoked.length > 0
}
