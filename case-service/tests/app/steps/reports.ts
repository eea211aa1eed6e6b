import { expect, type Page, type TestInfo } from '@playwright/test'
import { isoWeekOf } from '../../../src/domain/weeks/isoWeek'
import { capture, captureDesktopToo, expectNoPageOverflow, languageOf } from '../support/capture'
import { apiCall, apiToken, FIXTURE_ADMIN } from '../support/users'

const SHEETS = ['KW gesamt', 'Fachgebiete', 'Gutachten', 'Therapieänderungen', 'ICD onko']

const REPORT_TEXTS = {
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
export const reportTextsOf = (testInfo: TestInfo) => REPORT_TEXTS[languageOf(testInfo)]

/**
 * On the standard reports page: a report for this year up to the current week, its five sheets read in the viewer,
 * its download, and a bulk delete of two older reports (prepared over the API).
 */
export async function generateReadAndDownloadStandardReport(page: Page, testInfo: TestInfo): Promise<void> {
  const t = reportTextsOf(testInfo)
  const { jahr, kw } = isoWeekOf(new Date())
  // Prepared over the API: two older reports to delete in bulk at the end
  const fixtureToken = await apiToken(FIXTURE_ADMIN)
  for (const kwTo of [1, 2])
    await apiCall('/api/reports/generate', {
      method: 'POST',
      token: fixtureToken,
      body: { jahr, kw_to: kwTo, report_type: 'galle_schild' },
    })
  await page.goto('/reports')
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
}

/** On the Wochenübersicht page: the last four weeks generated, and read KW block by KW block. */
export async function generateAndReadWochenuebersicht(page: Page, testInfo: TestInfo): Promise<void> {
  const t = reportTextsOf(testInfo)
  const { jahr, kw } = isoWeekOf(new Date())
  await page.goto('/wochenuebersicht')
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
}
