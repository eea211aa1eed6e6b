import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  createWorkingCopy,
  descendants,
  freshTerminalEnv,
  freePort,
  http,
  isAlive,
  killTree,
  linkBuilds,
  prebuiltOutputs,
  removeWorkingCopy,
  startStack,
  waitFor,
  type Stack,
} from './stackProcess'
import { adminLogin, HOME_PAGES_LIST } from '../e2e/support/adminLogin'

/**
 * The product's first minutes on a fresh machine: a fresh copy of the working tree, no database
 * variables, `npm run dev` (embedded PostgreSQL), then restarts after Ctrl-C and after kill -9, a
 * refused second instance, and the production path (`npm run build && npm start`) on the same data.
 */
const adminEmail = 'admin@example.com'
const adminPassword = 'Admin-Demo-Passwort-2026'
const caseAdmin = { email: 'admin@fallservice.example', password: 'Fallservice-Admin-2026!' }
// next dev compiles each route on its first request: generous on 2 shared cores.
const FIRST_START_MS = 6 * 60_000
const MIXED_REQUESTS = 300

test.describe.configure({ mode: 'serial' })

let dir: string
let ports: { cms: number; case: number; pg: number }
let env: NodeJS.ProcessEnv
let running: Stack | undefined
const pageTitle = `Smoke-Test-Seite ${randomBytes(3).toString('hex')}`
const pageSlug = `smoke-${randomBytes(3).toString('hex')}`
const outsideDir = path.join(tmpdir(), `agency-smoke-outside-${randomBytes(4).toString('hex')}`)
const asRoot = process.getuid?.() === 0

test.beforeAll(async () => {
  dir = createWorkingCopy()
  ports = { cms: await freePort(), case: await freePort(), pg: await freePort() }
  env = freshTerminalEnv()
  Object.assign(env, {
    PORT: String(ports.cms),
    CASE_PORT: String(ports.case),
    EMBEDDED_PG_PORT: String(ports.pg),
    NEXT_TELEMETRY_DISABLED: '1',
    // Smaller demo data: this test is about the database's life cycle, not the seed's volume.
    SEED_CASE_COUNT: '300',
    SEED_BILLING_COUNT: '100',
    // Required by the production path (`npm start`); dev has its own defaults.
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    CMS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    CRON_SECRET: randomBytes(32).toString('hex'),
    CASE_JWT_SECRET: randomBytes(32).toString('hex'),
    CASE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // Where a root user's cluster goes when the copy's private parent keeps the server user out (the
    // default is /var/lib/agency-platform; here a directory this test removes again).
    EMBEDDED_PG_OUTSIDE_DIR: outsideDir,
  })
})

test.afterAll(async () => {
  if (running) {
    killTree(running)
    await running.exited
  }
  if (dir && process.env.SMOKE_KEEP_COPY !== 'true') {
    removeWorkingCopy(dir)
    rmSync(outsideDir, { recursive: true, force: true })
  }
})

const cms = (path: string) => `http://localhost:${ports.cms}${path}`
const caseService = (path: string) => `http://localhost:${ports.case}${path}`

async function start(script: 'dev' | 'start'): Promise<Stack> {
  const stack = startStack(dir, script, env)
  running = stack
  await waitFor(
    'CMS /admin/login answers 200',
    async () => ((await http(cms('/admin/login'))).status === 200 ? true : undefined),
    FIRST_START_MS,
    stack,
  )
  await waitFor(
    'case service /api/health answers 200',
    async () => ((await http(caseService('/api/health'))).status === 200 ? true : undefined),
    FIRST_START_MS,
    stack,
  )
  return stack
}

/** Ctrl-C in the terminal: SIGINT to the foreground process group. Everything must be gone afterwards. */
async function interrupt(stack: Stack) {
  const tree = descendants(stack.child.pid!)
  process.kill(-stack.child.pid!, 'SIGINT')
  const code = await Promise.race([stack.exited, new Promise((resolve) => setTimeout(resolve, 60_000, 'timeout'))])
  expect(code, `stopped within 60 s after Ctrl-C. Output:\n${stack.output().slice(-3000)}`).not.toBe('timeout')
  expect(tree.filter(isAlive), 'no process of the stack survives Ctrl-C').toEqual([])
  expect(stack.output()).toContain('stopping the apps, then the database')
  running = undefined
}

