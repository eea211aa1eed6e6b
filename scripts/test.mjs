// `npm test`: the whole suite — vitest (unit + int) and Playwright e2e against a production build —
// ending with one plain summary line `N passed, M failed, K skipped` (CI reads that line).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { loadDotEnv, root, run, supervise } from './processes.mjs'

loadDotEnv()
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const skipE2e = process.env.SKIP_E2E === 'true'

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

async function step(label, fn) {
  try {
    await fn()
  } catch (error) {
    console.error(`\n[test] ${label}: ${error.message}`)
    return false
  }
  return true
}

// 0. Static checks, each counted as one test: types of both apps and lint.
for (const [label, command, args] of [
  ['typecheck (CMS)', 'npx', ['tsc', '--noEmit']],
  ['typecheck (case service)', 'npx', ['tsc', '--noEmit', '-p', 'case-service']],
  ['lint', 'npx', ['eslint', '.']],
]) {
  if (process.env.SKIP_STATIC_CHECKS === 'true') break
  const ok = await step(label, () => run(command, args, { label }))
  if (ok) totals.passed += 1
  else totals.failed += 1
}

// 1. vitest: unit + integration (each int file gets its own database; see tests/setup).
const vitestJson = path.join(results, 'vitest.json')
rmSync(vitestJson, { force: true })
const skipVitest = process.env.SKIP_VITEST === 'true'
if (!skipVitest) {
  await step('vitest', () =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { label: 'vitest' }),
  )
}
const vitest = readJson(vitestJson)
if (skipVitest) {
  console.info('[test] SKIP_VITEST=true: vitest skipped')
} else if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
  // A file that crashed before running its tests counts as a failure too.
  totals.failed += vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length
} else {
  totals.failed += 1
}

// 2. Playwright e2e on `next build` + `next start`, on a fresh migrated and seeded database.
if (skipE2e) {
  console.info('[test] SKIP_E2E=true: e2e skipped')
} else if (!existsSync(chromium)) {
  console.error(`[test] Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`)
  totals.failed += 1
} else {
  const tag = randomBytes(4).toString('hex')
  const port = process.env.E2E_PORT || String(await freePort())
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_PORT: port, NEXT_DIST_DIR: '.next-e2e', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex') }
  delete env.NODE_ENV
  const serverUrl = process.env.TEST_DATABASE_URL
  let dropDatabase = async () => {}
  if (serverUrl) {
    const { default: postgres } = await import('postgres')
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    const name = `e2e_cms_${tag}`
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  } else {
    delete env.DATABASE_URL
    env.CMS_EMBEDDED_DATA_DIR = path.join(root, `.data/e2e-cms-${tag}`)
    dropDatabase = async () => rmSync(env.CMS_EMBEDDED_DATA_DIR, { recursive: true, force: true })
  }
  const playwrightJson = path.join(results, 'playwright.json')
  rmSync(playwrightJson, { force: true })
  let server
  const ready =
    (await step('e2e database', async () => {
      await run('npx', ['payload', 'migrate'], { env, label: 'e2e migrate' })
      await run('npx', ['payload', 'run', 'src/seed/index.ts'], { env, label: 'e2e seed' })
    })) &&
    (await step('next build', () => run('npx', ['next', 'build'], { env, label: 'next build' })))
  if (ready) {
    ;[server] = supervise([{ command: 'npx', args: ['next', 'start', '-p', port], env }])
    await step('playwright', async () => {
      await waitForHttp(`http://localhost:${port}/api/health`, 120_000)
      await run('npx', ['playwright', 'test'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT: playwrightJson }, label: 'playwright' })
    })
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  await dropDatabase().catch(() => {})
  const playwright = readJson(playwrightJson)
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky
    totals.failed += playwright.stats.unexpected
    totals.skipped += playwright.stats.skipped
  } else {
    totals.failed += 1
  }
}

/** A port nothing listens on, so a leftover server can never answer for the one under test. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}

console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
