import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { COLLECTION_MODULES, TENANT_MODULES, type TenantModule } from '../../src/access/tenantModules'
import { DASHBOARD_TEXT } from '../../src/admin/dashboard/messages'
import { LOGIN_INTRO, PRODUCT_NAME } from '../../src/admin/branding/brand'
import { ADMIN_GROUPS } from '../../src/collections/presets/adminGroups'
import { LABEL_TERMS, OPTION_TERMS } from '../../src/i18n/adminTerms'
import { adminLogin, seededAdmin } from './support/adminLogin'

/**
 * A tour of the admin as the seeded super admin, the admin of Alpha and Alpha's editor, in German
 * and English: the dashboard and every list and edit view in the user's nav, with no console
 * error anywhere. Alpha (a dental clinic, src/seed/platform.ts) has no portfolio, catalogue,
 * community or video hub module: its users must neither see nor reach those collections.
 * Screenshots land in test-results/admin-tour/ (docs/admin.md).
 */

const fromTemplate = (template: string | undefined, fallback: string) =>
  (template || fallback).replace('{tenant}', 'alpha')
const USERS = [
  { key: 'super-admin', credentials: seededAdmin, allTenants: true, readsAudit: true },
  {
    key: 'tenant-admin',
    credentials: {
      email: fromTemplate(process.env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE, 'tenant-admin-{tenant}@example.com'),
      password: process.env.SEED_TENANT_ADMIN_PASSWORD || 'Mandant-Demo-Passwort-2026',
    },
    allTenants: false,
    readsAudit: true,
  },
  {
    key: 'editor',
    credentials: {
      email: fromTemplate(process.env.SEED_EDITOR_EMAIL_TEMPLATE, 'editor-{tenant}@example.com'),
      password: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
    },
    allTenants: false,
    readsAudit: false,
  },
] as const

const ALPHA_DISABLED: TenantModule[] = ['portfolio', 'catalogue', 'community', 'videoHub']
const ALPHA_ACCENT = '#0f766e'
const disabledSlugs = Object.entries(COLLECTION_MODULES)
  .filter(([, module]) => ALPHA_DISABLED.includes(module))
  .map(([slug]) => slug)

const SHOTS = 'test-results/admin-tour'
mkdirSync(SHOTS, { recursive: true })

/**
 * The localization table's labels as the other language would show them: on a German page no
 * column header, field label, tab or nav group may read like the English side of a term (unless
 * German spells it the same), and vice versa. Only the admin's chrome is compared, never document
 * content. (Raw labels derived from field names are the unit test's job: some, like "Email", are
 * also Payload's own English labels.)
 */
const TERMS = [
  ...Object.values(LABEL_TERMS),
  ...Object.values(OPTION_TERMS),
  ...Object.values(ADMIN_GROUPS),
  ...Object.values(TENANT_MODULES),
]
function foreignTerms(language: 'de' | 'en'): Set<string> {
  const other = language === 'de' ? 'en' : 'de'
  const own = new Set(TERMS.map((term) => term[language]))
  return new Set(TERMS.map((term) => term[other]).filter((text) => !own.has(text)))
}
const CHROME = 'thead th, label.field-label, .tabs-field__tab-button, .nav-group__label'

async function expectNoForeignChrome(page: Page, language: 'de' | 'en') {
  const texts = await page
    .locator(CHROME)
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\*$/, '').trim()))
  const foreign = foreignTerms(language)
  expect(
    texts.filter((text) => foreign.has(text)),
    `${language} page ${page.url()} shows labels of the other language`,
  ).toEqual([])
}

/** Console errors and uncaught exceptions of the page (added to `errors`), collected for the whole tour. */
function collectErrors(page: Page, errors: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBeLessThan(400)
  await expect(page.locator('.template-default')).toBeVisible()
}

// The tour opens about 120 views per user; three tabs of the same session share the work, so one view's
// wait for network quiet overlaps another's rendering (the tour was the suite's longest test).
const TABS = 3

/** Calls `visit` for every slug, spread over `TABS` tabs of the page's session; their errors join `errors`. */
async function inTabs(
  page: Page,
  slugs: string[],
  errors: string[],
  visit: (tab: Page, slug: string) => Promise<void>,
) {
  const queue = [...slugs]
  await Promise.all(
    Array.from({ length: TABS }, async (_, index) => {
      const tab = index === 0 ? page : await page.context().newPage()
      if (tab !== page) collectErrors(tab, errors)
      for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) await visit(tab, slug)
      if (tab !== page) await tab.close()
    }),
  )
}

