/* global process, fetch, setTimeout, URL */
// What the public-site benches share: a fresh, migrated and seeded database, the production build in
// `.next-bench-site` (`--skip-build` reuses an existing one) and `next start` servers on it.
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import postgres from 'postgres'
import { migrateCms, runCmsScript } from '@agency-platform/runtime/prepareDatabases'
import { freePort, loadDotEnv, run, startGroup, stopGroup } from '@agency-platform/runtime/processes'

export const BENCH_DIST_DIR = '.next-bench-site'

/**
 * Runs `measure(start)` on a seeded database and a build of the CMS, then drops the database and stops
 * every server `start(extraEnv)` started. `start` answers the server's base URL and process group id.
 */
export async function withSiteBench(measure) {
  loadDotEnv()
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `bench_site_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const env = {
    ...process.env,
    DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    NEXT_DIST_DIR: process.env.BENCH_DIST_DIR || BENCH_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    CMS_ENCRYPTION_KEY: process.env.CMS_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
    CRON_SECRET: process.env.CRON_SECRET || randomBytes(32).toString('hex'),
  }
  delete env.NODE_ENV
  // The benches measure the cache they configure themselves.
  delete env.REDIS_URL
  const servers = []
  try {
    await migrateCms(env)
    await runCmsScript('src/seed/index.ts', { env, label: 'bench seed' })
    if (!process.argv.includes('--skip-build')) await run('npx', ['next', 'build'], { env, label: 'bench build' })
    // `next start` itself (not through npx), so the process group is the server alone.
    const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
    await measure(async (extraEnv = {}) => {
      const port = await freePort()
      const server = startGroup({
        command: process.execPath,
        args: [nextBin, 'start', '-p', String(port)],
        env: { ...env, ...extraEnv },
      })
      servers.push(server)
      const base = `http://127.0.0.1:${port}`
      await waitFor(`${base}/api/health`)
      return { base, pgid: server.pid, stop: () => stopGroup(server) }
    })
  } finally {
    await Promise.all(servers.map((server) => stopGroup(server)))
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}
