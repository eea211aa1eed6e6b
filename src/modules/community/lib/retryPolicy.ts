/** Bounded retries with exponential back-off and full jitter, honouring a server's Retry-After. */
export type RetryPolicy = { maxRetries: number; baseDelayMs: number; maxDelayMs: number }

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 30_000 }

/**
 * The wait before retry number `retry` (0-based), or null to give up: after `maxRetries`, or when
 * the server asks for a longer pause than `maxDelayMs` (a quota that resets tomorrow is not waited for in a sync run).
 * Without Retry-After the wait is random in [0, base·2^retry] ("full jitter"), so parallel syncs spread out.
 */
export function retryDelayMs(
  retry: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | null {
  if (retry >= policy.maxRetries) return null
  if (retryAfterMs !== undefined) return retryAfterMs > policy.maxDelayMs ? null : retryAfterMs
  return Math.round(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry))
}

/** Retry-After in milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d{1,7}$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
