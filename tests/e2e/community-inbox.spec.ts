import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { startFakeYouTube, type FakeYouTube } from '../helpers/fixtures/fakeYouTube'
import { adminLogin } from './support/adminLogin'

/**
 * Issue 34's community manager in the admin's inbox (/admin/community), in German and English: connects
 * Beta's YouTube channel through the loopback Google stand-in, sees a new comment arrive live, answers one
 * with a saved reply, assigns a second with a note and archives a third. The stand-in (YOUTUBE_API_BASE_URL
 * and the Google OAuth URLs, set by scripts/test.mjs) then holds exactly that reply.
 */

const manager = {
  email: (process.env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE || 'tenant-admin-{tenant}@example.com').replace(
    '{tenant}',
    'beta',
  ),
  password: process.env.SEED_TENANT_ADMIN_PASSWORD || 'Mandant-Demo-Passwort-2026',
}
const SHOTS = 'test-results/admin-tour'
mkdirSync(SHOTS, { recursive: true })

const TEXT = {
  de: {
    connect: 'Mit YouTube verbinden',
    inbox: 'Community-Posteingang',
    sync: 'Jetzt synchronisieren',
    synced: (count: number) => `Synchronisiert: ${count} neue Interaktionen`,
    savedReply: 'Gespeicherte Antwort',
    replyText: 'Ihre Antwort',
    send: 'Antwort senden',
    assignTo: 'Zuweisen an',
    noteText: 'Neue Notiz',
    addNote: 'Notiz hinzufügen',
    status: 'Status ändern',
    archived: 'Archiviert',
    newTab: 'Neu',
    arrived: 'Neue Interaktion eingegangen',
  },
  en: {
    connect: 'Connect with YouTube',
    inbox: 'Community inbox',
    sync: 'Sync now',
    synced: (count: number) => `Synced: ${count} new interactions`,
    savedReply: 'Saved reply',
    replyText: 'Your reply',
    send: 'Send reply',
    assignTo: 'Assign to',
    noteText: 'New note',
    addNote: 'Add note',
    status: 'Change status',
    archived: 'Archived',
    newTab: 'New',
    arrived: 'New interaction arrived',
  },
}

let youtube: FakeYouTube | undefined
test.beforeAll(async () => {
  const base = process.env.YOUTUBE_API_BASE_URL
  test.skip(!base?.startsWith('http://127.0.0.1'), 'needs the loopback Google stand-in (scripts/test.mjs)')
  youtube = await startFakeYouTube({
    port: Number(new URL(base!).port),
    channelId: 'UC-beta-channel',
    channelTitle: 'Beta Studio',
    // A worker restarted after a failure starts a new stand-in: its comments must not reuse the stored ids.
    threadPrefix: `Ug${Date.now()}-`,
  })
})
test.afterAll(async () => {
  await youtube?.close()
})

