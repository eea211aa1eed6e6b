import { mkdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

/** Where every block's screenshot lands (the CI artifact folder of the site blocks). */
export const BLOCK_SCREENSHOTS = 'test-results/blocks'

/** Console errors and uncaught exceptions of a page, collected while the test runs, each with the URL it came from. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

/** Asserts each block is visible on the page and saves its screenshot as `<block>.png`. */
export async function screenshotBlocks(page: Page, blocks: readonly string[]): Promise<void> {
  mkdirSync(BLOCK_SCREENSHOTS, { recursive: true })
  for (const block of blocks) {
    const element = page.locator(`[data-block="${block}"]`).first()
    await expect(element, `${block} block is on the page`).toBeVisible()
    await element.scrollIntoViewIfNeeded()
    await element.screenshot({ path: `${BLOCK_SCREENSHOTS}/${block}.png` })
  }
}
