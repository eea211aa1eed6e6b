import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, nextTotpCode, signIn } from './support/users'

const texts = (de: boolean) =>
  de
    ? {
        users: 'Benutzer',
        newUser: 'Benutzer anlegen',
        name: 'Name',
        email: 'E-Mail',
        role: 'Rolle',
        password: 'Anfangspasswort',
        create: 'Anlegen',
        admin: 'Administrator',
        actions: 'Aktionen',
        changeRole: /^Rolle von .+ ändern$/,
        save: 'Speichern',
        deactivate: 'Deaktivieren',
        inactive: 'Deaktiviert',
        invitations: 'Einladungen',
        newInvitation: 'Einladung erstellen',
        link: 'Registrierungslink',
        copy: 'Link kopieren',
        copied: 'Kopiert',
        close: 'Schließen',
        pending: 'Offen',
        fullName: 'Vor- und Nachname',
        emailAddress: 'E-Mail-Adresse',
        passwordField: 'Passwort',
        register: 'Konto anlegen',
        mfaTitle: 'Anmeldung in zwei Schritten einrichten',
        continue: 'Weiter',
        enable: 'Einrichten',
      }
    : {
        users: 'Users',
        newUser: 'Create user',
        name: 'Name',
        email: 'E-mail',
        role: 'Role',
        password: 'Initial password',
        create: 'Create',
        admin: 'Administrator',
        actions: 'Actions',
        changeRole: /^Change role of .+$/,
        save: 'Save',
        deactivate: 'Deactivate',
        inactive: 'Deactivated',
        invitations: 'Invitations',
        newInvitation: 'Create invitation',
        link: 'Registration link',
        copy: 'Copy link',
        copied: 'Copied',
        close: 'Close',
        pending: 'Pending',
        fullName: 'Full name',
        emailAddress: 'E-mail address',
        passwordField: 'Password',
        register: 'Create account',
        mfaTitle: 'Set up two-step sign-in',
        continue: 'Continue',
        enable: 'Set up',
      }

const suffix = () => Math.random().toString(16).slice(2, 10)

test('users: create, change role, deactivate', async ({ page }, testInfo) => {
  const t = texts(languageOf(testInfo) === 'de')
  const admin = await createUser('admin')
  await signIn(page, admin, '/admin/users')
  await expect(page.getByRole('heading', { level: 1, name: t.users })).toBeVisible()
  await capture(page, testInfo, 'admin-users')

  const name = `Neue Kollegin ${suffix()}`
  await page.getByRole('button', { name: t.newUser }).click()
  const dialog = page.getByRole('dialog', { name: t.newUser })
  await dialog.getByRole('textbox', { name: t.name }).fill(name)
  await dialog.getByRole('textbox', { name: t.email }).fill(`kollegin-${suffix()}@aok-nord.example`)
  await dialog.getByLabel(t.password).fill(`Anfangs-Passphrase-${suffix()}-2026`)
  await capture(page, testInfo, 'admin-users-create')
  await dialog.getByRole('button', { name: t.create }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: `${t.actions}: ${name}` }).click()
  await page.getByRole('menuitem', { name: t.changeRole }).click()
  const roleDialog = page.getByRole('dialog', { name: t.changeRole })
  await roleDialog.getByRole('combobox', { name: t.role }).click()
  await page.getByRole('option', { name: t.admin }).click()
  await capture(page, testInfo, 'admin-users-role')
  await roleDialog.getByRole('button', { name: t.save }).click()
  await expect(row.getByRole('cell', { name: t.admin, exact: true })).toBeVisible()

  await row.getByRole('button', { name: `${t.actions}: ${name}` }).click()
  await page.getByRole('menuitem', { name: t.deactivate }).click()
  const confirm = page.getByRole('dialog')
  await capture(page, testInfo, 'admin-users-deactivate')
  await confirm.getByRole('button', { name: t.deactivate }).click()
  await expect(row.getByText(t.inactive)).toBeVisible()

  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, 'admin-users-desktop')
})

test('invitations: the link registers a new user, who then sets up MFA', async ({ page, browser }, testInfo) => {
  const t = texts(languageOf(testInfo) === 'de')
  const admin = await createUser('admin')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, admin, '/admin/invitations')
  await expect(page.getByRole('heading', { level: 1, name: t.invitations })).toBeVisible()
  await capture(page, testInfo, 'admin-invitations')

  await page.getByRole('button', { name: t.newInvitation }).click()
  await capture(page, testInfo, 'admin-invitations-create')
  await page.getByRole('dialog').getByRole('button', { name: t.create }).click()
  const link = await page.getByRole('textbox', { name: t.link }).inputValue()
  expect(link).toMatch(/\/register\?token=/)
  await page.getByRole('button', { name: t.copy }).click()
  await expect(page.getByRole('button', { name: t.copied })).toBeVisible()
  await capture(page, testInfo, 'admin-invitations-link')
  await page.getByRole('dialog').getByRole('button', { name: t.close, exact: true }).last().click()
  await expect(page.getByRole('cell', { name: t.pending })).toHaveCount(1)
  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, 'admin-invitations-desktop')

  // The invited person opens the link in a browser of their own.
  const context = await browser.newContext({ locale: testInfo.project.use.locale })
  const invited = await context.newPage()
  const user = {
    name: `Eingeladen ${suffix()}`,
    email: `eingeladen-${suffix()}@aok-nord.example`,
    password: `Eingeladen-Passphrase-${suffix()}-2026`,
  }
  await invited.goto(link)
  await invited.getByRole('textbox', { name: t.fullName }).fill(user.name)
  await invited.getByRole('textbox', { name: t.emailAddress }).fill(user.email)
  await invited.getByRole('textbox', { name: t.passwordField, exact: true }).fill(user.password)
  await invited.getByRole('button', { name: t.register }).click()
  await expect(invited).toHaveURL(/\/login/)

  await signIn(invited, { id: '', ...user }, '/mfa-setup')
  await expect(invited.getByRole('heading', { name: t.mfaTitle })).toBeVisible()
  await invited.getByRole('textbox', { name: t.passwordField, exact: true }).fill(user.password)
  await invited.getByRole('button', { name: t.continue }).click()
  const secret = (await invited.getByTestId('mfa-secret').innerText()).trim()
  await invited
    .getByRole('textbox', { name: /Code aus der Authenticator-App|Code from the authenticator app/ })
    .first()
    .click()
  await invited.keyboard.type(await nextTotpCode(secret))
  await invited.getByRole('button', { name: t.enable }).click()
  await expect(invited.getByRole('heading', { name: t.mfaTitle })).toBeHidden()
  await context.close()
})
