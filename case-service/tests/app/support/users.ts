import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'

/** The administrator globalSetup seeds for creating the tests' own users over the API (no second factor). */
export const FIXTURE_ADMIN = { email: 'fixture-admin@fallservice.example', password: 'Fixture-Admin-Passphrase-2026' }

export type TestUser = { id: string; email: string; password: string; name: string; totpSecret?: string }
type Role = 'admin' | 'kasse_mitarbeiter'

const baseUrl = () => {
  const url = process.env.CASE_APP_URL
  if (!url) throw new Error('CASE_APP_URL is not set (globalSetup.ts starts the service)')
  return url
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

const STEP_SECONDS = 30
/** The last TOTP step each secret has used: the service refuses a step twice (replay), and accepts ±1 step. */
const usedSteps = new Map<string, number>()

/** How long a code must stay valid after it is made: the request reaching the service takes a moment. */
const MARGIN_SECONDS = 5

/** A code the service accepts now and has not seen: the next unused step within its ±1 window (waits if needed). */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS)
    // The previous step is still accepted, unless the window moves on before the code arrives.
    const oldestSafe = Math.floor((Date.now() / 1000 + MARGIN_SECONDS) / STEP_SECONDS) - 1
    const step = Math.max(oldestSafe, (usedSteps.get(secret) ?? -Infinity) + 1)
    if (step <= now + 1) {
      usedSteps.set(secret, step)
      return generate({ secret, epoch: step * STEP_SECONDS, period: STEP_SECONDS })
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/** A JSON-API session (for preparing data, never for what a test checks in the UI). */
export async function apiToken(user: { email: string; password: string; totpSecret?: string }): Promise<string> {
  const totp_code = user.totpSecret ? await nextTotpCode(user.totpSecret) : undefined
  const answer = await call<{ access_token?: string }>('/api/auth/login', {
    method: 'POST',
    body: { email: user.email, password: user.password, totp_code },
  })
  if (!answer.access_token) throw new Error(`login of ${user.email} asked for more`)
  return answer.access_token
}

export const apiCall = call

/**
 * A user of its own for one test, created by the fixture administrator; with `mfa` (the default) the second
 * factor is already set up over the API, as a returning user has it.
 */
export async function createUser(
  role: Role,
  { mfa = true, name }: { mfa?: boolean; name?: string } = {},
): Promise<TestUser> {
  const admin = await apiToken(FIXTURE_ADMIN)
  const suffix = randomBytes(4).toString('hex')
  const domain = role === 'admin' ? 'fallservice.example' : 'aok-nord.example'
  const user = {
    email: `${role === 'admin' ? 'admin' : 'mitarbeiter'}-${suffix}@${domain}`,
    password: `Test-Passphrase-${suffix}-2026`,
    name: name ?? (role === 'admin' ? `Admin ${suffix}` : `Mitarbeiterin ${suffix}`),
  }
  const created = await call<{ id: string }>('/api/admin/users', {
    method: 'POST',
    token: admin,
    body: { ...user, role },
  })
  if (!mfa) return { ...user, id: created.id }
  const token = await apiToken(user)
  const setup = await call<{ secret: string }>('/api/auth/mfa/setup', {
    method: 'POST',
    token,
    body: { password: user.password },
  })
  await call('/api/auth/mfa/verify', {
    method: 'POST',
    token,
    body: { password: user.password, code: await nextTotpCode(setup.secret) },
  })
  return { ...user, id: created.id, totpSecret: setup.secret }
}

/** Signs in through the login page as a person does: e-mail, password, then the authenticator's code. */
export async function signIn(page: Page, user: TestUser, path = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(path)}`)
  await page.getByRole('textbox', { name: /^(E-Mail-Adresse|E-mail address)$/ }).fill(user.email)
  await page.getByRole('textbox', { name: /^(Passwort|Password)$/ }).fill(user.password)
  await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click()
  if (user.totpSecret) {
    await expect(page.getByRole('heading', { name: /Bestätigungscode|Verification code/ })).toBeVisible()
    await page.keyboard.type(await nextTotpCode(user.totpSecret))
    await page.getByRole('button', { name: /^(Bestätigen|Confirm)$/ }).click()
  }
  await expect(page).toHaveURL((url) => url.pathname === path)
}
