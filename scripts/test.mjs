// `npm test`: the whole suite — vitest (unit + int), Playwright e2e against a production build, and
// the smoke tests of `npm run dev`/`npm start` on a fresh copy — ending with one plain summary line
// `N passed, M failed, K skipped` (CI reads that line).
// Without TEST_DATABASE_URL the suite runs on an embedded PostgreSQL (.data/test-postgres, free port).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { InstanceRunningError, startOwnedPostgres } from '@agency-platform/runtime/instanceLock'
import { migrateCms, runCmsScript } from '@agency-platform/runtime/prepareDatabases'
import { freePort, loadDotEnv, root, run, startGroup, stopGroup } from '@agency-platform/runtime/processes'
import { startTileServer } from './tileServer.mjs'

loadDotEnv()
let embedded
if (!process.env.TEST_DATABASE_URL) {
  try {
    embedded = await startOwnedPostgres({
      dataDir: path.join(root, '.data/test-postgres'),
      port: await freePort(),
      label: 'npm test',
    })
  } catch (error) {
    if (!(error instanceof InstanceRunningError)) throw error
    console.error(`[test] ${error.message}`)
    process.exit(1)
  }
  process.env.TEST_DATABASE_URL = embedded.urlFor('postgres')
  console.info(
    `[test] TEST_DATABASE_URL unset: embedded PostgreSQL on 127.0.0.1:${embedded.port} (.data/test-postgres)`,
  )
  const stopOnSignal = () => embedded.stop().finally(() => process.exit(130))
  process.on('SIGINT', stopOnSignal)
  process.on('SIGTERM', stopOnSignal)
}
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
// What failed, printed just above the totals: CI keeps only the end of the log.
const failures = []
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const skipE2e = process.env.SKIP_E2E === 'true'

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Adds a Playwright JSON report's counts to the totals; a missing report is one failure. */
function countPlaywright(file) {
  const report = readJson(file)
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky
    totals.failed += report.stats.unexpected
    totals.skipped += report.stats.skipped
    failures.push(...unexpectedSpecs(report.suites ?? []))
  } else {
    totals.failed += 1
    failures.push(`${path.basename(file)}: no report`)
  }
}

/** The titles of a Playwright report's specs whose outcome was unexpected, each with the start of its error. */
function unexpectedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.flatMap((result) => result.errors ?? [])[0]
          return `${spec.file}:${spec.line} ${spec.title}${errorLines(error?.message)}`
        }),
    ),
    ...unexpectedSpecs(suite.suites ?? []),
  ])
}

/** The first lines of an error message, indented under the failure (CI keeps only the log's end). */
function errorLines(message) {
  if (!message) return ''
  // eslint-disable-next-line no-control-regex -- Playwright colours its messages
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  const lines = plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 12)
  return `\n${lines.map((line) => `      ${line.slice(0, 300)}`).join('\n')}`
}

/** Adds a vitest JSON report's counts to the totals; a missing report is one failure. */
function countVitest(file) {
  const report = readJson(file)
  if (!report) {
    totals.failed += 1
    failures.push(`${path.basename(file)}: no report`)
    return
  }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  // A file that crashed before running its tests counts as a failure too.
  for (const entry of report.testResults) {
    const file = path.relative(root, entry.name)
    if (entry.status === 'failed' && entry.assertionResults.length === 0) {
      totals.failed += 1
      failures.push(`${file}: ${entry.message?.split('\n')[0] ?? 'crashed'}`)
    }
    for (const test of entry.assertionResults)
      if (test.status === 'failed') failures.push(`${file} ${test.fullName}${errorLines(test.failureMessages?.[0])}`)
  }
}

