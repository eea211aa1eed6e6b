import ExcelJS from 'exceljs'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { isoWeekOf } from '../../src/domain/weeks/isoWeek'
import { capture, languageOf } from './support/capture'
import { apiCall, apiToken, createUser, FIXTURE_ADMIN, signIn } from './support/users'

const SHEETS = ['KW gesamt', 'Fachgebiete', 'Gutachten', 'Therapieänderungen', 'ICD onko']

const TEXTS = {
  de: {
    reports: 'Standardberichte',
    wochenuebersicht: 'Wochenübersicht',
    reportType: 'Berichtstyp',
    generate: 'Bericht erstellen',
    generated: /^Der Bericht wurde (neu )?erstellt/,
    openReport: /^Bericht ansehen/,
    download: 'Herunterladen',
    summaryRow: 'Summenzeile',
    back: 'Zurück zur Liste',
    select: (name: string) => `${name} auswählen`,
    deleteSelected: (count: number) => `Ausgewählte löschen (${count})`,
    confirmDelete: 'Endgültig löschen',
    deleted: '2 Berichte wurden gelöscht.',
    dropLabel: 'Datei auswählen oder hierher ziehen',
    dryRun: 'Probelauf: Es wurde noch nichts geändert.',
    updated: 'Neue oder geänderte ICD-10-Codes',
    errorRows: 'Zeilen mit Fehlern',
    commit: '2 Änderungen übernehmen',
    imported: /wurde übernommen$/,
  },
  en: {
    reports: 'Standard reports',
    wochenuebersicht: 'Wochenübersicht',
    reportType: 'Report type',
    generate: 'Generate report',
    generated: /^The report has been generated/,
    openReport: /^View report/,
    download: 'Download',
    summaryRow: 'Total row',
    back: 'Back to the list',
    select: (name: string) => `Select ${name}`,
    deleteSelected: (count: number) => `Delete selected (${count})`,
    confirmDelete: 'Delete for good',
    deleted: '2 reports have been deleted.',
    dropLabel: 'Choose a file or drop it here',
    dryRun: 'Dry run: nothing has been changed yet.',
    updated: 'New or changed ICD-10 codes',
    errorRows: 'Rows with errors',
    commit: 'Import 2 changes',
    imported: /has been imported$/,
  },
}
const textsOf = (testInfo: TestInfo) => TEXTS[languageOf(testInfo)]

/** The en-US project runs at phone width: there every page is captured once more at desktop width. */
async function captureDesktopToo(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The pointer off the clicked button: the picture and the contrast check show its resting colours.
  await page.mouse.move(0, 0)
  await capture(page, testInfo, name)
  if (languageOf(testInfo) !== 'en') return
  const phone = page.viewportSize()
  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, `${name}-desktop`)
  if (phone) await page.setViewportSize(phone)
}

/** Nothing but the wide tables may scroll sideways: the page itself fits the phone's width. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

test('an admin generates a standard report, reads its five sheets, downloads it and deletes reports in bulk', async ({
  page,
}, testInfo) => {
  const t = textsOf(testInfo)
  const { jahr, kw } = isoWeekOf(new Date())
  // Prepared over the API: two older reports to delete in bulk at the end
  const fixtureToken = await apiToken(FIXTURE_ADMIN)
  for (const kwTo of [1, 2])
    await apiCall('/api/reports/generate', {
      method: 'POST',
      token: fixtureToken,
      body: { jahr, kw_to: kwTo, report_type: 'galle_schild' },
    })
  const admin = await createUser('admin')
  await signIn(page, admin, '/reports')
  await expect(page.getByRole('heading', { level: 1, name: t.reports })).toBeVisible()

  // The form starts at the current week; the type comes from the registry
  await page.getByLabel(t.reportType).selectOption('standard')
  await page.getByRole('button', { name: t.generate }).click()
  await expect(page.getByRole('status').filter({ hasText: t.generated })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`KW 1–${kw}/${jahr}`) }).first()).toBeVisible()
  await captureDesktopToo(page, testInfo, 'reports')

  await page.getByRole('link', { name: t.openReport }).click()
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`KW 1–${kw}/${jahr}`) })).toBeVisible()
  for (const sheet of SHEETS) {
    await page.getByRole('tab', { name: sheet }).click()
    await expect(page.getByRole('tab', { name: sheet })).toHaveAttribute('aria-selected', 'true')
    // Only the chosen sheet's panel is mounted
    const panel = page.getByRole('tabpanel')
    const summary = panel.getByRole('row', { name: t.summaryRow })
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('rowheader')).toHaveText('Gesamt')
    // The summary row is the table's last row
    await expect(panel.getByRole('row').last()).toHaveAccessibleName(t.summaryRow)
    if (languageOf(testInfo) === 'en') await expectNoPageOverflow(page)
    await capture(page, testInfo, `report-viewer-${sheet.toLowerCase().replace(/[^a-z]+/g, '-')}`)
  }
  // German number formats in German: the KW gesamt total of a year's cases
  await page.getByRole('tab', { name: 'KW gesamt' }).click()
  const total = await page
    .getByRole('tabpanel')
    .getByRole('row', { name: t.summaryRow })
    .getByRole('cell')
    .last()
    .innerText()
  expect(total).toMatch(languageOf(testInfo) === 'de' ? /^\d{1,3}(\.\d{3})*$/ : /^\d{1,3}(,\d{3})*$/)
  await captureDesktopToo(page, testInfo, 'report-viewer')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: t.download, exact: true }).click()
  expect((await download).suggestedFilename()).toBe(`standard_${jahr}_KW${kw}.xlsx`)

  // Bulk delete of the two prepared reports, after a confirmation
  await page.getByRole('link', { name: t.back }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.reports })).toBeVisible()
  const older = [`Galle-Schild, KW 1/${jahr}`, `Galle-Schild, KW 1–2/${jahr}`]
  for (const name of older) await page.getByRole('checkbox', { name: t.select(name) }).check()
  await page.getByRole('button', { name: t.deleteSelected(2) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await capture(page, testInfo, 'reports-delete-confirm')
  await dialog.getByRole('button', { name: t.confirmDelete }).click()
  await expect(page.getByText(t.deleted)).toBeVisible()
  for (const name of older) await expect(page.getByRole('checkbox', { name: t.select(name) })).toHaveCount(0)
  // No Wochenübersicht among the standard reports
  await expect(page.getByRole('table').getByText(/Wochenübersicht/)).toHaveCount(0)
})

test('an admin generates a Wochenübersicht and reads its KW blocks', async ({ page }, testInfo) => {
  const t = textsOf(testInfo)
  const { jahr, kw } = isoWeekOf(new Date())
  const admin = await createUser('admin')
  await signIn(page, admin, '/wochenuebersicht')
  await expect(page.getByRole('heading', { level: 1, name: t.wochenuebersicht })).toBeVisible()
  await page.getByLabel(t.reportType).selectOption('wochenuebersicht_standard')
  await page.getByRole('button', { name: t.generate }).click()
  await expect(page.getByRole('status').filter({ hasText: t.generated })).toBeVisible()
  const period = `KW ${Math.max(1, kw - 3)}–${kw}/${jahr}`
  await expect(page.getByRole('table').getByRole('link', { name: new RegExp(period) })).toBeVisible()
  await captureDesktopToo(page, testInfo, 'wochenuebersicht-admin')

  await page.getByRole('link', { name: t.openReport }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(period) })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^KW \d+$/ }).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'KVNR' }).first()).toBeVisible()
  await captureDesktopToo(page, testInfo, 'wochenuebersicht-viewer')
})

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
  const t = textsOf(testInfo)
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
