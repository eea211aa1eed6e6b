import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { layoutBlocks } from '../../src/blocks'
import { BLOCK_GROUPS } from '../../src/blocks/shared/blockGroups'
import { blockThumbnailUrl } from '../../src/blocks/shared/blockThumbnail'
import { adminLogin } from './support/adminLogin'

/**
 * The block picker of a page's layout (issue 34: every block showed the same grey placeholder), as Alpha's
 * editor in German and English: the seven groups, and a thumbnail of its own for every block, drawn in the
 * admin's language by GET /api/block-thumbnails/:slug.
 */

const editorAlpha = {
  email: (process.env.SEED_EDITOR_EMAIL_TEMPLATE || 'editor-{tenant}@example.com').replace('{tenant}', 'alpha'),
  password: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
}

const SHOTS = 'test-results/admin-tour'
mkdirSync(SHOTS, { recursive: true })

const heroSlider = layoutBlocks.find(({ slug }) => slug === 'heroSlider')!

test('the thumbnail endpoint refuses anonymous callers and answers unknown blocks with 404', async ({
  page,
  request,
}) => {
  const anonymous = await request.get(blockThumbnailUrl('heroSlider'))
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toEqual({ errors: [{ message: expect.any(String) }] })

  await adminLogin(page, { credentials: editorAlpha })
  const origin = new URL(page.url()).origin
  const unknown = await page.request.get(blockThumbnailUrl('noSuchBlock'), { headers: { origin } })
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual({ errors: [{ message: expect.any(String) }] })
})

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`block picker in ${locale}`, () => {
    test.use({ locale })

    test(`groups the blocks and shows each one's thumbnail (${locale})`, async ({ page }) => {
      await adminLogin(page, { credentials: editorAlpha })
      const origin = new URL(page.url()).origin

      // The thumbnail is the admin's language's, and only the user's browser may keep it.
      const thumbnail = await page.request.get(blockThumbnailUrl('heroSlider'), {
        headers: { origin, 'accept-language': locale },
      })
      expect(thumbnail.status()).toBe(200)
      expect(thumbnail.headers()['content-type']).toContain('image/svg+xml')
      expect(thumbnail.headers()['cache-control']).toBe('private, max-age=3600')
      expect(thumbnail.headers()['vary']).toContain('Cookie')
      const svg = await thumbnail.text()
      expect(svg).toContain(heroSlider.labels.singular[language])
      expect(svg).toContain(heroSlider.custom.description[language].split(' ').slice(0, 3).join(' '))

      await page.goto('/admin/collections/pages/create', { waitUntil: 'networkidle' })
      await page.locator('.blocks-field__drawer-toggler').first().click()
      const drawer = page.locator('.blocks-drawer__blocks-wrapper')
      await expect(drawer).toBeVisible()

      await expect(drawer.locator('.blocks-drawer__block-group-label')).toHaveText(
        Object.values(BLOCK_GROUPS).map((group) => group[language]),
      )
      // No block is left outside the groups, none shows Payload's placeholder graphic.
      await expect(drawer.locator('.blocks-drawer__block-group-none .blocks-drawer__block')).toHaveCount(0)
      const cards = drawer.locator('.blocks-drawer__block')
      await expect(cards).toHaveCount(layoutBlocks.length)
      await expect(drawer.locator('.blocks-drawer__default-image svg')).toHaveCount(0)

      const images = drawer.locator('.blocks-drawer__default-image img')
      await expect(images).toHaveCount(layoutBlocks.length)
      for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          images.evaluateAll((nodes) =>
            (nodes as HTMLImageElement[])
              .filter((img) => !img.complete || img.naturalWidth === 0)
              .map((img) => img.getAttribute('src')),
          ),
        )
        .toEqual([])
      const sources = await images.evaluateAll((nodes) => nodes.map((img) => img.getAttribute('src')))
      expect(new Set(sources).size).toBe(layoutBlocks.length)

      // Tall enough for the whole drawer: a full-page screenshot does not scroll the drawer's own overflow.
      await page.setViewportSize({ width: 1280, height: 3000 })
      await page.screenshot({ path: `${SHOTS}/block-picker-${language}.png`, fullPage: true })
    })
  })
}
