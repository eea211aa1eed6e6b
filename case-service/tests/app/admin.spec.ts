import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { apiCall, apiToken, createUser, signIn } from './support/users'

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
        reactivate: 'Reaktivieren',
        active: 'Aktiv',
        disclosures: 'Freigaben',
        reject: 'Ablehnen',
        rejected: 'Abgelehnt',
        approve: 'Genehmigen',
        approved: 'Genehmigt',
        revoke: 'Widerrufen',
        delete: 'Löschen',
        confirm: 'Bestätigen',
        reason: 'Begründung',
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
        reactivate: 'Reactivate',
        active: 'Active',
        disclosures: 'Disclosures',
        reject: 'Reject',
        rejected: 'Rejected',
        approve: 'Approve',
        approved: 'Approved',
        revoke: 'Revoke',
        delete: 'Delete',
        confirm: 'Confirm',
        reason: 'Reason',
      }

// Invitations (link, registration, second factor) run in clerk-week.spec.ts.
const suffix = () => Math.random().toString(16).slice(2, 10)

test('users: create, change role, deactivate, reactivate', async ({ page }, testInfo) => {
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

  await row.getByRole('button', { name: `${t.actions}: ${name}` }).click()
  await page.getByRole('menuitem', { name: t.reactivate }).click()
  await expect(row.getByText(t.active, { exact: true })).toBeVisible()

  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, 'admin-users-desktop')
})

test('disclosures: an administrator rejects one request with a reason, approves, revokes, reactivates and deletes another', async ({
  page,
}, testInfo) => {
  const t = texts(languageOf(testInfo) === 'de')
  // Two requests of an employee of its own, prepared over the API (asking runs in clerk-week.spec.ts).
  const employee = await createUser('kasse_mitarbeiter')
  const token = await apiToken(employee)
  const cases = (await apiCall<{ items: { id: string }[] }>('/api/cases?page_size=2', { token })).items
  const reasons = cases.map((_, index) => `Rückfrage ${index + 1} ${suffix()}`)
  for (const [index, item] of cases.entries())
    await apiCall(`/api/cases/${item.id}/disclosure-requests`, {
      method: 'POST',
      token,
      body: { reason: reasons[index] },
    })

  const admin = await createUser('admin')
  await signIn(page, admin, '/admin/disclosures')
  await expect(page.getByRole('heading', { level: 1, name: t.disclosures })).toBeVisible()
  const rowOf = (reason: string) => page.getByRole('row').filter({ hasText: reason })
  const [first, second] = [rowOf(reasons[0]!), rowOf(reasons[1]!)]

  await first.getByRole('button', { name: t.reject }).click()
  const rejectDialog = page.getByRole('dialog')
  await rejectDialog.getByRole('textbox', { name: t.reason }).fill('Kein dienstlicher Anlass erkennbar')
  await capture(page, testInfo, 'admin-disclosure-reject')
  await rejectDialog.getByRole('button', { name: t.reject }).click()
  await expect(first.getByText(t.rejected, { exact: true })).toBeVisible()

  await second.getByRole('button', { name: t.approve }).click()
  await expect(second.getByText(t.approved, { exact: true })).toBeVisible()
  const revoke = async () => {
    await second.getByRole('button', { name: t.revoke }).click()
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
    await expect(second.getByRole('button', { name: t.reactivate })).toBeVisible()
  }
  await revoke()
  await second.getByRole('button', { name: t.reactivate }).click()
  await expect(second.getByText(t.approved, { exact: true })).toBeVisible()
  await revoke()
  await second.getByRole('button', { name: t.delete }).click()
  await capture(page, testInfo, 'admin-disclosure-delete')
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
  await expect(second).toHaveCount(0)
  await expect(first).toHaveCount(1)
})
