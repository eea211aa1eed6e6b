import { expect, type Page, type TestInfo } from '@playwright/test'
import { capture, languageOf } from '../support/capture'

const TEXTS = {
  de: {
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
    approvedNotification: /Freigabe erteilt/,
    birth: 'Geburtsjahr/-datum',
    dateFormat: /^\d{2}\.\d{2}\.\d{4}$/,
  },
  en: {
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
    approvedNotification: /Disclosure approved/,
    birth: 'Year/date of birth',
    dateFormat: /^\d{2}\/\d{2}\/\d{4}$/,
  },
}

export type DisclosureRequest = { reason: string; maskedFallId: string; caseId: string }

/** As an employee on the cases page: the first case is masked, says why, and is asked for with a reason. */
export async function requestDisclosureOfMaskedCase(page: Page, testInfo: TestInfo): Promise<DisclosureRequest> {
  const t = TEXTS[languageOf(testInfo)]
  const reason = `Rückfrage der Versicherten ${Date.now()}`
  await page.goto('/cases')
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: t.request }) })
    .first()
  await expect(firstRow.getByText(t.masked)).toBeVisible()
  await expect(firstRow).toContainText('***')
  const caseLink = firstRow.getByRole('link')
  const maskedFallId = (await caseLink.textContent())!.trim()
  const caseId = (await caseLink.getAttribute('href'))!.split('/').pop()!
  await capture(page, testInfo, 'cases-masked')
  await firstRow.getByRole('button', { name: t.request }).click()
  await page.getByRole('textbox', { name: t.reason }).fill(reason)
  await capture(page, testInfo, 'disclosure-request')
  await page.getByRole('button', { name: t.send }).click()
  await expect(page.getByText(t.sent)).toBeVisible()
  return { reason, maskedFallId, caseId }
}

/** As an administrator: the request found among the pending ones, with who asked, and approved. */
export async function approveDisclosure(
  page: Page,
  testInfo: TestInfo,
  request: DisclosureRequest,
  employeeName: string,
): Promise<void> {
  const t = TEXTS[languageOf(testInfo)]
  await page.goto('/admin/disclosures')
  await page.getByRole('combobox', { name: t.status }).click()
  await page.getByRole('option', { name: t.pending, exact: true }).click()
  const pending = page.getByRole('row').filter({ hasText: request.reason })
  await expect(pending).toContainText(employeeName)
  await capture(page, testInfo, 'admin-disclosures')
  await pending.getByRole('button', { name: t.approve }).click()
  await expect(pending).toHaveCount(0)
}

/**
 * As the employee: the approval with its remaining time, the case unmasked from the request's page; then revoked,
 * and asking again starts from the earlier reason.
 */
export async function seeUnmaskedThenRevoke(page: Page, testInfo: TestInfo, request: DisclosureRequest): Promise<void> {
  const t = TEXTS[languageOf(testInfo)]
  await page.goto('/disclosures')
  const mine = page.getByRole('row').filter({ hasText: request.reason })
  await expect(mine.getByText(t.approved)).toBeVisible()
  await expect(mine.getByRole('cell').nth(2)).toHaveText(t.remaining)
  await capture(page, testInfo, 'my-disclosures')
  await mine.getByRole('link', { name: request.maskedFallId }).click()
  await expect(page).toHaveURL(/\/disclosures\/[0-9a-f-]{36}$/)
  await capture(page, testInfo, 'disclosure-detail')
  await page.getByRole('link', { name: t.openCase }).click()
  await expect(page).toHaveURL(new RegExp(`/cases/${request.caseId}$`))
  await expect(page.getByText(t.unmasked)).toBeVisible()
  await expect(page.getByText('***')).toHaveCount(0)
  // The date of birth in the reader's format (the API sends ISO dates)
  await expect(page.getByText(t.birth, { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    t.dateFormat,
  )
  await capture(page, testInfo, 'case-unmasked')

  await page.goto('/disclosures')
  await mine.getByRole('button', { name: t.revoke }).click()
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
  await expect(mine.getByRole('button', { name: t.reRequest })).toBeVisible()
  await mine.getByRole('button', { name: t.reRequest }).click()
  await expect(page.getByRole('textbox', { name: t.reason })).toHaveValue(request.reason)
  await page.getByRole('button', { name: t.cancel }).click()
}

/** As the employee: the approval's notification links to the case (masked again once the disclosure is revoked). */
export async function openCaseFromNotification(
  page: Page,
  testInfo: TestInfo,
  request: DisclosureRequest,
): Promise<void> {
  const t = TEXTS[languageOf(testInfo)]
  await page.goto('/notifications')
  await page.getByRole('link', { name: t.approvedNotification }).first().click()
  await expect(page).toHaveURL(new RegExp(`/cases/${request.caseId}$`))
  await expect(page.getByText(t.masked).first()).toBeVisible()
  await expect(page.getByText(request.maskedFallId).first()).toBeVisible()
  await capture(page, testInfo, 'case-from-notification')
}
