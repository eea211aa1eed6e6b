import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getTestPayload } from '../helpers/payload'
import { createEditor, createTenants, PASSWORD } from '../helpers/fixtures/platform'

// Low thresholds for this file only; read when the first timelines request creates the limiter.
vi.hoisted(() => {
  process.env.TIMELINES_RATE_LIMIT_PER_MINUTE = '3'
  process.env.TIMELINES_BLOCK_AFTER_VIOLATIONS = '2'
  process.env.TIMELINES_BLOCK_MINUTES = '1'
})

const get = REST_GET(config)

/**
 * Payload's REST route handler called directly with the X-Forwarded-For header a reverse proxy
 * would send (the loopback test server would append its own socket address as the last hop).
 */
function timelines(path: string, forwardedFor: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://cms.test${path}?tenant=alpha`, {
    headers: { 'x-forwarded-for': forwardedFor, ...headers },
  })
  return get(request, { params: Promise.resolve({ slug: path.split('/').slice(2) }) })
}

// Both paths share one counter per IP, so each gets its own addresses.
const PATHS = [
  { path: '/api/public/timelines', ip: '198.51.100.9', next: '198.51.100.10' },
  { path: '/api/timelines', ip: '198.51.100.7', next: '198.51.100.8' },
]

describe('GET /api/public/timelines (alias /api/timelines): rate limit per IP, then a block for IPs that keep exceeding it', () => {
  let payload: Payload
  const warn = vi.spyOn(console, 'warn')

  beforeAll(async () => {
    payload = await getTestPayload()
    const { alpha } = await createTenants(payload, { betaLocale: 'en' })
    await payload.create({
      collection: 'timelines',
      data: {
        tenant: alpha,
        title: 'Geschichte',
        type: 'history',
        layout: 'vertical',
        sortOrder: 'asc',
        _status: 'published',
      },
    })
    await createEditor(payload, alpha, 'limits-editor@example.com')
  })
  afterAll(() => warn.mockRestore())

  describe.each(PATHS)('$path', ({ path, ip, next }) => {
    it('answers 429 with Retry-After over the limit, blocks with 403 after repeated violations and logs the block once', async () => {
      const statuses: number[] = []
      const responses: Response[] = []
      for (let request = 0; request < 7; request++) {
        const response = await timelines(path, ip)
        statuses.push(response.status)
        responses.push(response)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 403, 403])
      const retryAfter = Number(responses[3]?.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await responses[3]?.json()).toEqual({ errors: [{ message: expect.stringMatching(/^Too many requests/) }] })
      expect(Number(responses[6]?.headers.get('retry-after'))).toBeGreaterThan(50)

      const blockLogs = warn.mock.calls.filter(([message]) =>
        String(message).startsWith(`[timelines] blocked ip ${ip} `),
      )
      expect(blockLogs).toHaveLength(1)
    })

    it('keys on the nearest proxy’s entry, so a forged leftmost address neither escapes nor causes a block', async () => {
      expect((await timelines(path, `10.0.0.1, ${ip}`)).status).toBe(403)
      expect((await timelines(path, `${ip}, ${next}`)).status).toBe(200)
    })

    it('keeps the counters in PostgreSQL, so every app instance sees the block', async () => {
      const pool = (payload.db as unknown as PostgresAdapter).pool
      const { rows } = await pool.query<{ key: string }>(`select key from rate_limits where key like $1`, [`%${ip}`])
      expect(rows.map((row) => row.key).sort()).toEqual([`timelines:requests:${ip}`, `timelines:violations:${ip}`])
    })
  })

  it('does not limit signed-in editors on the alias, who get the normal REST list', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'limits-editor@example.com', password: PASSWORD },
    })
    const response = await timelines('/api/timelines', '198.51.100.7', { authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ totalDocs: 1, hasNextPage: false })
  })
})
