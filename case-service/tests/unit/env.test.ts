import { describe, expect, it } from 'vitest'
import { parseCaseEnv } from '@case/env'

describe('parseCaseEnv', () => {
  it('fills the defaults, treats empty values as unset and allows a fractional lock time', () => {
    const env = parseCaseEnv({ VERSICHERUNG_FILTER: ' ', LOGIN_LOCK_MINUTES: '0.5', SEED_ONLY_IF_EMPTY: 'true' })
    expect(env).toMatchObject({
      CASE_DATABASE_POOL_MAX: 10,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCK_MINUTES: 0.5,
      CASE_PUBLIC_URL: 'http://localhost:3001',
      SEED_ONLY_IF_EMPTY: true,
    })
    expect(env.VERSICHERUNG_FILTER).toBeUndefined()
  })

  it('names every bad variable in one error without echoing a value', () => {
    let message = ''
    try {
      parseCaseEnv({
        LOGIN_MAX_FAILURES: 'many',
        CASE_DATABASE_URL: 'mysql://user:geheim@db/cases',
        CASE_PUBLIC_URL: 'nowhere',
        LOGIN_LOCK_MINUTES: '-1',
      })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of ['LOGIN_MAX_FAILURES', 'CASE_DATABASE_URL', 'CASE_PUBLIC_URL', 'LOGIN_LOCK_MINUTES'])
      expect(message).toContain(name)
    expect(message).not.toContain('geheim')
    expect(message).not.toContain('nowhere')
  })
})
