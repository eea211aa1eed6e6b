/* global process, console, URL */
// Next's incremental cache — the public pages' full-route cache and the `unstable_cache` reads — in
// Redis, shared by every CMS instance, when REDIS_URL is set (next.config.ts, docs/deploy.md "What is
// shared where"). The library stores the entries and keeps the tag bookkeeping; this file adds what
// it leaves to the application:
// - Redis unreachable: a failed read counts as a miss in the library (the page is rendered, never a
//   500), but a failed tag expiry is dropped silently, so a page cached before the outage would be
//   served stale once Redis is back. Expiries that failed are replayed when the connection is ready,
//   and until then this instance reads nothing from Redis.
// - One log line when Redis becomes unreachable and one when it is back (node-redis reports every
//   reconnect attempt), naming host and port only: the URL may carry a password.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

/** A Redis call slower than this counts as a failure: the page is rendered instead of waiting. */
const TIMEOUT_MS = 500

/** Where the log may say Redis is: never the credentials of the URL. */
function redisAddress(url) {
  try {
    const { hostname, port } = new URL(url)
    return `${hostname}:${port || 6379}`
  } catch {
    return 'REDIS_URL'
  }
}

function connectSharedCache(buildId) {
  const client = createClient({
    url: process.env.REDIS_URL,
    socket: { connectTimeout: 2 * TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1_000) },
    // Commands wait for no reconnect: the library checks readiness and renders instead.
    disableOfflineQueue: true,
  })
  // Entries of one build only: a page cached by another build links to script chunks this one lacks.
  const redis = createRedisHandler({
    client,
    keyPrefix: `${process.env.REDIS_KEY_PREFIX || 'cms'}:${buildId ?? 'dev'}:`,
    timeoutMs: TIMEOUT_MS,
  })
  const failedExpiries = new Set()
  let unreachable = false
  const replayFailedExpiries = async () => {
    for (const tag of failedExpiries) {
      await redis.revalidateTag(tag)
      failedExpiries.delete(tag)
    }
  }
  client.on('error', (error) => {
    if (unreachable) return
    unreachable = true
    console.error(
      `[cache] Redis at ${redisAddress(process.env.REDIS_URL)} is unreachable (${error.code ?? error.message}): pages are rendered without the shared cache until it is back`,
    )
  })
  client.on('ready', () => {
    if (unreachable) console.info(`[cache] Redis at ${redisAddress(process.env.REDIS_URL)} is reachable again`)
    unreachable = false
    replayFailedExpiries().catch(() => {
      // Still failing: the next 'ready' replays what is left.
    })
  })
  // Not awaited: while Redis is unreachable at start, requests render and the client keeps retrying.
  client.connect().catch(() => {})
  return {
    handlers: [
      {
        ...redis,
        get: (key, meta) => (failedExpiries.size > 0 ? null : redis.get(key, meta)),
        async revalidateTag(tag) {
          try {
            await redis.revalidateTag(tag)
          } catch (error) {
            failedExpiries.add(tag)
            throw error
          }
        },
      },
    ],
  }
}

// One client per process, however often Next loads this module.
const SHARED = Symbol.for('agency-platform.sharedCacheHandler')
CacheHandler.onCreation(({ buildId }) => (globalThis[SHARED] ??= connectSharedCache(buildId)))

export default CacheHandler
