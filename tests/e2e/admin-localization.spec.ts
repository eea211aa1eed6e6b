import { expect, test, type Page } from '@playwright/test'
import { adminLogin, HOME_PAGES_LIST } from './support/adminLogin'

/**
 * The super admin's admin in German and in English: no project label of the other language, dates
 * in the language's own format, the tenant column in tenant-scoped lists, plain IPv4 addresses in
 * the audit log. The strings are labels the admin once showed in the wrong language (issue 14).
 */
const LANGUAGES = [
  {
    locale: 'de-DE',
    // "22.11.2026, 21:08"
    date: /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/,
    otherDate: /\b\d{2}\/\d{2}\/\d{4}\b|\b(?:AM|PM|nachm\.|vorm\.)\b/,
    tenantColumn: 'Mandant',
    present: {
      pages: ['Seiten', 'Titel'],
      edit: ['Titel', 'Inhalt'],
      users: ['Super-Admin', 'Mandanten'],
      audit: ['Aktion', 'E-Mail des Auslösers', 'IP-Adresse'],
    },
    absent: [
      'Title',
      'Heading',
      'Is Super Admin',
      'Community Role',
      'Actor Email',
      'Default Locale',
      'Generated from the title',
      'Collection',
      'Action',
    ],
  },
  {
    locale: 'en-US',
    // "11/22/2026, 9:08 PM"
    date: /\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (?:AM|PM)/,
    otherDate: /\b\d{2}\.\d{2}\.\d{4}\b|\bnachm\.|\bvorm\./,
    tenantColumn: 'Tenant',
    present: {
      pages: ['Pages', 'Title'],
      edit: ['Title', 'Content'],
      users: ['Super admin', 'Tenants'],
      audit: ['Action', 'Actor e-mail', 'IP address'],
    },
    absent: [
      'Titel',
      'Überschrift',
      'Community-Rolle',
      'E-Mail des Auslösers',
      'Standardsprache',
      'Wird aus dem Titel erzeugt',
      'Sammlung',
      'Aktion',
    ],
  },
] as const

const words = (text: string) => (phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text)

/** The visible text of the admin's main area (the nav is covered by admin-nav-groups.spec.ts). */
async function mainText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle')
  return page.locator('main, .template-default__wrap, .collection-list, .collection-edit').first().innerText()
}

async function expectLanguage(page: Page, language: (typeof LANGUAGES)[number], present: readonly string[]) {
  const text = await mainText(page)
  const has = words(text)
  for (const phrase of present) expect(has(phrase), `"${phrase}" missing on ${page.url()}`).toBe(true)
  const foreign = language.absent.filter(has)
  expect(foreign, `other-language labels on ${page.url()}`).toEqual([])
  return text
}

for (const language of LANGUAGES) {
  test(`the super admin's admin in ${language.locale}: one language, its date format, tenant column`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language.locale })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await adminLogin(page)

    await page.goto(HOME_PAGES_LIST)
    await expect(page.locator('table thead')).toContainText(language.tenantColumn)
    // Date cells read "Lädt…" until the language's date-fns locale has loaded.
    await expect(page.locator('table tbody')).toContainText(language.date)
    const pages = await expectLanguage(page, language, language.present.pages)
    expect(pages).toMatch(language.date)
    expect(pages).not.toMatch(language.otherDate)
    // Two tenants' "home" pages are told apart by the tenant column.
    const tenantCells = page.locator('table tbody td.cell-tenant')
    await expect(tenantCells.filter({ hasText: 'Alpha Zahnklinik' }).first()).toBeVisible()
    await expect(tenantCells.filter({ hasText: 'Beta Fotostudio' }).first()).toBeVisible()
    await page.screenshot({ path: `test-results/admin-pages-list-${language.locale}.png`, fullPage: true })

    await page.locator('table tbody tr a').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    await expectLanguage(page, language, language.present.edit)

    await page.goto('/admin/collections/users')
    await expectLanguage(page, language, language.present.users)

    await page.goto('/admin/collections/audit-logs')
    await expect(page.locator('table tbody')).toContainText(language.date)
    const audit = await expectLanguage(page, language, language.present.audit)
    expect(audit).toMatch(language.date)
    expect(audit).not.toContain('::ffff:')
    // The entries' collection by its name in the language, not its slug.
    await expect(page.locator('table tbody td.cell-collection').first()).toHaveText(
      language.locale === 'de-DE' ? 'Benutzer' : 'Users',
    )
    await page.screenshot({ path: `test-results/admin-audit-log-${language.locale}.png`, fullPage: true })

    expect(errors, 'console errors').toEqual([])
    await context.close()
  })
}

test('a super admin sees the tenant filter of a list and clears it there', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await adminLogin(page)
  await page.goto('/admin/collections/tenants')
  const first = page.locator('table tbody tr a[href*="/admin/collections/tenants/"]').first()
  const tenant = { id: (await first.getAttribute('href'))!.split('/').pop()!, name: (await first.innerText()).trim() }
  // The sidebar's tenant selector stores its choice in this cookie (multi-tenant plugin).
  await context.addCookies([
    { name: 'payload-tenant', value: tenant.id, domain: new URL(page.url()).hostname, path: '/' },
  ])

  await page.goto(HOME_PAGES_LIST)
  const notice = page.getByTestId('tenant-filter-notice')
  await expect(notice).toContainText(`„${tenant.name}“`)
  // A click before React hydrates the button does nothing: click until the notice is gone.
  const showAll = page.getByRole('button', { name: 'Alle Mandanten anzeigen' })
  await expect(async () => {
    if (await showAll.isVisible()) await showAll.click()
    await expect(notice).toHaveCount(0, { timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('table tbody td.cell-tenant').filter({ hasText: 'Alpha Zahnklinik' }).first()).toBeVisible()
  await expect(page.locator('table tbody td.cell-tenant').filter({ hasText: 'Beta Fotostudio' }).first()).toBeVisible()
  await context.close()
})
