import path from 'node:path'
import { defineConfig } from '@playwright/test'

/**
 * The case web app in Chromium, on the production build of the case service (`next start`) with a fresh migrated
 * and seeded database (globalSetup.ts). German at desktop width and English at phone width; the page tests take
 * the other sizes themselves. Chromium comes from Debian; nothing is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(import.meta.dirname, '../../../test-results/case-app-playwright'),
  globalSetup: path.join(import.meta.dirname, 'globalSetup.ts'),
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  // No retries: a flaky test must fail loudly.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? 'test-results/case-app.json' }]],
  use: {
    baseURL: process.env.CASE_APP_URL,
    screenshot: 'only-on-failure',
    // The app honours reduced motion (Providers.tsx): no toast or modal is caught half faded by a screenshot or
    // axe's contrast check (a notification's auto-close fade once overlapped an axe run).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'de-DE', use: { locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 900 } } },
    { name: 'en-US', use: { locale: 'en-US', timezoneId: 'Europe/Berlin', viewport: { width: 390, height: 844 } } },
  ],
})
