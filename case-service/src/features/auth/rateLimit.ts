import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '@case/db/client'
import { rateLimits } from '@case/db/schema'
import { tooManyRequests } from '@case/http/apiError'

/*
 * Per-key fixed one-minute windows in the rate_limits table (one atomic upsert per attempt), so
 * the limit holds across every instance that shares the database.
 */
const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>()

function limiterFor(db: Db, name: string, perMinute: number): RateLimiterDrizzle {
  let byName = limiters.get(db)
  if (!byName) limiters.set(db, (byName = new Map()))
  const id = `${name}:${perMinute}`
  let limiter = byName.get(id)
  if (!limiter) {
    limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points: perMinute, duration: 60 })
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
