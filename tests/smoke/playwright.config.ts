import { defineConfig } from '@playwright/test'

/**
 * Smoke tests of the product's life cycle (scripts/test.mjs runs them as their own step): a fresh copy
 * of the working tree started with `npm run dev` / `npm start` on the embedded PostgreSQL.
 * Chromium comes from Debian; nothing is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.smoke.ts',
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? '../../test-results/smoke.json' }]],
  use: {
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
})
