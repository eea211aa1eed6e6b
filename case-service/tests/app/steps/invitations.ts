import { expect, type Page, type TestInfo } from '@playwright/test'
import { capture, languageOf } from '../support/capture'
import { nextTotpCode, signIn, type TestUser } from '../support/users'

const TEXTS = {
  de: {
    invitations: 'Einladungen',
    newInvitation: 'Einladung erstellen',
    create: 'Anlegen',
    link: 'Registrierungslink',
    copy: 'Link kopieren',
    copied: 'Kopiert',
    close: 'Schließen',
    pending: 'Offen',
    fullName: 'Vor- und Nachname',
    emailAddress: 'E-Mail-Adresse',
    password: 'Passwort',
    register: 'Konto anlegen',
    mfaTitle: 'Anmeldung in zwei Schritten einrichten',
    continue: 'Weiter',
    enable: 'Einrichten',
    authenticatorCode: /Code aus der Authenticator-App/,
  },
  en: {
    invitations: 'Invitations',
    newInvitation: 'Create invitation',
    create: 'Create',
    link: 'Registration link',
    copy: 'Copy link',
    copied: 'Copied',
    close: 'Close',
    pending: 'Pending',
    fullName: 'Full name',
    emailAddress: 'E-mail address',
    password: 'Password',
    register: 'Create account',
    mfaTitle: 'Set up two-step sign-in',
    continue: 'Continue',
    enable: 'Set up',
    authenticatorCode: /Code from the authenticator app/,
  },
}

const suffix = () => Math.random().toString(16).slice(2, 10)

/**
 * On the invitations page, as an administrator: a new invitation, its link shown once and copied. The only open one:
 * each earlier invitation of the suite has been used.
 */
export async function createInvitationLink(page: Page, testInfo: TestInfo): Promise<string> {
  const t = TEXTS[languageOf(testInfo)]
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/admin/invitations')
  await expect(page.getByRole('heading', { level: 1, name: t.invitations })).toBeVisible()
  await capture(page, testInfo, 'admin-invitations')

  await page.getByRole('button', { name: t.newInvitation }).click()
  await capture(page, testInfo, 'admin-invitations-create')
  await page.getByRole('dialog').getByRole('button', { name: t.create }).click()
  const link = await page.getByRole('textbox', { name: t.link }).inputValue()
  expect(link).toMatch(/\/register\?token=/)
  await page.getByRole('button', { name: t.copy }).click()
  await expect(page.getByRole('button', { name: t.copied })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await capture(page, testInfo, 'admin-invitations-link')
  await page.getByRole('dialog').getByRole('button', { name: t.close, exact: true }).last().click()
  await expect(page.getByRole('cell', { name: t.pending })).toHaveCount(1)
  return link
}

/**
 * The invited person, in a browser of their own: registers from the link, signs in and sets up the second factor
 * the app asks for at the first sign-in. Ends signed in.
 */
export async function registerFromInvitation(page: Page, testInfo: TestInfo, link: string): Promise<TestUser> {
  const t = TEXTS[languageOf(testInfo)]
  const user = {
    id: '',
    name: `Eingeladen ${suffix()}`,
    email: `eingeladen-${suffix()}@aok-nord.example`,
    password: `Eingeladen-Passphrase-${suffix()}-2026`,
  }
  await page.goto(link)
  await page.getByRole('textbox', { name: t.fullName }).fill(user.name)
  await page.getByRole('textbox', { name: t.emailAddress }).fill(user.email)
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(user.password)
  await capture(page, testInfo, 'register')
  await page.getByRole('button', { name: t.register }).click()
  await expect(page).toHaveURL(/\/login/)

  await signIn(page, user, '/mfa-setup')
  await expect(page.getByRole('heading', { name: t.mfaTitle })).toBeVisible()
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(user.password)
  await page.getByRole('button', { name: t.continue }).click()
  const totpSecret = (await page.getByTestId('mfa-secret').innerText()).trim()
  await page.getByRole('textbox', { name: t.authenticatorCode }).first().click()
  await page.keyboard.type(await nextTotpCode(totpSecret))
  await page.getByRole('button', { name: t.enable }).click()
  await expect(page.getByRole('heading', { name: t.mfaTitle })).toBeHidden()
  return { ...user, totpSecret }
}
