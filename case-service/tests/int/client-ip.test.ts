import { afterEach, describe, expect, it } from 'vitest'
import { requestFrom } from '@agency-platform/shared/testing/requestFrom'
import { useCaseApi } from '../harness/useCaseApi'

const LIMIT = 3
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = String(LIMIT)

/**
 * The forged-X-Forwarded-For attack on the login limit, through the test server that rewrites the
 * forwarding headers exactly like scripts/nextServer.mjs (@agency-platform/shared/clientAddress). The
 * attacker names the victim's address and rotates it; the victim must still log in.
 */
describe('client address rule on the login rate limit (TRUSTED_PROXY_HOPS 0, 1, 2)', () => {
  const ctx = useCaseApi({ employee: { email: 'victim@example.org' } })
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS
  })

  const login = (socket: string, forwardedFor: string | undefined, credentials: { email: string; password: string }) =>
    requestFrom(socket, `${ctx.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify(credentials),
    })

  /** LIMIT + 3 failed logins, each forging another address; the first ones name the victim. */
  const attack = async (send: (forged: string, attempt: number) => Promise<{ status: number }>, victim: string) => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      statuses.push((await send(attempt % 2 === 0 ? victim : `192.0.2.${attempt}`, attempt)).status)
    }
    return statuses
  }
  const wrong = (attempt: number) => ({ email: `nobody-${attempt}@example.org`, password: 'whatever-password' })
  const expectLimitedAfterBudget = (statuses: number[]) => {
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429])
  }

  it('0 hops: the socket address is the client; the victim still logs in', async () => {
    const statuses = await attack((forged, attempt) => login('127.0.0.2', forged, wrong(attempt)), '127.0.0.3')
    expectLimitedAfterBudget(statuses)
    expect(
      (await login('127.0.0.3', undefined, { email: ctx.employee.email, password: ctx.employee.password })).status,
    ).toBe(200)
  })

  it('1 hop: the address the proxy appended is the client', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    const [proxy, attacker, victim] = ['127.0.0.4', '198.51.100.66', '203.0.113.50']
    const statuses = await attack((forged, attempt) => login(proxy, `${forged}, ${attacker}`, wrong(attempt)), victim)
    expectLimitedAfterBudget(statuses)
    expect((await login(proxy, victim, { email: ctx.employee.email, password: ctx.employee.password })).status).toBe(
      200,
    )
  })

  it('2 hops: the address the outer proxy appended is the client, not the proxy', async () => {
    process.env.TRUSTED_PROXY_HOPS = '2'
    const [innerProxy, outerProxy, attacker, victim] = ['127.0.0.5', '10.0.0.1', '198.51.100.77', '203.0.113.51']
    const statuses = await attack(
      (forged, attempt) => login(innerProxy, `${forged}, ${attacker}, ${outerProxy}`, wrong(attempt)),
      victim,
    )
    expectLimitedAfterBudget(statuses)
    // Behind the same two proxies the victim has its own budget: the key is not the proxy's address.
    expect(
      (
        await login(innerProxy, `${victim}, ${outerProxy}`, {
          email: ctx.employee.email,
          password: ctx.employee.password,
        })
      ).status,
    ).toBe(200)
  })
})