/** The collection slugs linked from the nav, in nav order. */
async function navCollections(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.nav a[href*="/admin/collections/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [
    ...new Set(
      hrefs
        .map((href) => /\/admin\/collections\/([^/?#]+)/.exec(href)?.[1])
        .filter((slug): slug is string => Boolean(slug)),
    ),
  ]
}

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`admin tour in ${locale}`, () => {
    test.use({ locale })

    test(`login screen is branded in ${locale}`, async ({ page }) => {
      const errors = collectErrors(page)
      await page.goto('/admin/login', { waitUntil: 'networkidle' })
      await expect(page.getByRole('img', { name: PRODUCT_NAME }).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: LOGIN_INTRO.heading[language] })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME))
      await page.screenshot({ path: `${SHOTS}/login-${language}.png`, fullPage: true })
      expect(errors).toEqual([])
    })

    for (const user of USERS) {
      test(`${user.key}: dashboard, every list and edit view, no console error (${locale})`, async ({ page }) => {
        test.setTimeout(15 * 60_000)
        const errors = collectErrors(page)
        await adminLogin(page, { credentials: user.credentials })

        // Dashboard
        await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.heading[language], level: 1 })).toBeVisible()
        // A tenant's users sign in with their tenant chosen in the selector: the dashboard names it.
        await expect(
          page.getByText(
            user.allTenants
              ? DASHBOARD_TEXT.scopeAll[language]
              : DASHBOARD_TEXT.scopeTenant[language].replace('{tenant}', 'Alpha Zahnklinik'),
          ),
        ).toBeVisible()
        await expect(page.getByTestId('dashboard-submissions')).toBeVisible()
        await expect(page.getByTestId('dashboard-emails')).toBeVisible()
        await expect(page.getByTestId('dashboard-drafts')).toBeVisible()
        await expect(page.getByTestId('dashboard-audit')).toHaveCount(user.readsAudit ? 1 : 0)
        await page.screenshot({ path: `${SHOTS}/${user.key}-dashboard-${language}.png`, fullPage: true })

        if (!user.allTenants) {
          // Alpha has neither the hub nor the community module: no entries for them (issue 34: the hub entry
          // was shown with a badge and led to an HTTP 500), and the hub's address answers without an error.
          await expect(page.getByTestId('video-hub-nav')).toHaveCount(0)
          await expect(page.getByTestId('community-nav')).toHaveCount(0)
          const hub = await page.request.get('/admin/video-hub')
          expect(hub.status()).toBe(200)
          // Alpha's accent colour is applied to its users' views.
          await expect
            .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--tenant-accent')))
            .toBe(ALPHA_ACCENT)
        }

        const slugs = await navCollections(page)
        expect(slugs.length).toBeGreaterThan(3)
        if (user.allTenants) expect(slugs).toEqual(expect.arrayContaining(disabledSlugs))
        // Disabled modules are absent from the nav of the tenant's users.
        else expect(slugs.filter((slug) => disabledSlugs.includes(slug))).toEqual([])

        await inTabs(page, slugs, errors, async (tab, slug) => {
          await open(tab, `/admin/collections/${slug}`)
          await expectNoForeignChrome(tab, language)
          if (user.key === 'super-admin')
            await tab.screenshot({ path: `${SHOTS}/list-${slug}-${language}.png`, fullPage: true })
          const firstDoc = tab.locator(`.table a[href*="/admin/collections/${slug}/"]`).first()
          const href = (await firstDoc.count()) > 0 ? await firstDoc.getAttribute('href') : null
          if (href) await open(tab, href)
          else if ((await tab.locator(`a[href$="/admin/collections/${slug}/create"]`).count()) > 0)
            await open(tab, `/admin/collections/${slug}/create`)
          await expectNoForeignChrome(tab, language)
        })
        expect(errors, errors.join('\n')).toEqual([])

        if (!user.allTenants) {
          // …and refused by the API with the module named. Payload accepts the session cookie only
          // with the admin's origin (CSRF); the browser's fetch would log the 403 as a console error.
          const origin = new URL(page.url()).origin
          for (const slug of disabledSlugs) {
            const response = await page.request.get(`/api/${slug}?limit=1`, {
              headers: { origin, 'accept-language': locale },
            })
            expect(response.status(), slug).toBe(403)
            const module = COLLECTION_MODULES[slug as keyof typeof COLLECTION_MODULES]
            // The message names the module in the request's language (`data` may not survive a
            // production bundle: src/lib/errors/publicApiError.ts; the int test checks it).
            const [error] = (await response.json()).errors
            expect(error.message).toContain(TENANT_MODULES[module][language])
          }
        }
      })
    }
  })
}

test.describe('dashboard in de-DE', () => {
  test.use({ locale: 'de-DE' })

  test('the dashboard follows the tenant selector (issue 34: it said "Alle Mandanten" with Beta chosen)', async ({
    page,
  }) => {
    await adminLogin(page)
    const dashboard = page.getByTestId('dashboard-submissions')
    const origin = new URL(page.url()).origin
    const tenants = (await (await page.request.get('/api/tenants?depth=0&limit=10', { headers: { origin } })).json())
      .docs as { id: number; slug: string; name: string }[]
    for (const [chosen, other] of [
      ['alpha', 'beta'],
      ['beta', 'alpha'],
    ]) {
      const tenant = tenants.find((each) => each.slug === chosen)!
      // The selector keeps its choice in this cookie (what choosing the tenant in the nav's selector sets).
      await page.context().addCookies([{ name: 'payload-tenant', value: String(tenant.id), url: origin }])
      await page.reload()
      await expect(page.getByText(DASHBOARD_TEXT.scopeTenant.de.replace('{tenant}', tenant.name))).toBeVisible()
      // The seed gives Alpha new submissions, Beta none: Alpha's must be gone once Beta is chosen.
      if (chosen === 'alpha') await expect(dashboard).toContainText(tenant.name)
      await expect(dashboard).not.toContainText(tenants.find((each) => each.slug === other)!.name)
    }
    await page.screenshot({ path: `${SHOTS}/dashboard-tenant-beta-de.png`, fullPage: true })
  })
})