// Each step prints its duration so a slow CI run shows where the time went.
async function step(label, fn) {
  const started = Date.now()
  try {
    await fn()
  } catch (error) {
    console.error(`\n[test] ${label}: ${error.message}`)
    return false
  } finally {
    console.info(`[test] ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  return true
}

// 0. Static checks, each counted as one test: types of both apps, lint and formatting. Each is single-threaded and
// independent of the others, so they run side by side on the machine's cores.
if (process.env.SKIP_STATIC_CHECKS !== 'true') {
  const checks = [
    ['typecheck (CMS)', 'npx', ['tsc', '--noEmit']],
    ['typecheck (case service)', 'npx', ['tsc', '--noEmit', '-p', 'case-service']],
    ['lint', 'npx', ['eslint', '.']],
    ['format', 'npx', ['prettier', '--check', '.']],
  ]
  const outcomes = await Promise.all(
    checks.map(([label, command, args]) => step(label, () => run(command, args, { label }))),
  )
  outcomes.forEach((ok, index) => {
    if (ok) totals.passed += 1
    else {
      totals.failed += 1
      failures.push(checks[index][0])
    }
  })
}

// 1. vitest: unit + integration + the built case service (each int file gets its own database; see
// tests/setup). The scale-out project runs in step 3, on the e2e build.
const vitestJson = path.join(results, 'vitest.json')
rmSync(vitestJson, { force: true })
const skipVitest = process.env.SKIP_VITEST === 'true'
if (!skipVitest) {
  await step('vitest', () =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'unit',
        '--project',
        'int',
        '--project',
        'built',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson}`,
      ],
      {
        // The built case service stays for the scale-out step (step 3), which removes it.
        env: { ...process.env, BUILT_TESTS_KEEP_BUILD: 'true' },
        label: 'vitest',
      },
    ),
  )
}
if (skipVitest) console.info('[test] SKIP_VITEST=true: vitest skipped')
else countVitest(vitestJson)

// The case service built by step 1's `built` project (reused by the scale-out and smoke steps).
const caseBuildDir = path.join(root, 'case-service', process.env.BUILT_TESTS_DIST_DIR ?? '.next-built-tests')

// 2. Playwright e2e on `next build` + `next start`, on a fresh migrated and seeded database.
// Set once this run has built the CMS into .next-e2e (the scale-out step reuses that build).
let e2eBuilt = false
if (skipE2e) {
  console.info('[test] SKIP_E2E=true: e2e skipped')
} else if (!existsSync(chromium)) {
  console.error(
    `[test] Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
  )
  totals.failed += 1
  failures.push('e2e: no Chromium')
} else {
  const tag = randomBytes(4).toString('hex')
  const port = process.env.E2E_PORT || String(await freePort())
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_PORT: port,
    NEXT_DIST_DIR: '.next-e2e',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    CMS_ENCRYPTION_KEY: process.env.CMS_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
    CRON_SECRET: process.env.CRON_SECRET || randomBytes(32).toString('hex'),
  }
  delete env.NODE_ENV
  // Every spec logs in from 127.0.0.1: the per-address login limit (20 a minute by default, its own attack test
  // in tests/int/attack-login-lockout.test.ts) would refuse the suite's own logins.
  env.CMS_LOGIN_ATTEMPTS_PER_MINUTE ??= '600'
  // Google's OAuth and the YouTube API: a loopback stand-in the community inbox spec starts on this port.
  const googleFake = `http://127.0.0.1:${await freePort()}`
  Object.assign(env, {
    GOOGLE_OAUTH_AUTHORIZE_URL: `${googleFake}/google/authorize`,
    GOOGLE_OAUTH_TOKEN_URL: `${googleFake}/google/token`,
    YOUTUBE_API_BASE_URL: `${googleFake}/youtube/v3`,
    YOUTUBE_THUMBNAIL_BASE_URL: `${googleFake}/ytimg`,
    GOOGLE_OAUTH_CLIENT_ID: 'e2e-client',
    GOOGLE_OAUTH_CLIENT_SECRET: randomBytes(16).toString('hex'),
    COMMUNITY_STREAM_POLL_MS: '1000',
  })
  const { default: postgres } = await import('postgres')
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  const name = `e2e_cms_${tag}`
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.pathname = `/${name}`
  env.DATABASE_URL = url.toString()
  const dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
  const playwrightJson = path.join(results, 'playwright.json')
  rmSync(playwrightJson, { force: true })
  let server
  const ready =
    (await step('e2e database', async () => {
      await migrateCms(env)
      await runCmsScript('src/seed/index.ts', { env, label: 'e2e seed' })
    })) &&
    // E2E_REUSE_BUILD=true keeps an existing .next-e2e while specs change (a local loop; never set in CI).
    (process.env.E2E_REUSE_BUILD === 'true' && existsSync(path.join(root, '.next-e2e', 'BUILD_ID'))
      ? true
      : await step('next build', () => run('npx', ['next', 'build'], { env, label: 'next build' })))
  e2eBuilt = ready
  if (ready) {
    // The map block's tiles come from a loopback server (no outside network); the specs read MAP_TILE_URL too.
    const tiles = await startTileServer()
    env.MAP_TILE_URL = tiles.url
    server = startGroup({
      command: process.execPath,
      args: ['scripts/nextServer.mjs', '--mode', 'start', '--dir', '.', '--port', port],
      env,
    })
    await step('playwright', async () => {
      await waitForHttp(`http://localhost:${port}/api/health`, 120_000)
      // E2E_SPECS narrows a local run to some spec files (never set in CI).
      const specs = (process.env.E2E_SPECS ?? '').split(/\s+/).filter(Boolean)
      await run('npx', ['playwright', 'test', ...specs], {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT: playwrightJson },
        label: 'playwright',
      })
    })
    await stopGroup(server)
    await tiles.close()
  }
  await dropDatabase().catch(() => {})
  countPlaywright(playwrightJson)
}

