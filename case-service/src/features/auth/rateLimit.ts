import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '@case/db/client'
import { rateLimits } from '@case/db/schema'
import { tooManyRequests } from '@case/http/apiError'

/*
 * Per-key fixed one-minute windows in the rate_limits table (one atomic upsert per attempt), so
 * the limit holds across every instance that shares the database.
 */
const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>()

function limiterFor(db: Db, name: string, points: number, durationSeconds = 60): RateLimiterDrizzle {
  let byName = limiters.get(db)
  if (!byName) limiters.set(db, (byName = new Map()))
  const id = `${name}:${points}:${durationSeconds}`
  let limiter = byName.get(id)
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: durationSeconds,
    })
    byName.set(id, limiter)
  }
  return limiter
}

/** Takes one point from `key`'s budget of `name`; an exhausted budget is a 429 with Retry-After. */
export async function consumeRateLimit(db: Db, name: string, key: string, perMinute: number): Promise<void> {
  try {
    await limiterFor(db, name, perMinute).consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000)
    throw error
  }
}

/**
 * True for the first claim of `key` within `seconds`, false for every later one, across all
 * instances (the same atomic upsert as the limits): single-use tokens remember their id this way.
 */
export async function claimOnce(db: Db, name: string, key: string, seconds: number): Promise<boolean> {
  try {
    await limiterFor(db, name, 1, seconds).consume(key)
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