/** Same-origin API calls of the signed-in admin (Payload accepts the session cookie only with its origin). */
async function api(page: Page, method: 'get' | 'post', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin
  const response = await page.request[method](path, { headers: { origin }, ...(data ? { data } : {}) })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

async function noAxeViolations(page: Page) {
  // The inbox's own markup (Payload's chrome around it is Payload's).
  const axe = await new AxeBuilder({ page }).include('.community-inbox').analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
}

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test(`community manager works the inbox (${locale})`, async ({ page }) => {
      test.setTimeout(5 * 60_000)
      const t = TEXT[language]
      const fake = youtube!
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.setViewportSize({ width: 1366, height: 900 })
      await adminLogin(page, { credentials: manager })

      // Connect the channel: Google's consent (the stand-in agrees) leads back to the account's edit view.
      await page.goto('/admin/collections/social-accounts')
      await page.getByRole('link', { name: t.connect }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/social-accounts\/\d+$/)
      await expect(page.locator('#field-name')).toHaveValue('Beta Studio')
      await page.screenshot({ path: `${SHOTS}/community-account-${language}.png`, fullPage: true })
      // This account alone, from its own view: the sidebar's button syncs it and says how many comments came in.
      await page.getByRole('button', { name: t.sync }).click()
      await expect(page.getByText(new RegExp(`^${t.synced(0).replace('0', '\\d+')}$`))).toBeVisible()

      // A saved reply of Beta's (templates are the manager's to write).
      const [beta] = (await api(page, 'get', '/api/tenants?where[slug][equals]=beta&depth=0')).docs
      const templateName = `Danke ${language}`
      await api(page, 'post', '/api/community-templates', {
        tenant: beta.id,
        name: templateName,
        body: 'Danke, {{author}}! Schön, dass Ihnen {{video}} gefällt.',
      })

      const tag = `${language}-${Date.now()}`
      const added = fake.addThreads(3, {
        videoId: `video-${tag}`,
        text: (i) => [`Großartiges Video ${tag}`, `Eine Frage ${tag}`, `Alter Kommentar ${tag}`][i]!,
        author: (i) => [`Anna ${tag}`, `Ben ${tag}`, `Cem ${tag}`][i]!,
      })
      const byAuthor = (name: string) => added.find((thread) => thread.top.snippet.authorDisplayName === name)!
      const [answered, assigned, archived] = [byAuthor(`Anna ${tag}`), byAuthor(`Ben ${tag}`), byAuthor(`Cem ${tag}`)]

      await page.goto('/admin/community')
      await expect(page.getByRole('heading', { name: t.inbox, level: 1 })).toBeVisible()
      // The live stream is open before anything changes (it reports what changes from then on).
      await expect(page.locator('.community-inbox__live.is-live')).toBeVisible()
      const [synced] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/community/sync-comments')),
        page.getByRole('button', { name: t.sync }).click(),
      ])
      // The three new comments; in the second language's run maybe also the reply the first one sent (it comes
      // back from YouTube as the channel owner's comment, unless the scheduled sync fetched it already).
      const [result] = (await synced.json()).accounts
      expect(result.status).toBe('ok')
      const created = result.created as number
      expect(created).toBeGreaterThanOrEqual(3)
      expect(created).toBeLessThanOrEqual(3 + fake.posted.length)
      await expect(page.getByText(t.synced(created))).toBeVisible()
      const list = page.locator('.community-inbox__list')
      for (const thread of [answered, assigned, archived])
        await expect(list.getByText(thread!.top.snippet.textOriginal)).toBeVisible()
      const arrivals = page.getByTestId('inbox-arrivals')
      await expect(arrivals).toHaveText(new RegExp(`${t.arrived} \\(${created}\\)$`))

      // Live: a comment synced elsewhere appears without a reload, and the nav badge counts it.
      const badge = page.getByTestId('community-unread')
      const before = Number(await badge.textContent())
      const [live] = fake.addThreads(1, { videoId: `video-${tag}`, text: () => `Live-Kommentar ${tag}` })
      await api(page, 'post', '/api/community/sync-comments', {})
      await expect(list.getByText(live!.top.snippet.textOriginal)).toBeVisible()
      await expect(arrivals).toHaveText(new RegExp(`${t.arrived} \\(${created + 1}\\)$`))
      await expect(badge).toHaveText(String(before + 1))

      // Answer with the saved reply: select the comment, choose the reply, send (3 clicks).
      await list.getByRole('button', { name: new RegExp(answered!.top.snippet.textOriginal) }).click()
      const pane = page.locator('.community-inbox__pane')
      await expect(pane.getByText(`Video video-${tag}`).first()).toBeVisible()
      // The video's still, loaded from the (stand-in) image host.
      const still = pane.locator('.community-inbox__video img')
      await expect(still).toHaveAttribute('src', new RegExp(`/ytimg/vi/video-${tag}/mqdefault\\.jpg$`))
      await expect.poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320)
      await pane.getByLabel(t.savedReply).selectOption({ label: templateName })
      const expected = `Danke, Anna ${tag}! Schön, dass Ihnen Video video-${tag} gefällt.`
      await expect(pane.getByLabel(t.replyText)).toHaveValue(expected)
      await page.screenshot({ path: `${SHOTS}/community-inbox-${language}.png`, fullPage: true })
      await pane.getByRole('button', { name: t.send }).click()
      await expect
        .poll(() => fake.posted.filter((post) => post.parentId === answered!.id))
        .toEqual([{ parentId: answered!.id, text: expected }])
      await expect(pane.locator('.community-inbox__thread')).toContainText(expected)

      // Assign the second to the editor, with a note.
      await list.getByRole('button', { name: new RegExp(assigned!.top.snippet.textOriginal) }).click()
      await pane.getByLabel(t.assignTo).selectOption({ label: 'Editor Beta Fotostudio' })
      await expect(pane.getByLabel(t.assignTo)).toHaveValue(/\d+/)
      const note = `Bitte bis Freitag beantworten (${tag})`
      await pane.getByLabel(t.noteText).fill(note)
      await pane.getByRole('button', { name: t.addNote }).click()
      await expect(pane.locator('.community-inbox__notes li')).toContainText(note)

      // Archive the third with the keyboard.
      await list.getByRole('button', { name: new RegExp(archived!.top.snippet.textOriginal) }).click()
      await page.keyboard.press('e')
      await expect(pane.getByLabel(t.status)).toHaveValue('archived')
      await page.getByRole('button', { name: new RegExp(`^${t.newTab}`) }).click()
      await expect(list.getByText(archived!.top.snippet.textOriginal)).toHaveCount(0)
      await expect(list.getByText(live!.top.snippet.textOriginal)).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/community-inbox-new-${language}.png`, fullPage: true })
      await noAxeViolations(page)

      // Only that reply went to the platform.
      expect(fake.posted.filter((post) => [assigned!.id, archived!.id, live!.id].includes(post.parentId))).toEqual([])

      // On a phone the list comes first, the conversation below it.
      await page.setViewportSize({ width: 390, height: 844 })
      await list.getByRole('button', { name: new RegExp(live!.top.snippet.textOriginal) }).click()
      await expect(pane).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/community-inbox-phone-${language}.png`, fullPage: true })
      await noAxeViolations(page)
      expect(errors).toEqual([])
    })
  })
}
