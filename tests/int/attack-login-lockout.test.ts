import { describe, expect, it } from 'vitest'
import { PASSWORD } from '../helpers/fixtures/platform'
import { requestFrom } from '@agency-platform/shared/testing/requestFrom'
import { ROOT_USER, useCms } from '../helpers/useCms'

/**
 * Issue 28, finding 6: after five wrong passwords an existing address answered "locked", an unknown one
 * "not correct" (account enumeration), five anonymous requests locked any account for everyone for
 * 15 minutes, and GraphQL aliases allowed several login attempts in one request.
 */
describe('attack (issue 28 #6): CMS login enumeration and lockout by others', () => {
  const cms = useCms({
    env: { CMS_LOGIN_MAX_FAILURES: '5', CMS_LOGIN_ATTEMPTS_PER_MINUTE: '20' },
    users: {
      root: ROOT_USER,
      victim: { email: 'victim@platform.test', superAdmin: true, signIn: false },
      probe: { email: 'probe@platform.test', signIn: false },
    },
  })

  /** A REST login from a chosen loopback address (the server sees that socket address). */
  const login = async (from: string, email: string, password: string, headers: Record<string, string> = {}) => {
    const response = await requestFrom(from, `${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    })
    return {
      status: response.status,
      message: (JSON.parse(response.body) as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'ok',
    }
  }

  it('existing and unknown addresses answer alike, also after many failures', async () => {
    const known: string[] = []
    const unknown: string[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const a = await login('127.0.0.11', 'probe@platform.test', 'falsch')
      const b = await login('127.0.0.11', 'niemand@platform.test', 'falsch')
      known.push(`${a.status} ${a.message}`)
      unknown.push(`${b.status} ${b.message}`)
    }
    expect(known).toEqual(unknown)
    expect(known.at(-1)).toMatch(/^429 Zu viele fehlgeschlagene Anmeldungen/)
    expect(known.join('\n')).not.toMatch(/gesperrt|locked/i)
  })

  it('failures from one address do not lock the account for the owner at another address', async () => {
    for (let attempt = 0; attempt < 8; attempt++) await login('127.0.0.12', 'victim@platform.test', 'falsch')
    expect((await login('127.0.0.12', 'victim@platform.test', PASSWORD)).status).toBe(429)
    const owner = await login('127.0.0.13', 'victim@platform.test', PASSWORD)
    expect(owner).toEqual({ status: 200, message: 'ok' })
  })

  it('one address gets a limited number of attempts per minute, whatever the accounts', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 22; attempt++) {
      statuses.push(
        (await login('127.0.0.14', `user${attempt}@platform.test`, 'falsch', { 'accept-language': 'en' })).status,
      )
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const english = await login('127.0.0.14', 'root@platform.test', PASSWORD, { 'accept-language': 'en' })
    expect(english.message).toMatch(/^Too many login attempts from your address/)
  })

  it('GraphQL: one login per request, aliases are refused before any attempt', async () => {
    const query = `mutation { ${Array.from({ length: 5 }, (_, index) => `a${index}: loginUser(email: "victim@platform.test", password: "falsch${index}") { exp }`).join(' ')} }`
    const response = await requestFrom('127.0.0.15', `${cms.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    const body = JSON.parse(response.body) as { data?: unknown; errors: { message: string }[] }
    expect(body.data ?? null).toBeNull()
    expect(body.errors.map((error) => error.message).join(' ')).toMatch(/nur eine Anmeldung.*Only one login/)
    const single = await requestFrom('127.0.0.15', `${cms.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { loginUser(email: "victim@platform.test", password: "${PASSWORD}") { exp } }`,
      }),
    })
    expect((JSON.parse(single.body) as { data: { loginUser: { exp: number } } }).data.loginUser.exp).toEqual(
      expect.any(Number),
    )
  })
})