async function crash(stack: Stack) {
  const tree = [stack.child.pid!, ...descendants(stack.child.pid!)]
  killTree(stack)
  await stack.exited
  await waitFor(
    'every process of the killed stack is gone',
    async () => (tree.some(isAlive) ? undefined : true),
    10_000,
  )
  running = undefined
}

async function cmsToken(): Promise<string> {
  const login = await http(cms('/api/users/login'), {
    method: 'POST',
    body: { email: adminEmail, password: adminPassword },
  })
  expect(login.status, login.body).toBe(200)
  return JSON.parse(login.body).token
}

async function findSmokePage(token: string) {
  const reply = await http(cms(`/api/pages?where[slug][equals]=${pageSlug}&draft=true&depth=0`), {
    headers: { authorization: `JWT ${token}` },
  })
  expect(reply.status, reply.body).toBe(200)
  return JSON.parse(reply.body).docs as { title: string }[]
}

async function adminLoginAndPages(page: Page) {
  await adminLogin(page, {
    baseUrl: cms(''),
    credentials: { email: adminEmail, password: adminPassword },
    timeoutMs: FIRST_START_MS,
  })
  await page.goto(cms(HOME_PAGES_LIST), { timeout: FIRST_START_MS })
  await expect(page.getByText('Willkommen bei der Alpha Zahnklinik').first()).toBeVisible({ timeout: FIRST_START_MS })
}

/** The checks both modes must pass: admin UI, tenant site, case service health and login, mixed load without 5xx. */
async function serveChecks(page: Page) {
  await adminLoginAndPages(page)
  const site = await page.goto(`http://alpha.localhost:${ports.cms}/`, { timeout: FIRST_START_MS })
  expect(site?.status()).toBe(200)
  await expect(page.locator('h1').first()).toBeVisible()

  expect((await http(caseService('/api/health'))).status).toBe(200)
  const login = await http(caseService('/api/auth/login'), { method: 'POST', body: caseAdmin })
  expect(login.status, login.body).toBe(200)
  const caseToken = JSON.parse(login.body).access_token as string
  const token = await cmsToken()

  const requests: (() => Promise<{ status: number; body: string }>)[] = [
    () => http(cms('/admin/login')),
    () => http(cms('/api/health')),
    () => http(cms('/api/pages?limit=2&depth=0'), { headers: { authorization: `JWT ${token}` } }),
    () => http(cms('/api/users/me'), { headers: { authorization: `JWT ${token}` } }),
    () => http(cms('/'), { host: `alpha.localhost:${ports.cms}` }),
    () => http(cms('/'), { host: `beta.localhost:${ports.cms}` }),
    () => http(caseService('/api/health')),
    () => http(caseService('/api/openapi.json')),
    () => http(caseService('/api/cases?page_size=5'), { headers: { authorization: `Bearer ${caseToken}` } }),
    () => http(caseService('/api/auth/me'), { headers: { authorization: `Bearer ${caseToken}` } }),
  ]
  const failures: string[] = []
  let sent = 0
  // Four clients in parallel, a fixed number of requests: bounded in time and load.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent < MIXED_REQUESTS) {
        const index = sent++ % requests.length
        const reply = await requests[index]!()
        if (reply.status >= 500) failures.push(`request #${index}: ${reply.status} ${reply.body.slice(0, 200)}`)
      }
    }),
  )
  expect(sent).toBeGreaterThanOrEqual(MIXED_REQUESTS)
  expect(failures).toEqual([])
}

