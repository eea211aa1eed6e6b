import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

test('the profile changes the name (the header follows) and the password (the session goes on)', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const user = await createUser('kasse_mitarbeiter')
  await signIn(page, user, '/profile')
  await expect(page.getByRole('heading', { level: 1, name: de ? 'Profil' : 'Profile' })).toBeVisible()
  await capture(page, testInfo, 'profile')

  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill(`${user.name} Neu`)
  await page.getByRole('button', { name: de ? 'Speichern' : 'Save' }).click()
  await expect(page.getByText(de ? 'Profil gespeichert' : 'Profile saved')).toBeVisible()

  const next = `${user.password}-neu`
  await page.getByLabel(de ? 'Aktuelles Passwort' : 'Current password').fill(user.password)
  await page.getByLabel(de ? /^Neues Passwort \*?$/ : /^New password \*?$/).fill(next)
  await page.getByLabel(de ? 'Neues Passwort wiederholen' : 'Repeat new password').fill(next)
  await page.getByRole('button', { name: de ? 'Passwort ändern' : 'Change password' }).click()
  await expect(page.getByText(de ? /Passwort geändert/ : /Password changed/)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${user.name} Neu`)

  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, 'profile-desktop')
})
