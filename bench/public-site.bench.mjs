/* global process, console, fetch, setTimeout, URL, Buffer */
// Public tenant site on the production build: page throughput against a static file from the same
// `next start` (autocannon, same run), and the first-load JavaScript of a page without interactive
// blocks (the home page) against the showcase page. Builds into its own dist dir on a fresh,
// migrated and seeded database; `--skip-build` reuses an existing `.next-bench-site`.
// BENCH_BASE_URL=http://127.0.0.1:<port> measures an already running, seeded `next start` instead.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { freePort, loadDotEnv, run, startGroup, stopGroup } from '../scripts/processes.mjs'

loadDotEnv()
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const seconds = Number(process.env.BENCH_SECONDS || (process.argv.includes('--quick') ? 5 : 10))
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const GOAL = 0.3
const host = 'alpha.localhost'

async function measure(base) {
  const home = await firstLoadJs(base, '/de')
  const showcase = await firstLoadJs(base, '/de/showcase')
  const staticPath = home.scripts[0]
  if (!staticPath) throw new Error('the home page references no /_next/static script')

  // Warm-up fills the page cache (first render), then both targets are measured the same way.
  await load(base, '/de', 2)
  const page = await load(base, '/de', seconds)
  const file = await load(base, staticPath, seconds)
  const ratio = page.requests.average / file.requests.average

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.info(`public page /de          ${page.requests.average.toFixed(0)} req/s (p50 ${page.latency.p50} ms, p99 ${page.latency.p99} ms, ${page.non2xx} non-2xx)`)
  console.info(`static file ${staticPath}  ${file.requests.average.toFixed(0)} req/s (p50 ${file.latency.p50} ms)`)
  console.info(`ratio page/static        ${ratio.toFixed(2)}x (goal >= ${GOAL}x) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`)
  console.info(`first-load JS /de (no interactive blocks)  ${kb(home.gzip)} gzip, ${kb(home.raw)} raw, ${home.scripts.length} files`)
  console.info(`first-load JS /de/showcase                 ${kb(showcase.gzip)} gzip, ${kb(showcase.raw)} raw, ${showcase.scripts.length} files`)
  if (page.non2xx > 0) throw new Error('the public page answered errors under load')
}

if (process.env.BENCH_BASE_URL) {
  await measure(process.env.BENCH_BASE_URL)
} else {
  const name = `bench_site_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const env = {
    ...process.env,
    DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    NEXT_DIST_DIR: '.next-bench-site',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    CMS_ENCRYPTION_KEY: process.env.CMS_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
    CRON_SECRET: process.env.CRON_SECRET || randomBytes(32).toString('hex'),
  }
  delete env.NODE_ENV
  let server
  try {
    await run('npx', ['payload', 'migrate'], { env, label: 'bench migrate' })
    await run('npx', ['payload', 'run', 'src/seed/index.ts'], { env, label: 'bench seed' })
    if (!process.argv.includes('--skip-build')) await run('npx', ['next', 'build'], { env, label: 'bench build' })
    const port = await freePort()
    server = startGroup({ command: 'npx', args: ['next', 'start', '-p', String(port)], env })
    const base = `http://127.0.0.1:${port}`
    await waitFor(`${base}/api/health`)
    await measure(base)
  } finally {
    if (server) await stopGroup(server)
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
}

function load(base, path, duration) {
  return autocannon({ url: `${base}${path}`, connections, duration, headers: { host } })
}

/** The JavaScript a first visit loads: every /_next/static script the HTML references, summed (gzip as served compressed). */
async function firstLoadJs(base, path) {
  const html = (await get(`${base}${path}`, { host })).toString('utf8')
  // Script tags and the chunks the RSC payload loads for client components (the interactive blocks).
  const scripts = [...new Set([...html.matchAll(/\/_next\/static\/[\w\-./]+?\.js/g)].map((match) => match[0]))]
  let raw = 0
  let gzip = 0
  for (const script of scripts) {
    const body = await get(`${base}${script}`)
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { scripts, raw, gzip }
}

/** GET with node:http: fetch() drops a custom Host header, and the tenant is chosen by it. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`))))
      })
      .on('error', reject)
  })
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}
