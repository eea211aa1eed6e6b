import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

test('billing sync: the export downloads and uploads back unchanged; the audit log, filtered by action and user, shows it', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const admin = await createUser('admin')
  await signIn(page, admin, '/admin/sync')
  await page.getByRole('textbox', { name: de ? 'Nur Jahr (optional)' : 'Only year (optional)' }).fill('2026')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: de ? 'Fälle exportieren' : 'Export cases' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^faelle_.+\.xlsx$/)
  await page.locator('input[type=file]').setInputFiles(await download.path())
  await expect(page.getByRole('heading', { name: de ? /^Ergebnis:/ : /^Result:/ })).toBeVisible()
  const unchanged = page.getByText(de ? 'Unverändert' : 'Unchanged', { exact: true }).locator('xpath=..')
  await expect(unchanged).not.toContainText(/^\D*0$/)
  await capture(page, testInfo, 'admin-sync')

  await page.goto('/admin/audit')
  await page.getByRole('combobox', { name: de ? 'Aktion' : 'Action' }).click()
  await page.getByRole('option', { name: de ? 'Fälle exportiert (Abgleich)' : 'Cases exported (sync)' }).click()
  await page.getByRole('combobox', { name: de ? 'Benutzer' : 'User' }).click()
  await page.getByRole('option', { name: new RegExp(admin.email) }).click()
  await page.getByRole('button', { name: de ? 'Filtern' : 'Filter' }).click()
  const rows = page.getByRole('row').filter({ hasText: admin.name })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(de ? 'Fälle exportiert (Abgleich)' : 'Cases exported (sync)')
  await capture(page, testInfo, 'admin-audit')
})
