import ExcelJS from 'exceljs'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { capture, languageOf } from '../support/capture'
import { apiCall, apiToken, type TestUser } from '../support/users'

type QueuePage = { items: { id: string; fall_id: string; icd10: string | null }[] }

const TEXTS = {
  de: {
    code: /^Fall .+ kodieren$/,
    save: 'Speichern',
    saved: /ist kodiert/,
    batch: 'Auswahl kodieren',
    confirmed: 'Bestätigt',
    notConfirmed: 'Nicht bestätigt',
    storedAs: 'Wird gespeichert als C50.9',
    invalid: /Kein gültiger ICD-10-GM-Code/,
    batchSaved: '5 Fälle sind kodiert.',
    importTab: 'ICD-Import',
    template: 'Kodiervorlage herunterladen',
    update: 'Ändern',
    error: 'Fehler',
    apply: '2 Änderungen übernehmen',
    applied: /Übernommen/,
    gutachten: 'Gutachten-Ergebnis',
    therapy: 'Therapieänderung',
    yes: 'Ja',
    no: 'Nein',
    fileRows: 'Zeilen der Datei',
  },
  en: {
    code: /^Code case .+$/,
    save: 'Save',
    saved: /is coded/,
    batch: 'Code selection',
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed',
    storedAs: 'Will be saved as C50.9',
    invalid: /Not a valid ICD-10-GM code/,
    batchSaved: '5 cases are coded.',
    importTab: 'ICD import',
    template: 'Download coding template',
    update: 'Change',
    error: 'Error',
    apply: 'Apply 2 changes',
    applied: /Applied/,
    gutachten: 'Expert opinion result',
    therapy: 'Change of therapy',
    yes: 'Yes',
    no: 'No',
    fileRows: 'Rows of the file',
  },
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const queueRows = (page: Page, testInfo: TestInfo) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: TEXTS[languageOf(testInfo)].code }) })

/** On the coding page: three cases one by one (the code checked as it is typed), then five in one batch. */
export async function codeOneByOneAndInBatch(page: Page, testInfo: TestInfo): Promise<void> {
  const t = TEXTS[languageOf(testInfo)]
  const rows = queueRows(page, testInfo)
  await expect(rows.first()).toBeVisible()
  await capture(page, testInfo, 'coding-queue')

  for (let index = 0; index < 3; index += 1) {
    const row = rows.first()
    const fallId = (await row.getByRole('cell').nth(1).textContent())!.trim()
    await row.getByRole('button', { name: t.code }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('combobox', { name: 'ICD-10' }).fill('C50.9X')
    await expect(drawer.getByText(t.invalid)).toBeVisible()
    await expect(drawer.getByRole('button', { name: t.save })).toBeDisabled()
    await drawer.getByRole('combobox', { name: 'ICD-10' }).fill('c509')
    await expect(drawer.getByText(t.storedAs)).toBeVisible()
    await chooseOption(page, t.gutachten, t.confirmed)
    await chooseOption(page, t.therapy, t.no)
    if (index === 0) await capture(page, testInfo, 'coding-single')
    await drawer.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.saved).first()).toBeVisible()
    await expect(page.getByRole('cell', { name: fallId, exact: true })).toHaveCount(0)
  }

  const chosen: string[] = []
  for (let index = 0; index < 5; index += 1) {
    const row = rows.nth(index)
    chosen.push((await row.getByRole('cell').nth(1).textContent())!.trim())
    await row.getByRole('checkbox').check()
  }
  await page.getByRole('button', { name: t.batch }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('combobox', { name: 'ICD-10' }).fill('F32.1')
  await chooseOption(page, t.gutachten, t.notConfirmed)
  await chooseOption(page, t.therapy, t.yes)
  await capture(page, testInfo, 'coding-batch')
  await modal.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.batchSaved)).toBeVisible()
  for (const fallId of chosen) await expect(page.getByRole('cell', { name: fallId, exact: true })).toHaveCount(0)
}

/**
 * On the coding page: the template through a single-use download token, then an ICD file with two codes for cases
 * in the queue and one unknown Fall-ID, shown row by row in the dry run and applied after it.
 */
export async function importIcdFileAfterDryRun(page: Page, testInfo: TestInfo, admin: TestUser): Promise<void> {
  const t = TEXTS[languageOf(testInfo)]
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: t.template }).click()
  expect((await downloading).suggestedFilename()).toMatch(/^kodiervorlage_.+\.xlsx$/)

  // The file a clerk would fill in: two cases from the queue (read over the API) and an unknown Fall-ID.
  const token = await apiToken(admin)
  const queue = await apiCall<QueuePage>('/api/coding/queue?page_size=10&has_icd=false', { token })
  const [first, second] = queue.items
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Kodierung').addRows([
    ['fall_id', 'ICD-10'],
    [first!.fall_id, 'I48.0'],
    [second!.fall_id, 'M17.1'],
    ['2026-01-05_Rffffffff', 'C50.9'],
  ])
  await page.getByRole('tab', { name: t.importTab }).click()
  await page.locator('input[type=file]').setInputFiles({
    name: 'icd-import.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  })
  const table = page.getByRole('table', { name: t.fileRows })
  await expect(table.getByRole('row').filter({ hasText: first!.fall_id })).toContainText('I48.0')
  await expect(table.getByRole('row').filter({ hasText: second!.fall_id })).toContainText(t.update)
  await expect(table.getByRole('row').filter({ hasText: t.error })).toHaveCount(1)
  await capture(page, testInfo, 'coding-import-dry-run')
  // Nothing written by the dry run.
  expect((await apiCall<{ icd10: string | null }>(`/api/cases/${first!.id}`, { token })).icd10).toBeNull()
  await page.getByRole('button', { name: t.apply }).click()
  await expect(page.getByRole('heading', { name: t.applied })).toBeVisible()
  await capture(page, testInfo, 'coding-import-applied')
  expect((await apiCall<{ icd10: string | null }>(`/api/cases/${first!.id}`, { token })).icd10).toBe('I48.0')
}
