/**
 * Issue 33: the first-load JavaScript of every page of the case web app (gzip, as a browser loads it), against its
 * 250 KB budget, on the production build; next to it, as the baseline measured in the same run, the part every page
 * shares (Next's and React's runtime, build-manifest rootMainFiles), and the ratio page ÷ runtime. The pages are
 * read from the build's app-paths manifest, so a new page is measured without touching this file. Exits 1 when a
 * page is over budget.
 *
 *   cd case-service && npx tsx bench/webApp.bench.ts [--skip-build]     (or: npm run bench)
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import postgres from 'postgres'
import { firstLoadJs } from '@agency-platform/runtime/firstLoadJs'
import { freePort, root, run, startGroup, stopGroup, waitUntilHealthy } from '@agency-platform/runtime/processes'

const BUDGET = 250 * 1024
const DIST_DIR = '.next-bench-app'
const caseServiceDir = path.join(root, 'case-service')
const distPath = path.join(caseServiceDir, DIST_DIR)
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Every page route of the build (`/cases/[id]` with a made-up id: the page renders before it asks the API). */
function pageRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distPath, 'server/app-paths-manifest.json'), 'utf8'))
  return Object.keys(manifest)
    .filter((key) => key.endsWith('/page') && !key.startsWith('/_'))
    .map((key) => key.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/')
    .map((route) => route.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000'))
    .sort()
}

function sharedRuntime(): number {
  const manifest = JSON.parse(readFileSync(path.join(distPath, 'build-manifest.json'), 'utf8'))
  const files = [...new Set<string>(manifest.rootMainFiles ?? [])].filter((file) => file.endsWith('.js'))
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distPath, file))).length, 0)
}

async function main() {
  if (!process.argv.includes('--skip-build'))
    await run('npm', ['run', 'build'], { cwd: caseServiceDir, env: { ...process.env, NEXT_DIST_DIR: DIST_DIR } })
  const database = `bench_app_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${database}"`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = startGroup({
    command: process.execPath,
    args: [
      path.join(root, 'scripts/nextServer.mjs'),
      '--mode',
      'start',
      '--dir',
      'case-service',
      '--port',
      String(port),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      CASE_DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString(),
      CASE_JWT_SECRET: randomBytes(32).toString('hex'),
      CASE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      VERSICHERUNG_FILTER: 'AOK-NORD',
    },
  })
  let over = 0
  try {
    await waitUntilHealthy(base, { timeoutMs: 90_000, server })
    const runtime = sharedRuntime()
    console.info(`baseline: JS every page shares (Next + React runtime)  ${kb(runtime)} gzip`)
    console.info(`budget: ${kb(BUDGET)} gzip per page (issue 33)\n`)
    for (const route of pageRoutes()) {
      const { gzip, scripts } = await firstLoadJs(base, route)
      const verdict = gzip <= BUDGET ? 'OK' : 'OVER BUDGET'
      if (gzip > BUDGET) over += 1
      console.info(
        `${route.padEnd(58)} ${kb(gzip).padStart(9)} gzip  ${(gzip / runtime).toFixed(2)}× runtime  ${String(scripts.length).padStart(2)} files  ${verdict}`,
      )
    }
  } finally {
    await stopGroup(server, { timeoutMs: 5_000 })
    await admin.unsafe(`drop database if exists "${database}" with (force)`)
    await admin.end()
  }
  if (over > 0) {
    console.error(`\n${over} page(s) over the first-load budget`)
    process.exitCode = 1
  }
}

await main()
