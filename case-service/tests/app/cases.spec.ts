import { expect, test } from '@playwright/test'
import { generateValidKvnr } from '../../src/domain/kvnr/kvnr'
import { capture, languageOf } from './support/capture'
import { apiCall, apiToken, createUser, FIXTURE_ADMIN, signIn } from './support/users'

type CasePage = { items: { id: string; fall_id: string; version: number }[] }

const TEXTS = {
  de: {
    open: /^Fall .+ öffnen$/,
    loadMore: 'Weitere Fälle laden',
    fallgruppe: 'Fallgruppe',
    icd: 'ICD-10',
    withoutCode: 'ohne Code',
    apply: 'Anwenden',
    reset: 'Zurücksetzen',
    search: 'Suche nach Fall-ID oder KVNR',
    empty: 'Keine Fälle für diese Suche.',
    kvnrInvalid: 'Keine gültige KVNR (Buchstabe, neun Ziffern, Prüfziffer).',
    save: 'Speichern',
    saved: 'Die KVNR ist gespeichert.',
    changedMeanwhile: 'Der Fall wurde inzwischen geändert. Bitte laden Sie ihn neu.',
  },
  en: {
    open: /^Open case .+$/,
    loadMore: 'Load more cases',
    fallgruppe: 'Case group',
    icd: 'ICD-10',
    withoutCode: 'without code',
    apply: 'Apply',
    reset: 'Reset',
    search: 'Search by case ID or KVNR',
    empty: 'No cases for this search.',
    kvnrInvalid: 'Not a valid KVNR (letter, nine digits, check digit).',
    save: 'Save',
    saved: 'The KVNR has been saved.',
    changedMeanwhile: 'The case has changed in the meantime. Please reload it.',
  },
}

test('an administrator pages through the cases, filters them (kept in the address), searches part of a Fall-ID and sets a KVNR', async ({
  page,
}, testInfo) => {
  const t = TEXTS[languageOf(testInfo)]
  const admin = await createUser('admin')
  await signIn(page, admin, '/cases')
  const caseLinks = page.getByRole('main').getByRole('link', { name: t.open })
  await expect(caseLinks).toHaveCount(50)
  await page.getByRole('button', { name: t.loadMore }).click()
  await expect(caseLinks).toHaveCount(100)
  await capture(page, testInfo, 'cases-admin')

  // Filters: case group and "without code"; the address keeps them, a reload shows the same list.
  await page.getByRole('combobox', { name: t.fallgruppe }).click()
  await page.getByRole('option', { name: 'Kardio', exact: true }).click()
  await page.getByRole('combobox', { name: t.icd, exact: true }).click()
  await page.getByRole('option', { name: t.withoutCode, exact: true }).click()
  await page.getByRole('button', { name: t.apply }).click()
  await expect(page).toHaveURL(/[?&]fallgruppe=Kardio(&|$)/)
  await expect(page).toHaveURL(/[?&]has_icd=false(&|$)/)
  const rows = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: t.open }) })
  await expect(rows.first()).toBeVisible()
  const groups = await rows.locator('td:nth-child(5)').allInnerTexts()
  expect(groups.length).toBeGreaterThan(0)
  expect(new Set(groups)).toEqual(new Set(['Kardio']))
  expect(new Set(await rows.locator('td:nth-child(6)').allInnerTexts())).toEqual(new Set(['–']))
  await page.reload()
  await expect(page.getByRole('combobox', { name: t.fallgruppe })).toHaveValue('Kardio')
  await expect(rows).toHaveCount(groups.length)
  await capture(page, testInfo, 'cases-filtered')

  // Part of a Fall-ID (admins search by substring); a string no case has shows the empty note.
  await page.getByRole('button', { name: t.reset }).click()
  await expect(page).not.toHaveURL(/fallgruppe=/)
  const fallId = (await caseLinks.first().innerText()).trim()
  const part = fallId.slice(-6)
  await page.getByRole('textbox', { name: t.search }).fill(part)
  await page.getByRole('button', { name: t.apply }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`))
  await expect(caseLinks.first()).toBeVisible()
  for (const text of await caseLinks.allInnerTexts()) expect(text).toContain(part)
  await page.getByRole('textbox', { name: t.search }).fill('zzzz-kein-fall')
  await page.getByRole('button', { name: t.apply }).click()
  await expect(page.getByText(t.empty)).toBeVisible()

  // The KVNR form checks the check digit as it is typed, saves a valid one, and says so when the case changed.
  await page.getByRole('textbox', { name: t.search }).fill(fallId)
  await page.getByRole('button', { name: t.apply }).click()
  await page.getByRole('link', { name: t.open }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(fallId) })).toBeVisible()
  const kvnrField = page.getByRole('textbox', { name: 'KVNR' })
  const valid = generateValidKvnr(Math.random)
  const wrongDigit = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`
  await kvnrField.fill(wrongDigit)
  await expect(page.getByText(t.kvnrInvalid)).toBeVisible()
  await expect(page.getByRole('button', { name: t.save })).toBeDisabled()
  await capture(page, testInfo, 'case-kvnr-invalid')
  await kvnrField.fill(valid.toLowerCase())
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved)).toBeVisible()
  await expect(page.getByText(valid, { exact: true })).toBeVisible()

  // Meanwhile a colleague changes it (over the API); saving on the old state is refused with a German/English text.
  const token = await apiToken(FIXTURE_ADMIN)
  const caseId = page.url().split('/').pop()!
  const current = await apiCall<{ version: number }>(`/api/cases/${caseId}`, { token })
  await apiCall(`/api/cases/${caseId}/kvnr`, {
    method: 'PUT',
    token,
    body: { kvnr: generateValidKvnr(Math.random), version: current.version },
  })
  await kvnrField.fill(generateValidKvnr(Math.random))
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.changedMeanwhile)
  await capture(page, testInfo, 'case-kvnr-conflict')
})

test('an employee finds a case only by its complete Fall-ID, and sees it masked', async ({ page }, testInfo) => {
  const t = TEXTS[languageOf(testInfo)]
  const fixture = await apiToken(FIXTURE_ADMIN)
  const [known] = (await apiCall<CasePage>('/api/cases?page_size=1', { token: fixture })).items
  const employee = await createUser('kasse_mitarbeiter')
  await signIn(page, employee, '/cases')
  const caseLinks = page.getByRole('main').getByRole('link', { name: t.open })
  await expect(caseLinks).toHaveCount(50)

  await page.getByRole('textbox', { name: t.search }).fill(known!.fall_id.slice(0, -2))
  await page.getByRole('button', { name: t.apply }).click()
  await expect(page.getByText(t.empty)).toBeVisible()

  await page.getByRole('textbox', { name: t.search }).fill(known!.fall_id)
  await page.getByRole('button', { name: t.apply }).click()
  await expect(caseLinks).toHaveCount(1)
  await expect(
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: t.open }) }),
  ).toContainText('***')
  await capture(page, testInfo, 'cases-employee-search')
})
