import { expect, test } from '@playwright/test'
import { ADMIN_GROUPS } from '../../src/collections/presets/adminGroups'
import { adminLogin } from './support/adminLogin'

// The nav once showed "Company" beside "Unternehmen" and "Content" beside "Inhalte" in German.
for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test(`the admin nav in ${locale} shows every group once, named in that language`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await adminLogin(page)
    const labels = (await page.locator('.nav-group__label').allInnerTexts()).map((label) => label.trim())
    expect(labels.length).toBeGreaterThan(0)
    expect(new Set(labels).size, `a group appears twice: ${labels.join(', ')}`).toBe(labels.length)
    expect([...labels].sort()).toEqual(
      Object.values(ADMIN_GROUPS)
        .map((group) => group[language])
        .sort(),
    )
    await page.screenshot({ path: `test-results/admin-nav-${language}.png`, fullPage: true })
    await context.close()
  })
}
