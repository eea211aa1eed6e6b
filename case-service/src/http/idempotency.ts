import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { idempotencyKeys } from '@case/db/schema'
import { open, seal } from '@case/features/auth/secretBox'
import { ApiError, badRequest, conflict } from './apiError'

/** 1–255 visible ASCII characters (what the header may carry; a UUID is the usual choice). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/
/** How long a repeat returns the first answer. */
const REPLAY_WINDOW = sql`interval '24 hours'`
/** A first request that never finished (its instance died) stops blocking its key after this. */
const IN_PROGRESS_WINDOW = sql`interval '10 minutes'`
/** Expired rows deleted per claim: bounded, so a backlog never slows one request down much. */
const CLEANUP_BATCH = 100
/** The headers of the first answer that a replay repeats (the rest are per request, like X-Request-Id). */
const REPLAYED_HEADERS = ['content-type', 'location']

/** The request's Idempotency-Key, if it sent one; a malformed one is a 400. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')
  if (key === null) return undefined
  if (!IDEMPOTENCY_KEY.test(key))
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters', 'invalid_idempotency_key')
  return key
}

type Claim = { userId: string; key: string; request: string; bodyHash: string }
type StoredAnswer = { headers: Record<string, string>; body: string }

const rowOf = (claim: Claim) =>
  and(
    eq(idempotencyKeys.user_id, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.request, claim.request),
  )
/** Binds a sealed answer to its row: it cannot be moved to another user's key. */
const sealContext = (claim: Claim) => `idempotency_keys:${claim.userId}:${claim.request}:${claim.key}`

/**
 * Takes the key for this request: a new row, or an expired one taken over. Returns the stored row
 * when the key is someone else's to answer (an earlier request with it), else null.
 */
async function claimKey(db: Db, claim: Claim) {
  await db.execute(
    sql`delete from ${idempotencyKeys} where ctid in (select ctid from ${idempotencyKeys} where ${lt(idempotencyKeys.expires_at, sql`now()`)} limit ${CLEANUP_BATCH})`,
  )
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        user_id: claim.userId,
        key: claim.key,
        request: claim.request,
        body_hash: claim.bodyHash,
        expires_at: sql`now() + ${IN_PROGRESS_WINDOW}`,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.user_id, idempotencyKeys.key, idempotencyKeys.request],
        set: {
          body_hash: claim.bodyHash,
          status: null,
          response: null,
          created_at: sql`now()`,
          expires_at: sql`now() + ${IN_PROGRESS_WINDOW}`,
        },
        setWhere: lt(idempotencyKeys.expires_at, sql`now()`),
      })
      .returning({ key: idempotencyKeys.key })
    if (claimed) return null
    const [earlier] = await db.select().from(idempotencyKeys).where(rowOf(claim))
    // Gone between the two statements (the first request failed and let go of it): claim again.
    if (earlier) return earlier
  }
}

/** The first answer again, marked as a replay. */
function replay(claim: Claim, status: number, sealed: string): Response {
  const answer = JSON.parse(open(sealed, sealContext(claim))) as StoredAnswer
  return new Response(answer.body, { status, headers: { ...answer.headers, 'Idempotent-Replayed': 'true' } })
}

/**
 * Runs a creating request at most once per (user, Idempotency-Key, method and path) within 24 h.
 * A repeat with the same body gets the first answer; another body under the same key is a 422
 * `idempotency_key_reused`; a repeat while the first still runs is a 409 `idempotency_key_in_progress`.
 * Only a successful answer is kept: after a refusal or failure the key is free again, so the client
 * may retry with it. The answer is stored sealed (secretBox): it may hold personal data or an
 * invitation token.
 */
export async function runIdempotently(
  db: Db,
  { userId, key, request, body }: { userId: string; key: string; request: Request; body: unknown },
  run: () => Promise<Response>,
): Promise<Response> {
  const claim: Claim = {
    userId,
    key,
    request: `${request.method} ${new URL(request.url).pathname}`,
    // The parsed body: its keys come in the schema's order, so the client's formatting does not count.
    bodyHash: createHash('sha256')
      .update(JSON.stringify(body ?? null))
      .digest('base64url'),
  }
  const earlier = await claimKey(db, claim)
  if (earlier) {
    if (earlier.body_hash !== claim.bodyHash)
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for a request with another body; use a new key for a new request',
      )
    if (earlier.status === null || earlier.response === null)
      throw conflict('A request with this Idempotency-Key is still running; retry later', 'idempotency_key_in_progress')
    return replay(claim, earlier.status, earlier.response)
  }
  const release = () => db.delete(idempotencyKeys).where(rowOf(claim))
  const response = await run().catch(async (error: unknown) => {
    await release()
    throw error
  })
  if (!response.ok) {
    await release()
    return response
  }
  const answer: StoredAnswer = {
    headers: Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => {
        const value = response.headers.get(name)
        return value === null ? [] : [[name, value]]
      }),
    ),
    body: await response.text(),
  }
  await db
    .update(idempotencyKeys)
    .set({
      status: response.status,
      response: seal(JSON.stringify(answer), sealContext(claim)),
      expires_at: sql`now() + ${REPLAY_WINDOW}`,
    })
    .where(rowOf(claim))
  return new Response(answer.body, { status: response.status, headers: response.headers })
}
