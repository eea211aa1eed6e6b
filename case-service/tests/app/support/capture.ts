import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../test-results/case-app')

/**
 * A page as people see it: a full-page screenshot in test-results/case-app/ (named by project and step) and an
 * axe run that must find nothing. Call it once the page shows what the step is about.
 */
export async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // Mantine's transitions end before the picture and the contrast check (a modal's overlay fading in dims the
  // page behind it: axe measured half-faded colours on a loaded machine). A transition starts a frame after
  // its state changes, so the page must show none running in two frames in a row.
  await page.waitForTimeout(100)
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const still = () => document.getAnimations().every((animation) => animation.playState !== 'running')
        requestAnimationFrame(() => {
          const first = still()
          requestAnimationFrame(() => resolve(first && still()))
        })
      }),
    undefined,
    { polling: 100 },
  )
  await page.screenshot({ path: path.join(SCREENSHOTS, `${testInfo.project.name}-${name}.png`), fullPage: true })
  const axe = await new AxeBuilder({ page }).analyze()
  expect(
    axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join(' | ')}`,
    ),
  ).toEqual([])
}

/** The project's language: de-DE runs in German, en-US in English. */
export const languageOf = (testInfo: TestInfo): 'de' | 'en' => (testInfo.project.name.startsWith('de') ? 'de' : 'en')

/** The en-US project runs at phone width: there every page is captured once more at desktop width. */
export async function captureDesktopToo(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The pointer off the clicked button: the picture and the contrast check show its resting colours.
  await page.mouse.move(0, 0)
  await capture(page, testInfo, name)
  if (languageOf(testInfo) !== 'en') return
  const phone = page.viewportSize()
  await page.setViewportSize({ width: 1366, height: 900 })
  await capture(page, testInfo, `${name}-desktop`)
  if (phone) await page.setViewportSize(phone)
}

/** Nothing but the wide tables may scroll sideways: the page itself fits the phone's width. */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}
