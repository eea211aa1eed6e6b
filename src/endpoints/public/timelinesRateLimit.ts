import type { Payload } from 'payload'
import { cmsEnv, type CmsEnv } from '@/env'
import { postgresPool } from '@/lib/db/payloadPostgres'
import { createIpBlocker, type IpBlocker, type IpBlockerLimits } from '@/lib/rateLimit/ipBlocker'

/** Thresholds from the environment (src/env.ts: defaults 60/min, block after 5 violations for 15 min). */
export function timelinesLimits(env: CmsEnv = cmsEnv()): IpBlockerLimits {
  return {
    perMinute: env.TIMELINES_RATE_LIMIT_PER_MINUTE,
    blockAfterViolations: env.TIMELINES_BLOCK_AFTER_VIOLATIONS,
    blockMinutes: env.TIMELINES_BLOCK_MINUTES,
  }
}

const blockers = new WeakMap<Payload, IpBlocker>()

/** One blocker per Payload instance, counting in its PostgreSQL database (shared by all app instances). */
export function timelinesBlocker(payload: Payload): IpBlocker {
  let blocker = blockers.get(payload)
  if (!blocker) {
    blocker = createIpBlocker('timelines', timelinesLimits(), postgresPool(payload))
    blockers.set(payload, blocker)
  }
  return blocker
}