/** The e2e covers the blocks on `next start`; here `next dev` compiles and renders them once (both share a route). */
async function showcaseRendersInDev(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`http://alpha.localhost:${ports.cms}/de/showcase`, { timeout: FIRST_START_MS })
  await expect(page.locator('h1')).toHaveText('Alle Blöcke im Überblick')
  // Client blocks hydrated: Swiper started, the form's script attached.
  await expect(page.locator('[data-block="heroSlider"] .swiper-initialized')).toBeVisible({ timeout: FIRST_START_MS })
  await expect(page.locator('[data-block="imageSlider"] .swiper-initialized')).toBeAttached()
  await expect(page.locator('[data-block="faq"] summary').first()).toBeVisible()
  await expect(page.locator('[data-block="formBlock"] form')).toBeVisible()
  expect(errors).toEqual([])
}

test('npm run dev on a fresh copy: embedded PostgreSQL, migrated, seeded, serving both apps', async ({ page }) => {
  test.setTimeout(15 * 60_000)
  const stack = await start('dev')
  expect(stack.output()).toContain(`embedded PostgreSQL on 127.0.0.1:${ports.pg}`)
  // The copy lies under a mode-700 directory: as root the server user cannot reach it, so the cluster moved.
  if (asRoot) expect(stack.output()).toContain(`the cluster lives in ${outsideDir}`)
  expect(stack.output()).toMatch(/\[cms\] applied \d+ migration/)
  await serveChecks(page)
  await showcaseRendersInDev(page)
  const token = await cmsToken()
  const tenants = JSON.parse(
    (await http(cms('/api/tenants?where[slug][equals]=alpha&depth=0'), { headers: { authorization: `JWT ${token}` } }))
      .body,
  )
  const created = await http(cms('/api/pages'), {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: { title: pageTitle, slug: pageSlug, tenant: tenants.docs[0].id, _status: 'published' },
  })
  expect(created.status, created.body).toBe(201)
})

test('a second npm run dev exits at once with a clear message and the first keeps serving', async () => {
  const second = startStack(dir, 'dev', env)
  const code = await Promise.race([second.exited, new Promise((resolve) => setTimeout(resolve, 10_000, 'timeout'))])
  if (code === 'timeout') killTree(second)
  expect(code, second.output()).not.toBe('timeout')
  expect(code).not.toBe(0)
  expect(second.output()).toContain('Another instance is already running')
  expect(second.output()).toContain('.data/postgres')
  expect(second.output()).toMatch(/Ctrl-C in its terminal or `kill \d+`/)
  expect((await http(cms('/admin/login'))).status).toBe(200)
  expect((await http(caseService('/api/health'))).status).toBe(200)
})

// The restarts exercise the database's life cycle; with this run's builds at hand they restart through
// `npm start` (no second and third `next dev` compile), otherwise through `npm run dev`.
const prebuilt = prebuiltOutputs()
const restartScript = prebuilt ? 'start' : 'dev'

test('after Ctrl-C the next start finds the data', async () => {
  test.setTimeout(10 * 60_000)
  await interrupt(running!)
  if (prebuilt) linkBuilds(dir, prebuilt)
  const stack = await start(restartScript)
  expect(stack.output()).toContain('[cms] no pending migrations')
  expect((await findSmokePage(await cmsToken())).map((doc) => doc.title)).toEqual([pageTitle])
})

test('after kill -9 of the whole process tree the next start recovers the data', async () => {
  test.setTimeout(10 * 60_000)
  await crash(running!)
  const stack = await start(restartScript)
  expect((await findSmokePage(await cmsToken())).map((doc) => doc.title)).toEqual([pageTitle])
  await interrupt(stack)
})

test('npm run build && npm start serve the same checks on the same embedded data', async ({ page }) => {
  test.setTimeout(20 * 60_000)
  // `npm test` hands over the production builds it made for e2e and the built tests; alone, the test builds.
  if (!prebuilt) {
    const build = startStack(dir, 'build', env)
    const built = await build.exited
    expect(built, build.output().slice(-4000)).toBe(0)
  }
  await start('start')
  await serveChecks(page)
  expect((await findSmokePage(await cmsToken())).map((doc) => doc.title)).toEqual([pageTitle])
  await interrupt(running!)
})
