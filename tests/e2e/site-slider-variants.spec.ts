import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { BLOCK_SCREENSHOTS, watchErrors } from './support/blockPage'
import {
  SLIDER_INDEX_SLUG,
  SLIDER_INDEX_TITLE,
  SLIDER_VARIANTS,
  type SliderVariant,
  heroArrowStyle,
  testimonialArrowPosition,
} from '../../src/seed/sliderVariants'

const port = Number(process.env.E2E_PORT ?? 3100)
const alpha = `http://alpha.localhost:${port}`

/** What each slider shows on its variant page in German and English. */
const CONTENT: Record<SliderVariant['blockType'], { selector: string; text: { de: RegExp; en: RegExp } }> = {
  heroSlider: { selector: '.hero-headline', text: { de: /^Folie 1$/, en: /^Slide 1$/ } },
  // The tenant's featured testimonials (seeded with the showcase).
  testimonials: { selector: '.testimonial-author', text: { de: /\S/, en: /\S/ } },
  imageSlider: { selector: '.gallery-item figcaption', text: { de: /^Bild 1$/, en: /^Image 1$/ } },
}

// One browser page for all variants and both locales: the visits share its warm caches.
test('every slider variant page renders in both locales without console errors; a screenshot each', async ({
  page,
}) => {
  test.setTimeout(SLIDER_VARIANTS.length * 2 * 5_000)
  const errors = watchErrors(page)
  mkdirSync(BLOCK_SCREENSHOTS, { recursive: true })
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${alpha}/${locale}/${SLIDER_INDEX_SLUG}`)
    await expect(page.locator('h1')).toHaveText(SLIDER_INDEX_TITLE[locale])
    await expect(page.locator(`.block-content a[href^="/${locale}/sliders-"]`)).toHaveCount(SLIDER_VARIANTS.length)
    for (const variant of SLIDER_VARIANTS) {
      await page.goto(`${alpha}/${locale}/${variant.slug}`)
      await expect(page.locator('h1'), variant.slug).toHaveText(variant.title[locale])
      const block = page.locator(`[data-block="${variant.blockType}"]`)
      const { selector, text } = CONTENT[variant.blockType]
      await expect(block.locator(selector).first(), `${variant.slug} (${locale})`).toHaveText(text[locale])
      // The arrow options take effect (issue 30: the hero's style and the testimonials' position were ignored).
      if (variant.blockType === 'heroSlider')
        await expect(block.locator('.carousel')).toHaveClass(
          new RegExp(`carousel-arrows-${heroArrowStyle(variant.index)}`),
        )
      if (variant.blockType === 'testimonials')
        await expect(block.locator('.carousel')).toHaveClass(
          new RegExp(`carousel-arrows-${testimonialArrowPosition(variant.index)}`),
        )
      await block.screenshot({ path: `${BLOCK_SCREENSHOTS}/${variant.slug}-${locale}.png` })
    }
  }
  expect(errors).toEqual([])
})
