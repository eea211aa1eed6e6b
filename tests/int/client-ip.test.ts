import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startCmsApi } from '../helpers/cmsServer'
import { getTestPayload } from '../helpers/payload'
import { createTenants } from '../helpers/fixtures/platform'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { requestFrom } from '@agency-platform/shared/testing/requestFrom'

// Low thresholds for this file only: 3 requests a minute, blocked after the 2nd violation.
vi.hoisted(() => {
  process.env.TIMELINES_RATE_LIMIT_PER_MINUTE = '3'
  process.env.TIMELINES_BLOCK_AFTER_VIOLATIONS = '2'
  process.env.TIMELINES_BLOCK_MINUTES = '1'
})

/**
 * The forged-X-Forwarded-For attack on the timelines API through a server that rewrites the
 * forwarding headers exactly like scripts/nextServer.mjs. The attacker names the victim's address
 * in X-Forwarded-For and rotates it; the victim is a second client with its own socket address
 * (0 hops) or its own address appended by the trusted proxies (1 and 2 hops).
 */
describe('client address rule on GET /api/timelines (TRUSTED_PROXY_HOPS 0, 1, 2)', () => {
  let payload: Payload
  let server: RunningServer
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

  beforeAll(async () => {
    payload = await getTestPayload()
    await createTenants(payload, { betaLocale: 'en' })
    server = await startCmsApi()
  })
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS
  })
  afterAll(async () => {
    warn.mockRestore()
    await server.close()
  })

  const timelines = (socket: string, forwardedFor?: string) =>
    requestFrom(socket, `${server.url}/api/timelines?tenant=alpha`, {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })

  /** The rate-limit counters kept for one address. */
  const keysNaming = async (address: string) => {
    const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query<{ key: string }>(
      `select key from rate_limits where key like 'timelines:%' and split_part(key, ':', 3) = $1 order by key`,
      [address],
    )
    return rows.map((row) => row.key)
  }

  /** Seven attacker requests, each forging another address (the first six name the victim). */
  const attack = async (send: (forged: string) => Promise<{ status: number }>, victim: string) => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await send(i < 6 ? victim : `192.0.2.${i}`)).status)
    return statuses
  }

  it('0 hops: the socket address is the client, a forged header changes nothing', async () => {
    const victim = '127.0.0.3'
    const statuses = await attack((forged) => timelines('127.0.0.2', forged), victim)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403])
    expect(await keysNaming(victim)).toEqual([])
    expect(await keysNaming('127.0.0.2')).toContain('timelines:violations:127.0.0.2')
    expect((await timelines(victim)).status).toBe(200)
  })

  it('1 hop: the client is the address the proxy appended, whatever the client put before it', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    const proxy = '127.0.0.4'
    const attacker = '198.51.100.66'
    const victim = '203.0.113.50'
    const statuses = await attack((forged) => timelines(proxy, `${forged}, ${attacker}`), victim)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403])
    expect(await keysNaming(victim)).toEqual([])
    expect(await keysNaming(attacker)).toContain(`timelines:violations:${attacker}`)
    expect((await timelines(proxy, victim)).status).toBe(200)
  })

  it('2 hops: the client is the address the outer proxy appended', async () => {
    process.env.TRUSTED_PROXY_HOPS = '2'
    const innerProxy = '127.0.0.5'
    const outerProxy = '10.0.0.1'
    const attacker = '198.51.100.77'
    const victim = '203.0.113.51'
    const statuses = await attack((forged) => timelines(innerProxy, `${forged}, ${attacker}, ${outerProxy}`), victim)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403])
    expect(await keysNaming(victim)).toEqual([])
    expect(await keysNaming(outerProxy)).toEqual([])
    expect(await keysNaming(attacker)).toContain(`timelines:violations:${attacker}`)
    expect((await timelines(innerProxy, `${victim}, ${outerProxy}`)).status).toBe(200)
  })
})
