import { expect, test } from '@playwright/test'
import { adminLogin, HOME_PAGES_LIST } from './support/adminLogin'

const port = Number(process.env.E2E_PORT ?? 3100)

test('the seeded super admin logs into /admin and sees the pages list', async ({ page }) => {
  await adminLogin(page)
  await page.goto(HOME_PAGES_LIST)
  // Both demo tenants' home pages are listed for the super admin.
  await expect(page.getByText('Willkommen bei der Alpha Zahnklinik').first()).toBeVisible()
  await page.screenshot({ path: 'test-results/admin-pages-list.png', fullPage: true })
})

test('a tenant site is served by its host name', async ({ page }) => {
  await page.goto(`http://alpha.localhost:${port}/`)
  await expect(page.locator('h1')).toHaveText('Willkommen bei der Alpha Zahnklinik')
  // The home page opens with the tenant's hero; its title stays the h1, visually hidden.
  await expect(page.locator('.hero-headline').first()).toHaveText('Zahnmedizin, die sich Zeit für Sie nimmt')

  await page.goto(`http://beta.localhost:${port}/`)
  await expect(page.locator('h1')).toHaveText('Willkommen im Beta Fotostudio')
  await expect(page.locator('.hero-headline').first()).toHaveText('Fotos, auf denen Sie sich wiedererkennen')
  // Tenant A's content never shows on tenant B's host.
  await expect(page.getByText('Alpha Zahnklinik')).toHaveCount(0)
})

test('an unknown host gets a 404, not another tenant', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${port}/`)
  expect(response.status()).toBe(404)
})
