import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { SUBMISSION_TEXT } from '../../src/collections/FormSubmissions/components/texts'
import { adminLogin } from './support/adminLogin'
import { openFirstRow } from './support/listRows'

/**
 * A form submission as Alpha's editor reads and answers it (issue 34: greyed "Feld: name / Wert: …" pairs under
 * the title "ID: 5"): a titled message with the form's labels, and "Antworten per E-Mail" through the tenant's mail.
 */
const editor = {
  email: (process.env.SEED_EDITOR_EMAIL_TEMPLATE || 'editor-{tenant}@example.com').replace('{tenant}', 'alpha'),
  password: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
}
const SHOTS = 'test-results/admin-tour'

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test(`an editor reads a form submission as a message and replies by e-mail (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1366, height: 1000 } })
    const page = await context.newPage()
    const text = (key: keyof typeof SUBMISSION_TEXT) => SUBMISSION_TEXT[key][language]
    await adminLogin(page, { credentials: editor })
    // A seeded submission (other specs add their own, without an e-mail address).
    await page.goto('/admin/collections/form-submissions?search=Kaya')
    // Titled by form and sender, in the list and on the page.
    const first = page.locator('table tbody tr').first().locator('a').first()
    await expect(first).toHaveText(/ – Familie Kaya$/)
    const title = (await first.textContent())!.trim()
    await openFirstRow(page, 'form-submissions')
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page).not.toHaveTitle(/ID:/)

    const message = page.locator('.submission-message')
    const sender = title.split(' – ').at(-1)!
    await expect(message.getByRole('heading', { level: 2 })).toHaveText(text('heading').replace('{sender}', sender))
    // The form's labels, the address as a link, the text with its line breaks; no raw field/value pairs.
    await expect(message.locator('dt')).toHaveText([
      'Name',
      language === 'de' ? 'E-Mail' : 'Email',
      language === 'de' ? 'Nachricht' : 'Message',
    ])
    const address = (await message.locator('dd a[href^="mailto:"]').textContent())!.trim()
    await expect(page.locator('.field-type.array', { hasText: /^(Submission data|Eingaben)/ })).toHaveCount(0)
    const axe = await new AxeBuilder({ page }).include('.submission-message').analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

    await message.getByRole('button', { name: text('reply') }).click()
    const reply = message.getByRole('group', { name: text('reply') })
    await expect(reply.getByLabel(text('subject'))).toHaveValue(/^Re: /)
    await reply.getByLabel(text('message')).fill(`Vielen Dank für Ihre Nachricht (${language}).\nWir melden uns.`)
    await page.screenshot({ path: `${SHOTS}/form-submission-${language}.png`, fullPage: true })
    await reply.getByRole('button', { name: text('send') }).click()
    await expect(page.getByText(text('sent').replace('{to}', address))).toBeVisible()
    // Recorded: the view now says when it was answered.
    await expect(message.locator('.submission-message__meta')).toContainText(text('answered').replace(' {date}', ''))
    // …and the form below shows it too, so a later save keeps it.
    await expect(page.locator('#field-response__responded')).toBeChecked()
    await context.close()
  })
}
