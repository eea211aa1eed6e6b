import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { BOOLEAN_CELL_TEXT } from '../../src/admin/cells/BooleanCell'
import { adminLogin, HOME_PAGES_LIST } from './support/adminLogin'
import { openFirstRow } from './support/listRows'

/**
 * Issue 34's "rough edges" as a daily user met them, each checked in German and English: what an editor's nav
 * and document tabs show, checkbox columns, the memberships error, the hero slider's fields and block row titles.
 * Screenshots go to test-results/admin-tour/.
 */

const SHOTS = 'test-results/admin-tour'
const fromTemplate = (template: string | undefined, fallback: string) =>
  (template || fallback).replace('{tenant}', 'alpha')
const editor = {
  email: fromTemplate(process.env.SEED_EDITOR_EMAIL_TEMPLATE, 'editor-{tenant}@example.com'),
  password: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
}
const tenantAdmin = {
  email: fromTemplate(process.env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE, 'tenant-admin-{tenant}@example.com'),
  password: process.env.SEED_TENANT_ADMIN_PASSWORD || 'Mandant-Demo-Passwort-2026',
}

const TEXT = {
  de: {
    administration: ['Mandanten', 'Benutzer', 'E-Mail-Protokolle'],
    superAdmin: 'Super-Admin',
    tenantsLabel: 'Mandanten',
    interval: 'Wechsel alle',
    sevenSeconds: '7 Sekunden',
    heightDesktop: 'Höhe am Computer',
    large: 'Groß',
    untitled: 'Ohne Titel',
    needsMembership: 'Ein neuer Benutzer braucht eine Mitgliedschaft',
    dragAndDrop: 'oder Datei per Drag & Drop verschieben',
    // "28.11.2026, 21:08"
    dateTime: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
  },
  en: {
    administration: ['Tenants', 'Users', 'E-mail logs'],
    superAdmin: 'Super admin',
    tenantsLabel: 'Tenants',
    interval: 'Change every',
    sevenSeconds: '7 seconds',
    heightDesktop: 'Height on computers',
    large: 'Large',
    untitled: 'Untitled',
    needsMembership: 'A new user needs a membership',
    dragAndDrop: 'or drag and drop a file',
    // "11/28/2026, 9:08 PM"
    dateTime: /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  },
} as const

