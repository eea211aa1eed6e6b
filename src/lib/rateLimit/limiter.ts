import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { postgresPool } from '@/lib/db/payloadPostgres'

/**
 * Counters shared by every app instance, stored in PostgreSQL (table `rate_limits`, created by a
 * migration). Used for the send-email limit, the public form limit and the failed-e-mail counter.
 */
export const RATE_LIMIT_TABLE = 'rate_limits'

export type LimiterOptions = { keyPrefix: string; points: number; durationSeconds: number }
export type LimitResult =
  { allowed: true; consumed: number } | { allowed: false; consumed: number; retryAfterSeconds: number }

const byPool = new WeakMap<object, Map<string, RateLimiterPostgres>>()

function limiterFor(payload: Payload, { keyPrefix, points, durationSeconds }: LimiterOptions): RateLimiterPostgres {
  const pool = postgresPool(payload)
  let limiters = byPool.get(pool)
  if (!limiters) byPool.set(pool, (limiters = new Map()))
  const id = `${keyPrefix}:${points}:${durationSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    })
    limiters.set(id, limiter)
  }
  return limiter
}

/** Counts `cost` points for `key`; refuses once the window's points are used up. Store errors throw. */
export async function consumePoints(
  payload: Payload,
  options: LimiterOptions,
  key: string,
  cost = 1,
): Promise<LimitResult> {
  try {
    const res = await limiterFor(payload, options).consume(key, cost)
    return { allowed: true, consumed: Number(res.consumedPoints) }
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    return {
      allowed: false,
      consumed: Number(error.consumedPoints),
      retryAfterSeconds: Math.max(1, Math.ceil(Number(error.msBeforeNext) / 1000)),
    }
  }
}

/** Forgets `key`'s count (a successful login clears the failures counted for it). */
export async function resetPoints(payload: Payload, options: LimiterOptions, key: string): Promise<void> {
  await limiterFor(payload, options).delete(key)
}
