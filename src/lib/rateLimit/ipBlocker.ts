import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

export interface IpBlockerLimits {
  /** Requests per IP and minute before answers turn into 429. */
  perMinute: number
  /** Rejected (429) requests an IP may collect within `blockMinutes` before it is blocked (403). */
  blockAfterViolations: number
  blockMinutes: number
}

/** The part of a `pg` Pool the limiter needs. */
export interface QueryablePool {
  query: (query: { text: string; values?: unknown[] }) => Promise<unknown>
}

export type IpVerdict =
  | { outcome: 'allowed' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'blocked'; retryAfterSeconds: number; newlyBlocked: boolean }

export interface IpBlocker {
  check: (ip: string) => Promise<IpVerdict>
}

/**
 * Per-IP rate limit with escalation: over `perMinute` → limited (429); an IP that keeps
 * hammering collects violations and, after `blockAfterViolations` of them, is blocked (403)
 * for `blockMinutes`. With a pool the counters live in PostgreSQL (table `rate_limit_<name>`,
 * shared by every app instance); without one, or while the database fails, in this process only.
 */
export function createIpBlocker(name: string, limits: IpBlockerLimits, pool?: QueryablePool): IpBlocker {
  const blockSeconds = limits.blockMinutes * 60
  const requests = limiter(pool, name, { keyPrefix: `${name}:requests`, points: limits.perMinute, duration: 60 })
  const violations = limiter(pool, name, {
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

function limiter(pool: QueryablePool | undefined, name: string, options: LimiterOptions): RateLimiterAbstract {
  if (!pool) return new RateLimiterMemory(options)
  return new RateLimiterPostgres(
    {
      ...options,
      // Without statement names: pooled connections on embedded PGlite share one session, where a
      // named statement prepared by one client collides with the same name prepared by another.
      storeClient: { query: ({ text, values }: { text: string; values?: unknown[] }) => pool.query({ text, values }) },
      storeType: 'pool',
      tableName: `rate_limit_${name}`,
      // The store answers "table is not created yet" or a database error with this limiter.
      insuranceLimiter: new RateLimiterMemory(options),
    },
    (error?: Error) => {
      if (error) console.error(`[rate-limit] ${name}: cannot create its table, counting in memory`, error)
    },
  )
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
