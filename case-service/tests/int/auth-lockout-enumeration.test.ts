import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '@case/db/schema'
import { createUser } from '../harness/fixtures/auth'
import { useCaseApi } from '../harness/useCaseApi'

// All requests come from 127.0.0.1: the per-IP limit must not interfere here.
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '100000'

/** Issue 11 #11: the lockout must not tell which e-mail addresses have an account. */
describe('login lockout answers real and unknown addresses alike', () => {
  const ctx = useCaseApi({ users: false })
  const { api } = ctx

  const attempt = async (email: string, password = 'not-the-password-123') => {
    const started = performance.now()
    const res = await api.post('/api/auth/login', { json: { email, password } })
    return {
      status: res.status,
      code: res.body.code as string,
      keys: Object.keys(res.body).sort(),
      ms: performance.now() - started,
    }
  }

  /** The answers to 5 wrong passwords and then a 6th attempt, as an attacker would see them. */
  const probe = async (email: string, sixthPassword?: string) => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await attempt(email))
    answers.push(await attempt(email, sixthPassword))
    return answers
  }
  const shape = (answers: Awaited<ReturnType<typeof probe>>) =>
    answers.map(({ status, code, keys }) => ({ status, code, keys }))

  it('5 failures lock a real, an unknown and a deactivated address the same way (401 ×4, then 423 with locked_until)', async () => {
    const real = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'real-person@example.org' })
    const inactive = await createUser(ctx.db, { role: 'kasse_mitarbeiter', email: 'left-the-company@example.org' })
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, inactive.id))

    const realAnswers = await probe(real.email, real.password) // even the right password is locked out
    const unknownAnswers = await probe('nobody-here@example.org')
    const inactiveAnswers = await probe(inactive.email, inactive.password)

    expect(shape(realAnswers).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 423, 423])
    expect(shape(unknownAnswers)).toEqual(shape(realAnswers))
    expect(shape(inactiveAnswers)).toEqual(shape(realAnswers))
    expect(realAnswers[4]!.keys).toEqual(['code', 'detail', 'instance', 'locked_until', 'status', 'title', 'type'])
    // Same cost: every attempt runs one password-hash evaluation. The fastest of six answers is
    // compared, since load on a shared machine only ever adds time (the bound stays generous).
    const realMs = Math.min(...realAnswers.map((answer) => answer.ms))
    const unknownMs = Math.min(...unknownAnswers.map((answer) => answer.ms))
    expect(Math.max(realMs, unknownMs) / Math.min(realMs, unknownMs)).toBeLessThan(4)
  })

  it('the address is normalized (case and spaces) and the lock of an unknown address keeps one locked_until', async () => {
    for (let i = 0; i < 4; i++)
      expect((await attempt(i % 2 ? ' Ghost@Example.org ' : 'ghost@example.org')).status).toBe(401)
    const fifth = await api.post('/api/auth/login', {
      json: { email: 'GHOST@example.org', password: 'not-the-password-123' },
    })
    const sixth = await api.post('/api/auth/login', {
      json: { email: 'ghost@example.org', password: 'not-the-password-123' },
    })
    expect([fifth.status, sixth.status]).toEqual([423, 423])
    expect(new Date(fifth.body.locked_until).getTime()).toBeGreaterThan(Date.now())
    expect(sixth.body.locked_until).toBe(fifth.body.locked_until)
  })

  it('an unknown address unlocks after the lock window, like an account', async () => {
    process.env.LOGIN_LOCK_MINUTES = String(1 / 60) // 1 second
    try {
      for (let i = 0; i < 4; i++) expect((await attempt('brief@example.org')).status).toBe(401)
      const fifth = await api.post('/api/auth/login', {
        json: { email: 'brief@example.org', password: 'not-the-password-123' },
      })
      expect(fifth.status).toBe(423)
      await new Promise((resolve) =>
        setTimeout(resolve, new Date(fifth.body.locked_until).getTime() - Date.now() + 100),
      )
      expect((await attempt('brief@example.org')).status).toBe(401) // a fresh count
    } finally {
      delete process.env.LOGIN_LOCK_MINUTES
    }
  })
})
