/* global process, console */
// Issue 35: what sharing Next's page cache in Redis costs. The alpha home page from the full-route
// cache, in the same run (autocannon, 8 connections, 10 s, after a warm-up):
//   baseline  one `next start` with its own cache in memory (the single-instance default);
//   shared    two `next start` on one Redis (REDIS_URL, 127.0.0.1:6379 unless set), the 8
//             connections split over both, as a round-robin proxy would (none here: it would cost
//             more than the cache and belong to neither side);
//   and, to show the cost per request, one instance on Redis with all 8 connections.
// Goal (issue 35): shared/baseline >= 0.8x. Builds `.next-bench-site` on a fresh seeded database;
// `--skip-build` reuses it.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { createClient } from '@redis/client'
import { httpGet } from '@agency-platform/runtime/firstLoadJs'
import { withSiteBench } from './siteServer.mjs'

const seconds = Number(process.env.BENCH_SECONDS || (process.argv.includes('--quick') ? 5 : 10))
const connections = Number(process.env.BENCH_CONNECTIONS || 8)
const GOAL = 0.8
const host = 'alpha.localhost'
const path = '/de'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const keyPrefix = `bench-${randomUUID()}`

/** autocannon on each base at once, the connections split between them; requests per second summed. */
async function hammer(bases, duration) {
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: `${base}${path}`,
        connections: Math.max(1, Math.round(connections / bases.length)),
        duration,
        headers: { host },
      }),
    ),
  )
  const failures = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0)
  if (failures > 0) throw new Error(`${failures} requests failed`)
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  }
}

/** Warm-up (first render fills the cache, then the JIT), a check that the page comes from the cache, the run. */
async function measure(label, bases) {
  await hammer(bases, 3)
  for (const base of bases) {
    const header = (await httpGet(`${base}${path}`, { host })).headers['x-nextjs-cache']
    if (header !== 'HIT') throw new Error(`${label}: ${base}${path} answered x-nextjs-cache: ${header}`)
  }
  const result = await hammer(bases, seconds)
  console.info(
    `  ${label.padEnd(44)} ${result.perSecond.toFixed(0).padStart(6)} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms)`,
  )
  return result
}

await withSiteBench(async (start) => {
  console.info(`autocannon -c ${connections}, ${seconds} s each, ${path} of ${host}`)
  const local = await start()
  const baseline = await measure('one instance, own cache (baseline)', [local.base])
  await local.stop()

  const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix }
  const [first, second] = await Promise.all([start(shared), start(shared)])
  try {
    const both = await measure('two instances, one Redis cache', [first.base, second.base])
    await second.stop()
    const one = await measure('one instance, Redis cache', [first.base])
    const ratio = both.perSecond / baseline.perSecond
    console.info(
      `ratio two instances on Redis / one on its own cache  ${ratio.toFixed(2)}x (goal >= ${GOAL}x) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`,
    )
    console.info(
      `ratio one instance on Redis / one on its own cache   ${(one.perSecond / baseline.perSecond).toFixed(2)}x (the cost per request)`,
    )
    if (ratio < GOAL) process.exitCode = 1
  } finally {
    const redis = await createClient({ url: redisUrl }).connect()
    const keys = await redis.keys(`${keyPrefix}:*`)
    if (keys.length) await redis.unlink(keys)
    await redis.close()
  }
})
