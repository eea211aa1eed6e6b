import { expect, test } from '@playwright/test'
import { generate } from 'otplib'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

test('first sign-in sets up the second factor, then the dashboard shows the week’s figures and chart', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const admin = await createUser('admin', { mfa: false })
  await page.goto('/')
  await expect(page).toHaveURL(/\/login\?next=%2F/)
  await capture(page, testInfo, 'login')
  await page.getByRole('textbox', { name: de ? 'E-Mail-Adresse' : 'E-mail address' }).fill(admin.email)
  await page.getByRole('textbox', { name: de ? 'Passwort' : 'Password', exact: true }).fill(admin.password)
  await page.getByRole('button', { name: de ? 'Anmelden' : 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: de ? /zwei Schritten einrichten/ : /Set up two-step/ })).toBeVisible()
  await page.getByRole('textbox', { name: de ? 'Passwort' : 'Password', exact: true }).fill(admin.password)
  await page.getByRole('button', { name: de ? 'Weiter' : 'Continue' }).click()
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim()
  await expect(page.getByRole('img', { name: de ? /QR-Code/ : /QR code/ })).toBeVisible()
  await capture(page, testInfo, 'mfa-setup')
  await page
    .getByRole('textbox', { name: de ? /Code aus der Authenticator-App/ : /Code from the authenticator app/ })
    .first()
    .click()
  await page.keyboard.type(await generate({ secret }))
  await page.getByRole('button', { name: de ? 'Einrichten' : 'Set up' }).click()

  await expect(page.getByRole('heading', { level: 1, name: de ? 'Übersicht' : 'Overview' })).toBeVisible()
  await expect(page.getByText(de ? 'Fälle im Jahr' : 'Cases this year')).toBeVisible()
  await expect(page.getByRole('table', { name: de ? /als Tabelle/ : /as a table/ })).toBeAttached()
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await capture(page, testInfo, 'dashboard')
})

test('a returning administrator signs in with password and code; the sidebar lists the administration', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const admin = await createUser('admin')
  await signIn(page, admin)
  if (testInfo.project.name === 'en-US') await page.getByRole('button', { name: 'Open navigation' }).click()
  const nav = page.getByRole('navigation', { name: de ? 'Hauptnavigation' : 'Main navigation' })
  for (const entry of de ? ['Fälle', 'Kodierung', 'Benutzer', 'Audit-Log'] : ['Cases', 'Coding', 'Users', 'Audit log'])
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible()
  await capture(page, testInfo, 'navigation')
})
