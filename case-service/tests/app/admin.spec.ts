import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

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
      }

// Invitations (link, registration, second factor) run in clerk-week.spec.ts.
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
