import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminLogin, seededAdmin } from './support/adminLogin'
import { watchErrors } from './support/blockPage'

/**
 * Issue 30: the frame a visitor meets on every page of a tenant site (logo, menu, footer, legal pages), in
 * German and English, on a 1366 px screen and a 390 px phone; and an editor's change of the menu and brand
 * colour showing on the next request.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const alpha = `http://alpha.localhost:${port}`
const alphaHost = { host: `alpha.localhost:${port}` }
const SCREENSHOTS = 'test-results/site'
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const
const LEGAL = { de: ['Impressum', 'Datenschutz'], en: ['Imprint', 'Privacy'] } as const
const MENU_BUTTON = { de: 'Menü', en: 'Menu' } as const

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }))

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: seededAdmin })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Every link of the header menu, submenus opened. */
async function menuLinks(page: Page): Promise<{ text: string; href: string }[]> {
  const nav = page.locator('.site-header nav')
  for (const summary of await nav.locator('summary').all()) {
    if (!(await summary.locator('xpath=..').getAttribute('open'))) await summary.click()
  }
  return nav
    .locator('a')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ text: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })),
    )
}

for (const locale of ['de', 'en'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`${locale}, ${size}: logo, every menu entry reachable, legal links in the footer, no axe violations`, async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page)
      await page.setViewportSize(viewport)
      await page.goto(`${alpha}/${locale}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('.site-logo')).toBeVisible()
      await expect(page.locator('.site-name')).toHaveText('Alpha Zahnklinik')
      const toggle = page.getByRole('button', { name: MENU_BUTTON[locale] })
      if (size === 'phone') {
        await expect(page.locator('.site-header nav')).toBeHidden()
        // By keyboard: the skip link first, then the logo, then the menu button.
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await expect(toggle).toBeFocused()
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(page.locator('.site-header nav')).toBeVisible()
        await page.locator('.site-header').screenshot({ path: `${SCREENSHOTS}/menu-phone-${locale}.png` })
        await page.keyboard.press('Escape')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(toggle).toBeFocused()
        await expect(page.locator('.site-header nav')).toBeHidden()
        await toggle.click()
      } else {
        await expect(toggle).toBeHidden()
        await expect(page.locator('.site-header nav')).toBeVisible()
      }
      const links = await menuLinks(page)
      expect(links.length).toBeGreaterThan(5)
      for (const { href, text } of links) {
        expect(href, text).toMatch(new RegExp(`^/${locale}(/|$)`))
        expect((await request.get(href, { headers: alphaHost })).status(), `${text} → ${href}`).toBe(200)
      }
      await expect(page.locator('.site-cta')).toBeVisible()
      const footer = page.locator('.site-footer')
      for (const label of LEGAL[locale]) {
        const link = footer.getByRole('link', { name: label, exact: true })
        await expect(link).toBeVisible()
        expect((await request.get((await link.getAttribute('href'))!, { headers: alphaHost })).status()).toBe(200)
      }
      await expect(footer.locator('.footer-location address')).toContainText('Hamburg')
      await footer.screenshot({ path: `${SCREENSHOTS}/footer-${size}-${locale}.png` })
      await page.screenshot({ path: `${SCREENSHOTS}/home-${size}-${locale}.png`, fullPage: true })
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
      expect(errors).toEqual([])
    })
  }
}

test('detail pages carry breadcrumbs home; a screenshot of one of each kind', async ({ page }) => {
  await page.goto(`${alpha}/de`)
  const detailLinks = await menuLinks(page)
  const kinds = new Map<string, string>()
  for (const { href } of detailLinks) {
    const kind = /^\/de\/(posts|services|team|portfolios|events|jobs)\//.exec(href)?.[1]
    if (kind && !kinds.has(kind)) kinds.set(kind, href)
  }
  expect([...kinds.keys()].sort()).toEqual(['posts', 'services', 'team'])
  for (const [kind, href] of kinds) {
    await page.goto(`${alpha}${href}`)
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelpfad' })
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de')
    await expect(crumbs.locator('[aria-current="page"]')).not.toBeEmpty()
    await page.screenshot({ path: `${SCREENSHOTS}/detail-${kind}.png`, fullPage: true })
  }
})

test('the form block links the privacy policy', async ({ page }) => {
  await page.goto(`${alpha}/de/showcase`)
  await expect(page.locator('.form-privacy a')).toHaveAttribute('href', '/de/datenschutz')
})

test('an editor’s change of the menu and the brand colour shows on the next request', async ({ request }) => {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/site-settings?where[tenant.slug][equals]=alpha&depth=0&locale=de', {
    headers,
  })
  const settings = ((await found.json()) as { docs: { id: number; menu: { link: { label: string } }[] }[] }).docs[0]!
  const original = settings.menu.map((entry) => ({ ...entry }))
  const renamed = original.map((entry, index) =>
    index === 0 ? { ...entry, link: { ...entry.link, label: 'Leistungen & Preise' } } : entry,
  )
  const patch = (data: Record<string, unknown>) =>
    request.patch(`/api/site-settings/${settings.id}?locale=de`, { headers, data })
  try {
    expect((await patch({ menu: renamed, brand: { primary: '#7c3aed' } })).ok()).toBe(true)
    const html = await (await request.get('/de', { headers: alphaHost })).text()
    expect(html).toContain('Leistungen &amp; Preise')
    expect(html).toContain('--accent-soft:#f2ebfd')
  } finally {
    expect((await patch({ menu: original, brand: { primary: '#0f766e' } })).ok()).toBe(true)
  }
  expect(await (await request.get('/de', { headers: alphaHost })).text()).not.toContain('Leistungen &amp; Preise')
})

test('the dashboard warns when a tenant’s Impressum is not chosen', async ({ page, request }) => {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/site-settings?where[tenant.slug][equals]=alpha&depth=0', { headers })
  const settings = ((await found.json()) as { docs: { id: number; imprintPage: number }[] }).docs[0]!
  const setImprint = (imprintPage: number | null) =>
    request.patch(`/api/site-settings/${settings.id}`, { headers, data: { imprintPage } })
  try {
    expect((await setImprint(null)).ok()).toBe(true)
    await adminLogin(page)
    const warning = page.getByTestId('dashboard-legal')
    await expect(warning).toContainText('Alpha Zahnklinik')
    // The browser asks for English (Playwright's en-US), so the admin answers in English.
    await expect(warning).toContainText('No imprint chosen')
    await expect(warning.getByRole('link', { name: 'Open site settings' })).toHaveAttribute(
      'href',
      `/admin/collections/site-settings/${settings.id}`,
    )
    await warning.screenshot({ path: `${SCREENSHOTS}/dashboard-legal-warning.png` })
  } finally {
    expect((await setImprint(settings.imprintPage)).ok()).toBe(true)
  }
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page.getByTestId('dashboard-legal')).toHaveCount(0)
})
