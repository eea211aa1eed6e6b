import { expect, type Page } from '@playwright/test'

export const seededAdmin = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026',
}

/**
 * The pages list with room for every seeded page: the seed's 23 slider variant pages per tenant are the
 * newest, so Payload's first page of 10 would show only those.
 */
export const ALL_PAGES_LIST = '/admin/collections/pages?limit=100'

type LoginOptions = {
  credentials?: { email: string; password: string }
  /** Absolute base URL of the CMS; default: the spec's `baseURL`. */
  baseUrl?: string
  /** How long the first page load and the redirect may take (a cold `next dev` compiles for minutes). */
  timeoutMs?: number
}

/** Logs into /admin through the login form, as a person would. */
export async function adminLogin(page: Page, { credentials = seededAdmin, baseUrl = '', timeoutMs }: LoginOptions = {}): Promise<void> {
  const { email, password } = credentials
  await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle', timeout: timeoutMs })
  const emailInput = page.locator('input[name="email"]')
  const passwordInput = page.locator('input[name="password"]')
  // Values typed before React hydrates the form are wiped: fill until they stick.
  await expect(async () => {
    await emailInput.fill(email)
    await passwordInput.fill(password)
    await expect(emailInput).toHaveValue(email, { timeout: 1000 })
    await expect(passwordInput).toHaveValue(password, { timeout: 1000 })
  }).toPass({ timeout: Math.max(30_000, (timeoutMs ?? 0) / 6) })
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: timeoutMs })
}
