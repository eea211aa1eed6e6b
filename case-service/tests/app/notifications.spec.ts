import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

test('the bell counts the unread notification, the list shows it with its time and link, marking it read clears the bell', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  // Setting up the second factor (createUser does it over the API) notifies the user, in their language (German).
  const user = await createUser('kasse_mitarbeiter')
  await signIn(page, user, '/')
  const bell = page.getByRole('link', { name: de ? 'Benachrichtigungen, 1 ungelesen' : 'Notifications, 1 unread' })
  await expect(bell).toBeVisible()
  await bell.click()

  await expect(page.getByRole('heading', { level: 1, name: de ? 'Benachrichtigungen' : 'Notifications' })).toBeVisible()
  const item = page.getByRole('listitem').filter({ hasText: 'Zwei-Faktor-Anmeldung eingeschaltet' })
  await expect(item).toBeVisible()
  // German date and time format in German, e.g. 28.11.2026, 06:52
  if (de) await expect(item.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}/)
  await capture(page, testInfo, 'notifications')

  await page.getByRole('button', { name: de ? /^„.*“ als gelesen markieren$/ : /^Mark “.*” as read$/ }).click()
  await expect(
    page.getByRole('link', { name: de ? 'Benachrichtigungen, keine ungelesen' : 'Notifications, none unread' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: de ? 'Alle als gelesen markieren' : 'Mark all as read' }),
  ).toBeDisabled()

  await page.getByText(de ? 'Nur ungelesene' : 'Unread only', { exact: true }).click()
  await expect(page.getByText(de ? 'Keine ungelesenen Benachrichtigungen.' : 'No unread notifications.')).toBeVisible()
  await page.getByText(de ? 'Alle' : 'All', { exact: true }).click()

  await page.getByRole('link', { name: de ? /öffnen$/ : /^Open / }).click()
  await expect(page).toHaveURL(/\/profile$/)
})
