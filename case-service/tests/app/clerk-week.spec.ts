import { test, type Browser, type TestInfo } from '@playwright/test'
import { codeOneByOneAndInBatch, importIcdFileAfterDryRun } from './steps/coding'
import {
  approveDisclosure,
  openCaseFromNotification,
  requestDisclosureOfMaskedCase,
  seeUnmaskedThenRevoke,
} from './steps/disclosures'
import { createInvitationLink, registerFromInvitation } from './steps/invitations'
import { generateAndReadWochenuebersicht, generateReadAndDownloadStandardReport } from './steps/reports'
import { createUser, signIn } from './support/users'

/**
 * The employee at a device of her own, in the project's language and the other size: on a phone in German (the
 * administrator works at a desktop), at a desktop in English (the administrator on a phone).
 */
async function employeeBrowser(browser: Browser, testInfo: TestInfo) {
  const { locale, viewport, timezoneId } = testInfo.project.use
  const phone = { width: 390, height: 844 }
  const desktop = { width: 1366, height: 900 }
  return browser.newContext({
    locale,
    timezoneId,
    viewport: viewport?.width === phone.width ? desktop : phone,
    baseURL: process.env.CASE_APP_URL,
  })
}

// The clerk's week from issue 33, in one run through the UI: an administrator and an employee the administrator
// invites, each in a browser of their own. Only the administrator's account itself (with its second factor) and
// the ICD file's content are prepared over the API.
test('the clerk’s week: coding, ICD import, reports, an invited employee’s disclosure approved, seen, revoked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const admin = await createUser('admin')

  await test.step('1. an administrator signs in with password and authenticator code', async () => {
    await signIn(page, admin, '/coding')
  })
  await test.step('2. codes three cases one by one and five in a batch', async () => {
    await codeOneByOneAndInBatch(page, testInfo)
  })
  await test.step('3. imports an ICD file after its dry run', async () => {
    await importIcdFileAfterDryRun(page, testInfo, admin)
  })
  await test.step('4. generates a standard report, reads every sheet, downloads it; generates a Wochenübersicht', async () => {
    await generateReadAndDownloadStandardReport(page, testInfo)
    await generateAndReadWochenuebersicht(page, testInfo)
  })

  const employeeContext = await employeeBrowser(browser, testInfo)
  const employeePage = await employeeContext.newPage()
  const { employee, request } =
    await test.step('5. an employee registers from an invitation link, sees a masked case and requests a disclosure', async () => {
      const link = await createInvitationLink(page, testInfo)
      const employee = await registerFromInvitation(employeePage, testInfo, link)
      return { employee, request: await requestDisclosureOfMaskedCase(employeePage, testInfo) }
    })
  await test.step('6. the administrator approves it; the employee sees the case unmasked, then revokes', async () => {
    await approveDisclosure(page, testInfo, request, employee.name)
    await seeUnmaskedThenRevoke(employeePage, testInfo, request)
  })
  await test.step('7. the notification link opens the case', async () => {
    await openCaseFromNotification(employeePage, testInfo, request)
  })
  await employeeContext.close()
})
