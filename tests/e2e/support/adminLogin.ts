import { expect, type Page } from '@playwright/test'

export const seededAdmin = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026',
}

/**
 * The pages list searched for both demo tenants' home pages ("Willkommen …"): the seed's slider variant
 * pages are the newest and would fill Payload's first page, and a longer page does not help because the
 * list loads a tenant cell's label only when the cell scrolls into view.
 */
export const HOME_PAGES_LIST = '/admin/collections/pages?search=Willkommen'

type LoginOptions = {
  credentials?: { email: string; password: string }
  /** Absolute base URL of the CMS; default: the spec's `baseURL`. */
  baseUrl?: string
  /** How long the first page load and the redirect may take (a cold `next dev` compiles for minutes). */
  timeoutMs?: number
}

/** Logs into /admin through the login form, as a person would. */
export async function adminLogin(
  page: Page,
  { credentials = seededAdmin, baseUrl = '', timeoutMs }: LoginOptions = {},
): Promise<void> {
  const { email, password } = credentials
  await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle', timeout: timeoutMs })
  const emailInput = page.locator('input[name="email"]')
  const passwordInput = page.locator('input[name="password"]')
  const onDashboard = /\/admin\/?$/
  // Values typed before React hydrates the form are wiped, even after they were seen to stick (a late
  // hydration submits an empty form, which the form refuses without a request): fill, submit and
  // wait for the dashboard, again while the login form is still there.
  await expect(async () => {
    if (!onDashboard.test(page.url())) {
      // Bounded: when a slow submit lands meanwhile, the form is gone and the next round sees the dashboard.
      await emailInput.fill(email, { timeout: 5000 })
      await passwordInput.fill(password, { timeout: 5000 })
      await expect(emailInput).toHaveValue(email, { timeout: 1000 })
      await expect(passwordInput).toHaveValue(password, { timeout: 1000 })
      await page.locator('button[type="submit"]').click({ timeout: 5000 })
    }
    await expect(page).toHaveURL(onDashboard, { timeout: Math.max(15_000, (timeoutMs ?? 0) / 4) })
  }).toPass({ timeout: Math.max(60_000, timeoutMs ?? 0) })
}
