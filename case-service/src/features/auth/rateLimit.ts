import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '@case/db/client'
import { rateLimits } from '@case/db/schema'
import { tooManyRequests } from '@case/http/apiError'
import { addResponseHeaders } from '@case/http/handler'

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

/**
 * The budget's state as the answer's `RateLimit-Policy` and `RateLimit` headers (IETF httpapi
 * ratelimit-headers): quota per window in seconds, and what is left and for how many seconds.
 */
function announce(name: string, perMinute: number, state: RateLimiterRes): void {
  addResponseHeaders({
    'RateLimit-Policy': `"${name}";q=${perMinute};w=60`,
    RateLimit: `"${name}";r=${state.remainingPoints};t=${Math.max(0, Math.ceil(state.msBeforeNext / 1000))}`,
  })
}

/** Takes one point from `key`'s budget of `name`; an exhausted budget is a 429 with Retry-After. */
export async function consumeRateLimit(db: Db, name: string, key: string, perMinute: number): Promise<void> {
  try {
    announce(name, perMinute, await limiterFor(db, name, perMinute).consume(key))
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    announce(name, perMinute, error)
    throw tooManyRequests(error.msBeforeNext / 1000)
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