async function navLinks(page: Page): Promise<string[]> {
  await page.locator('.nav').first().waitFor()
  return page.locator('.nav a').evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()))
}

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`rough edges in ${locale}`, () => {
    test.use({ locale })
    const text = TEXT[language]

    test(`an editor sees no administration screens and no API tab; a tenant admin does (${locale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await adminLogin(page, { credentials: editor })
      const links = await navLinks(page)
      for (const entry of text.administration) expect(links, entry).not.toContain(entry)
      await page.goto(HOME_PAGES_LIST)
      await openFirstRow(page, 'pages')
      await expect(page.locator('.doc-tabs__tabs')).toBeVisible()
      await expect(page.locator('.doc-tab', { hasText: /^API$/ })).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/editor-page-${language}.png` })
      // The editor's own account stays open to them.
      const account = await page.goto('/admin/account')
      expect(account?.status()).toBe(200)
      await expect(page.locator('input[name="email"]')).toHaveValue(editor.email)
      await context.close()

      const adminContext = await browser.newContext({ locale })
      const admin = await adminContext.newPage()
      await adminLogin(admin, { credentials: tenantAdmin })
      const adminLinks = await navLinks(admin)
      for (const entry of text.administration.slice(1)) expect(adminLinks, entry).toContain(entry)
      await admin.goto(HOME_PAGES_LIST)
      await openFirstRow(admin, 'pages')
      await expect(admin.locator('.doc-tab', { hasText: /^API$/ })).toHaveCount(1)
      await adminContext.close()
    })

    test(`checkbox columns read yes or no, not a code value (${locale})`, async ({ page }) => {
      await adminLogin(page)
      await page.goto('/admin/collections/users')
      const column = page.locator('table tbody td.cell-isSuperAdmin')
      await expect(column.first()).toBeVisible()
      await expect(page.locator('table code.bool-cell')).toHaveCount(0)
      const values = await column.allInnerTexts()
      expect(new Set(values.map((value) => value.trim()))).toEqual(
        new Set([BOOLEAN_CELL_TEXT.true[language], BOOLEAN_CELL_TEXT.false[language]]),
      )
      await page.screenshot({ path: `${SHOTS}/users-list-${language}.png`, fullPage: true })
    })

    test(`a user without a membership is refused with the field named as the form names it (${locale})`, async ({
      page,
    }) => {
      await adminLogin(page, { credentials: tenantAdmin })
      await page.goto('/admin/collections/users/create')
      await page.locator('input[name="email"]').fill(`ohne-mandant-${Date.now()}@example.com`)
      await page.locator('input[name="password"]').fill('Ein-langes-Passwort-2026!')
      await page.locator('input[name="confirm-password"]').fill('Ein-langes-Passwort-2026!')
      await page.locator('#action-save').click()
      const toast = page.locator('.payload-toast-container')
      await expect(toast).toContainText(text.tenantsLabel)
      await expect(toast).not.toContainText(/: tenants\b/)
      // …and the field itself shows why.
      await expect(page.locator('.field-error', { hasText: text.needsMembership })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/user-without-membership-${language}.png`, fullPage: true })
    })

    test(`the hero slider offers seconds and sizes, and block rows show their headline (${locale})`, async ({
      page,
    }) => {
      await adminLogin(page, { credentials: editor })
      await page.goto(HOME_PAGES_LIST)
      await openFirstRow(page, 'pages')
      // The layout's rows: the hero slider's row is titled by its first slide, none is "Untitled".
      const rows = page.locator('.blocks-field__row .block-row-label__summary')
      await expect(rows.first()).toBeVisible()
      await expect(page.locator('.blocks-field__row', { hasText: text.untitled })).toHaveCount(0)
      const hero = page.locator('.blocks-field__row').first()
      const interval = hero.locator('.number-choice', { hasText: text.interval })
      // Payload remembers per user whether a row was collapsed; open it only if it is.
      const collapsible = hero.locator('.collapsible').first()
      if (await collapsible.evaluate((row) => row.classList.contains('collapsible--collapsed')))
        await hero.locator('.collapsible__toggle').first().click()
      await expect(interval).toBeVisible()
      await expect(interval.getByRole('radio', { name: text.sevenSeconds })).toBeChecked()
      const height = hero.locator('.number-choice', { hasText: text.heightDesktop })
      await height.getByRole('radio', { name: text.large }).check()
      await expect(height.getByRole('radio', { name: text.large })).toBeChecked()
      await hero.screenshot({ path: `${SHOTS}/hero-slider-fields-${language}.png` })
      // Payload's own block row controls are its business; the project's label and choice fields must pass.
      const axe = await new AxeBuilder({ page }).include('.number-choice').include('.block-row-label').analyze()
      expect(
        axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([])
    })

    test(`upload hints keep German nouns capitalised, and date fields use the language's format (${locale})`, async ({
      page,
    }) => {
      await adminLogin(page)
      await page.goto('/admin/collections/media/create')
      // innerText as rendered: Payload lower-cases this line with CSS ("oder datei per …").
      await expect(page.locator('.file-field__dragAndDropText')).toHaveText(text.dragAndDrop, { useInnerText: true })
      await page.goto('/admin/collections/events')
      await openFirstRow(page, 'events')
      const date = page.locator('.date-time-picker input').first()
      await expect(date).toHaveValue(text.dateTime)
      await page.screenshot({ path: `${SHOTS}/event-date-${language}.png` })
    })
  })
}
