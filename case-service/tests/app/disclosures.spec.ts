import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn, type TestUser } from './support/users'

const texts = (de: boolean) =>
  de
    ? {
        request: 'Freigabe beantragen',
        reason: 'Begründung',
        send: 'Antrag senden',
        sent: /Antrag ist gestellt/,
        masked: 'maskiert',
        approve: 'Genehmigen',
        approved: 'Genehmigt',
        revoke: 'Widerrufen',
        confirm: 'Bestätigen',
        reRequest: 'Erneut beantragen',
        cancel: 'Abbrechen',
        openCase: 'Fall öffnen',
        remaining: /^23 Std\. \d+ Min\.$/,
        unmasked: 'freigegeben',
        status: 'Status',
        pending: 'Offen',
      }
    : {
        request: 'Request disclosure',
        reason: 'Reason',
        send: 'Send request',
        sent: /request has been sent/,
        masked: 'masked',
        approve: 'Approve',
        approved: 'Approved',
        revoke: 'Revoke',
        confirm: 'Confirm',
        reRequest: 'Request again',
        cancel: 'Cancel',
        openCase: 'Open case',
        remaining: /^23 h \d+ min$/,
        unmasked: 'disclosed',
        status: 'Status',
        pending: 'Pending',
      }

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { locale, viewport, timezoneId } = testInfo.project.use
  const context = await browser.newContext({ locale, viewport, timezoneId, baseURL: process.env.CASE_APP_URL })
  return context.newPage()
}

test('an employee requests a disclosure of a masked case, the admin approves, the employee sees it unmasked and revokes it', async ({
  page,
  browser,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const t = texts(de)
  const reason = `Rückfrage der Versicherten ${Date.now()}`
  const employee: TestUser = await createUser('kasse_mitarbeiter')
  const admin = await createUser('admin')

  // The employee sees masked cases, why, and asks for one.
  await signIn(page, employee, '/cases')
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: t.request }) })
    .first()
  await expect(firstRow.getByText(t.masked)).toBeVisible()
  await expect(firstRow).toContainText('***')
  const maskedFallId = (await firstRow.getByRole('link').textContent())!.trim()
  await capture(page, testInfo, 'cases-masked')
  await firstRow.getByRole('button', { name: t.request }).click()
  await page.getByRole('textbox', { name: t.reason }).fill(reason)
  await capture(page, testInfo, 'disclosure-request')
  await page.getByRole('button', { name: t.send }).click()
  await expect(page.getByText(t.sent)).toBeVisible()

  // The admin approves it in the list of pending requests.
  const adminPage = await newPage(browser, testInfo)
  await signIn(adminPage, admin, '/admin/disclosures')
  await adminPage.getByRole('combobox', { name: t.status }).click()
  await adminPage.getByRole('option', { name: t.pending, exact: true }).click()
  const pending = adminPage.getByRole('row').filter({ hasText: reason })
  await expect(pending).toContainText(employee.name)
  await capture(adminPage, testInfo, 'admin-disclosures')
  await pending.getByRole('button', { name: t.approve }).click()
  await expect(pending).toHaveCount(0)
  await adminPage.context().close()

  // The notification of the approval links to the case, now unmasked.
  await page.goto('/notifications')
  await page
    .getByRole('link', { name: /Freigabe erteilt|Disclosure approved/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/)
  await expect(page.getByText(t.unmasked)).toBeVisible()
  await expect(page.getByText('***')).toHaveCount(0)
  await capture(page, testInfo, 'case-from-notification')

  // The employee sees the approval with its remaining time, and the case unmasked.
  await page.goto('/disclosures')
  const mine = page.getByRole('row').filter({ hasText: reason })
  await expect(mine.getByText(t.approved)).toBeVisible()
  await expect(mine.getByRole('cell').nth(3)).toHaveText(t.remaining)
  await capture(page, testInfo, 'my-disclosures')
  await mine.getByRole('link', { name: maskedFallId }).click()
  await expect(page).toHaveURL(/\/disclosures\/[0-9a-f-]{36}$/)
  await capture(page, testInfo, 'disclosure-detail')
  await page.getByRole('link', { name: t.openCase }).click()
  await expect(page.getByText(t.unmasked)).toBeVisible()
  await expect(page.getByText('***')).toHaveCount(0)
  await capture(page, testInfo, 'case-unmasked')

  // Revoked: masked again; asking again starts from the earlier reason.
  await page.goto('/disclosures')
  await mine.getByRole('button', { name: t.revoke }).click()
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
  await expect(mine.getByRole('button', { name: t.reRequest })).toBeVisible()
  await mine.getByRole('button', { name: t.reRequest }).click()
  await expect(page.getByRole('textbox', { name: t.reason })).toHaveValue(reason)
  await page.getByRole('button', { name: t.cancel }).click()
})