// 2b. The case web app in Chromium (case-service/tests/app): the case service's production build from step 1
// (or its own build when vitest was skipped) on a fresh seeded database.
if (skipE2e || process.env.SKIP_CASE_APP === 'true') {
  console.info('[test] SKIP_E2E or SKIP_CASE_APP: case app skipped')
} else if (existsSync(chromium)) {
  const caseAppJson = path.join(results, 'case-app.json')
  rmSync(caseAppJson, { force: true })
  const reuse = existsSync(path.join(caseBuildDir, 'BUILD_ID'))
    ? { CASE_APP_DIST_DIR: path.basename(caseBuildDir) }
    : {}
  const specs = (process.env.CASE_APP_SPECS ?? '').split(/\s+/).filter(Boolean)
  await step('case app', () =>
    run('npx', ['playwright', 'test', '-c', 'case-service/tests/app/playwright.config.ts', ...specs], {
      env: { ...process.env, ...reuse, PLAYWRIGHT_JSON_OUTPUT: caseAppJson },
      label: 'case app',
    }),
  )
  countPlaywright(caseAppJson)
}

// 3. Scale-out (issue 18, tests/scaleout): two production instances of each app behind one proxy with
// files on s3rver, and one of each on the local disk. Reuses the e2e build of the CMS when there is one
// (tests/scaleout/builds.ts builds what is missing). SKIP_SCALEOUT=true leaves it out.
if (process.env.SKIP_SCALEOUT === 'true') {
  console.info('[test] SKIP_SCALEOUT=true: scale-out tests skipped')
} else {
  const scaleOutJson = path.join(results, 'scaleout.json')
  rmSync(scaleOutJson, { force: true })
  // Without this run's e2e build, tests/scaleout/builds.ts builds the CMS itself (never a stale .next-e2e).
  const cmsBuild = e2eBuilt ? { SCALEOUT_CMS_DIST_DIR: '.next-e2e' } : {}
  // Likewise the case service built by step 1's `built` project.
  const caseBuild =
    !skipVitest && existsSync(path.join(caseBuildDir, 'BUILD_ID'))
      ? { SCALEOUT_CASE_DIST_DIR: path.basename(caseBuildDir) }
      : {}
  await step('scale-out', () =>
    run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'scaleout',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${scaleOutJson}`,
      ],
      {
        env: { ...process.env, ...cmsBuild, ...caseBuild },
        label: 'scale-out',
      },
    ),
  )
  countVitest(scaleOutJson)
}

// 4. Smoke: `npm run dev`, restarts, a refused second instance and `npm run build && npm start` on a
// fresh copy of the working tree with no database variables (tests/smoke). SKIP_SMOKE=true leaves it out.
if (process.env.SKIP_SMOKE === 'true') {
  console.info('[test] SKIP_SMOKE=true: smoke tests skipped')
} else if (existsSync(chromium)) {
  const smokeJson = path.join(results, 'smoke.json')
  rmSync(smokeJson, { force: true })
  // This run's production builds of both apps: `npm start` in the fresh copy serves them (tests/smoke).
  const builds =
    e2eBuilt && !skipVitest ? { SMOKE_CMS_BUILD: path.join(root, '.next-e2e'), SMOKE_CASE_BUILD: caseBuildDir } : {}
  await step('smoke', () =>
    run('npx', ['playwright', 'test', '-c', 'tests/smoke/playwright.config.ts'], {
      env: { ...process.env, ...builds, PLAYWRIGHT_JSON_OUTPUT: smokeJson },
      label: 'smoke',
    }),
  )
  countPlaywright(smokeJson)
}
if (!skipVitest && process.env.BUILT_TESTS_REUSE_BUILD !== 'true')
  rmSync(caseBuildDir, { recursive: true, force: true })

await embedded?.stop()

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

if (failures.length > 0) console.info(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`)
console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
