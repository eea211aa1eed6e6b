import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { RATE_LIMIT_TABLE } from './limiter'

export type IpBlockerLimits = {
  /** Requests per IP and minute before answers turn into 429. */
  perMinute: number
  /** Rejected (429) requests an IP may collect within `blockMinutes` before it is blocked (403). */
  blockAfterViolations: number
  blockMinutes: number
}

/** The part of a `pg` Pool the limiter needs. */
export type QueryablePool = {
  query: (query: { text: string; values?: unknown[] }) => Promise<unknown>
}

export type IpVerdict =
  | { outcome: 'allowed' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'blocked'; retryAfterSeconds: number; newlyBlocked: boolean }

export type IpBlocker = {
  check: (ip: string) => Promise<IpVerdict>
}

/**
 * Per-IP rate limit with escalation: over `perMinute` → limited (429); an IP that keeps
 * hammering collects violations and, after `blockAfterViolations` of them, is blocked (403)
 * for `blockMinutes`. With a pool the counters live in PostgreSQL (the shared `rate_limits` table,
 * keys prefixed with `name`), so every app instance sees them; without a pool, or while the
 * database fails, they are counted in this process only.
 */
export function createIpBlocker(name: string, limits: IpBlockerLimits, pool?: QueryablePool): IpBlocker {
  const blockSeconds = limits.blockMinutes * 60
  const requests = limiter(pool, { keyPrefix: `${name}:requests`, points: limits.perMinute, duration: 60 })
  const violations = limiter(pool, {
    keyPrefix: `${name}:violations`,
    points: limits.blockAfterViolations,
    duration: blockSeconds,
    blockDuration: blockSeconds,
  })

  return {
    async check(ip) {
      const strikes = await violations.get(ip)
      if (strikes && strikes.consumedPoints > limits.blockAfterViolations) {
        return { outcome: 'blocked', retryAfterSeconds: seconds(strikes.msBeforeNext), newlyBlocked: false }
      }
      const overLimit = await rejection(requests.consume(ip))
      if (!overLimit) return { outcome: 'allowed' }
      const blocked = await rejection(violations.consume(ip))
      return blocked
        ? { outcome: 'blocked', retryAfterSeconds: seconds(blocked.msBeforeNext), newlyBlocked: true }
        : { outcome: 'limited', retryAfterSeconds: seconds(overLimit.msBeforeNext) }
    },
  }
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number; blockDuration?: number }

function limiter(pool: QueryablePool | undefined, options: LimiterOptions): RateLimiterAbstract {
  if (!pool) return new RateLimiterMemory(options)
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    // A database error must not take the public API down: count in memory meanwhile.
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/** The limiter's rejection (a RateLimiterRes), or null when the request was within the limit. */
async function rejection(attempt: Promise<RateLimiterRes>): Promise<RateLimiterRes | null> {
  try {
    await attempt
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes) return error
    throw error
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
