import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { isoWeekOf } from '../../src/domain/weeks/isoWeek'
import { capture, captureDesktopToo } from './support/capture'
import { apiCall, apiToken, createUser, FIXTURE_ADMIN, signIn } from './support/users'
import { reportTextsOf } from './steps/reports'

// The administrator's side of the reports (generate, viewer, download, bulk delete) runs in clerk-week.spec.ts.

/** A filled-in Wochenübersicht: two case rows get a valid ICD-10 code, a third one that is no code. */
async function filledWochenuebersicht(): Promise<Buffer> {
  const { jahr, kw } = isoWeekOf(new Date())
  const token = await apiToken(FIXTURE_ADMIN)
  const report = await apiCall<{ id: string }>('/api/reports/wochenuebersicht/generate', {
    method: 'POST',
    token,
    body: { jahr, kw_from: Math.max(1, kw - 3), kw_to: kw, report_type: 'wochenuebersicht_standard' },
  })
  const path = `/api/reports/download?id=${report.id}`
  const { token: downloadToken } = await apiCall<{ token: string }>('/api/auth/download-token', {
    method: 'POST',
    token,
    body: { path },
  })
  const file = await fetch(`${process.env.CASE_APP_URL}${path}&token=${downloadToken}`)
  expect(file.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await file.arrayBuffer())
  const sheet = workbook.getWorksheet('Wochenübersicht')!
  const uncoded: ExcelJS.Row[] = []
  sheet.eachRow((row) => {
    if (/^[A-Z]\d{9}$/.test(String(row.getCell(2).value ?? '')) && !row.getCell(9).value) uncoded.push(row)
  })
  expect(uncoded.length).toBeGreaterThanOrEqual(3)
  uncoded[0]!.getCell(9).value = 'C50.9'
  uncoded[1]!.getCell(9).value = 'I21.0'
  uncoded[2]!.getCell(9).value = 'kein Code'
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

test('an employee sees the Wochenübersicht page and imports ICD-10 codes after the dry run', async ({
  page,
}, testInfo) => {
  const t = reportTextsOf(testInfo)
  const file = await filledWochenuebersicht()
  const employee = await createUser('kasse_mitarbeiter')
  await signIn(page, employee, '/wochenuebersicht')
  await expect(page.getByRole('heading', { level: 1, name: t.wochenuebersicht })).toBeVisible()
  // Employees neither generate nor delete
  await expect(page.getByRole('button', { name: t.generate })).toHaveCount(0)
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: t.download }).first()).toBeVisible()
  await captureDesktopToo(page, testInfo, 'wochenuebersicht-employee')

  await page.getByLabel(t.dropLabel).setInputFiles({
    name: 'wochenuebersicht-ausgefuellt.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  })
  await expect(page.getByText(t.dryRun)).toBeVisible()
  const count = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..')
  await expect(count(t.updated)).toContainText('2')
  await expect(count(t.errorRows).first()).toContainText('1')
  const errors = page.getByRole('table', { name: t.errorRows })
  await expect(errors.getByRole('row')).toHaveCount(2)
  await expect(errors.getByRole('row').last()).toContainText('ICD-10')
  await captureDesktopToo(page, testInfo, 'wochenuebersicht-dry-run')

  await page.getByRole('button', { name: t.commit }).click()
  await expect(page.getByRole('heading', { name: t.imported })).toBeVisible()
  await expect(page.getByText(t.dryRun)).toHaveCount(0)
  await capture(page, testInfo, 'wochenuebersicht-imported')
})
