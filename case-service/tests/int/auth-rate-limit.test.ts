import { describe, expect, it } from 'vitest'
import { getDb, openDatabase } from '@case/db/client'
import { consumeRateLimit } from '@case/features/auth/rateLimit'
import { createUser } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

const LIMIT = 4
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = String(LIMIT)

describe('login rate limit per IP', () => {
  const ctx = useCaseApi({ users: false })
  const { api } = ctx

  it('answers 429 with Retry-After once an IP used its budget, even with the right password', async () => {
    const user = await createUser(await getDb(), { role: 'kasse_mitarbeiter', email: 'limited@example.org' })
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      const res = await api.post('/api/auth/login', {
        json: { email: 'nobody@example.org', password: 'whatever-password' },
      })
      expect(res.status).toBe(401)
      expect(res.headers.get('ratelimit-policy')).toBe(`"login";q=${LIMIT};w=60`)
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"login";r=${LIMIT - attempt};t=\\d+$`))
    }
    const limited = await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('rate_limited')
    expect(limited.headers.get('ratelimit')).toMatch(/^"login";r=0;t=\d+$/)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('a client-supplied X-Forwarded-For does not buy a fresh budget', async () => {
    const res = await api.post('/api/auth/login', {
      json: { email: 'nobody@example.org', password: 'whatever-password' },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    })
    expect(res.status).toBe(429)
  })

  it('the budget is shared by app instances with their own connection pools', async () => {
    const instances = await Promise.all([openDatabase(), openDatabase()])
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => consumeRateLimit(instances[i % 2]!.db, 'login', '198.51.100.7', LIMIT)),
      )
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(LIMIT)
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  })
})
