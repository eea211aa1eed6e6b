import { expect, type Page } from '@playwright/test'

export const seededAdmin = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026',
}

/** Logs into /admin through the login form, as a person would. */
export async function adminLogin(page: Page, { email, password } = seededAdmin): Promise<void> {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  const emailInput = page.locator('input[name="email"]')
  const passwordInput = page.locator('input[name="password"]')
  // Values typed before React hydrates the form are wiped: fill until they stick.
  await expect(async () => {
    await emailInput.fill(email)
    await passwordInput.fill(password)
    await expect(emailInput).toHaveValue(email, { timeout: 1000 })
    await expect(passwordInput).toHaveValue(password, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
