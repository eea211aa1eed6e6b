/**
 * GET /api/cases on the BUILT case service (next build + the production server) at 100 k and 1 M
 * in-scope cases, under autocannon (8 connections), next to the raw page query run through
 * postgres.js in the same process and the same run. Both sides walk the same 20 pages: by page
 * number (OFFSET) and by cursor (keyset). Prints req/s, p50, p99 and the ratio API ÷ raw query;
 * the goal is ≥ 0.5 at both sizes, flat with table size (docs/case-service-lists.md). Also the CPU
 * time per request of the server (all its processes) and per query of the raw side's client: on a
 * machine shared with other work req/s follow the load, CPU time per request hardly does.
 * The API is measured twice from the same build: one server process (`--workers 1`) and one per core
 * (`--workers auto`, scripts/nextServer.mjs), the way a machine with several cores is run.
 *
 *   cd case-service && npx tsx bench/casesList.bench.ts [--quick]     (or: npm run bench)
 *
 * --quick: 20 k cases only, shorter runs. CASE_LIST_BENCH_SIZES=100000 picks the sizes.
 * CASE_LIST_BENCH_REUSE_BUILD=true reuses an existing .next-bench build; CASE_LIST_BENCH_PROFILE_DIR=<dir> profiles
 * the server (V8 CPU profile). Own database, dropped at the end.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import postgres from 'postgres'
import {
  childProcessesOf,
  freePort,
  processStat,
  root,
  run,
  startGroup,
  stopGroup,
} from '@agency-platform/runtime/processes'
import { closeDatabase, getDb, openDatabase } from '@case/db/client'
import { createUser, tokenFor } from '../tests/harness/fixtures/auth'

const quick = process.argv.includes('--quick')
const SIZES = (process.env.CASE_LIST_BENCH_SIZES ?? (quick ? '20000' : '100000,1000000')).split(',').map(Number)
const DURATION_S = quick ? 3 : 10
const CONNECTIONS = 8
const PAGE_SIZE = 50
const PAGES = 20
const INSURER = 'AOK-NORD'
const DIST_DIR = '.next-bench'
const caseServiceDir = path.join(root, 'case-service')

const serverUrl =
  process.env.CASE_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const benchDb = `bench_list_${process.pid}_${randomBytes(3).toString('hex')}`
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString()

/** `cpu`: CPU ms per request of the process that does the work (the server; the raw side's client). */
type Stats = { rps: number; p50: number; p99: number; cpu: number }
// As the service runs its page queries (features/cases/queries.ts): prepared, one round trip per page.
const PREPARED = { prepare: true }
const COLUMNS = `id, fall_id, kvnr, datum, jahr, kw, fallgruppe, fachgebiet, icd10, erstgespraech, abbruch, unterlagen, gutachten, fg,
  gutachten_ergebnis, therapieaenderung, nachname, vorname, geburtsdatum, version, created_at, updated_at`

/** Rows `from`..`to` of the in-scope cases (plus a tenth of another insurer's), one statement. */
async function seed(sql: postgres.Sql, from: number, to: number) {
  const insert = (insurer: string, first: number, last: number, tag: string) => sql`
    insert into cases (fall_id, kvnr, datum, fallgruppe, fachgebiet, icd10, gutachten, nachname, vorname, geburtsdatum, versicherung)
    select ${tag} || lpad(to_hex(i), 8, '0'), null, date '2020-01-01' + (i % 2000), 'Onko-Intensiv', 'Onkologie',
           case when i % 4 = 0 then null else 'C50.9' end, i % 7 = 0, 'Bench', 'Fall', date '1960-01-01' + (i % 15000), ${insurer}
    from generate_series(${first}::int, ${last}::int) as i`
  await insert(INSURER, from, to, 'R0')
  await insert('BARMER-BENCH', Math.ceil(from / 10), Math.floor(to / 10), 'R1')
  await sql`vacuum analyze cases`
}

/** CASE_LIST_BENCH_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
const profileDir = process.env.CASE_LIST_BENCH_PROFILE_DIR
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []

type Server = { url: string; pid: number; workers: number; stop: () => Promise<void> }

async function startBuiltServer(env: Record<string, string>, workers: number): Promise<Server> {
  const port = await freePort()
  const server = startGroup({
    command: process.execPath,
    args: [
      ...profileArgs,
      path.join(root, 'scripts/nextServer.mjs'),
      '--mode',
      'start',
      '--dir',
      'case-service',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
      '--workers',
      String(workers),
    ],
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR },
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (
    (await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline) throw new Error('the built case service did not get healthy within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, pid: server.pid!, workers, stop: () => stopGroup(server, { timeoutMs: 8_000 }) }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; NaN elsewhere). Unlike
 * req/s it hardly depends on what else runs on the machine, so it compares builds on a loaded machine.
 */
function cpuMsOf(pid: number): number {
  const own = processStat(pid)?.cpuMs ?? Number.NaN
  return own + childProcessesOf(pid).reduce((sum, child) => sum + cpuMsOf(child), 0) // a clustered server's workers
}

/** autocannon over the given paths in turn (every connection cycles through them). */
async function loadApi(server: { url: string; pid: number }, token: string, paths: string[]): Promise<Stats> {
  const options = {
    url: server.url,
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  }
  await autocannon({ ...options, duration: 2 }) // warm-up
  const cpuBefore = cpuMsOf(server.pid)
  const result = await autocannon({ ...options, duration: DURATION_S })
  const cpu = (cpuMsOf(server.pid) - cpuBefore) / result.requests.total
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu }
}

/** The same number of concurrent clients looping over the queries through postgres.js. */
async function loadRaw(queries: (() => Promise<unknown>)[]): Promise<Stats> {
  const once = async (seconds: number) => {
    const latencies: number[] = []
    let next = 0
    const end = performance.now() + seconds * 1000
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now()
          await queries[next++ % queries.length]!()
          latencies.push(performance.now() - t0)
        }
      }),
    )
    const { user, system } = process.cpuUsage(cpuBefore)
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
    return {
      rps: latencies.length / ((performance.now() - started) / 1000),
      p50: at(0.5),
      p99: at(0.99),
      cpu: (user + system) / 1000 / latencies.length,
    }
  }
  await once(2)
  return once(DURATION_S)
}

/** The first PAGES cursors of the default list (datum desc), walked once through the API. */
async function cursorPaths(url: string, token: string): Promise<string[]> {
  const paths = [`/api/cases?page_size=${PAGE_SIZE}`]
  while (paths.length < PAGES) {
    const body = (await (
      await fetch(url + paths.at(-1)!, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { next_cursor: string }
    paths.push(`/api/cases?page_size=${PAGE_SIZE}&cursor=${body.next_cursor}`)
  }
  return paths
}

/** The keys of the same 20 pages for the raw keyset query (last row of each page). */
async function rawKeys(sql: postgres.Sql) {
  const rows =
    await sql`select datum, id from cases where versicherung = ${INSURER} order by datum desc, id desc limit ${PAGE_SIZE * (PAGES - 1)}`
  return Array.from({ length: PAGES - 1 }, (_, page) => rows[(page + 1) * PAGE_SIZE - 1]!)
}

/** One line of the table: the API with one process and with one per core, each next to the raw query. */
function row(name: string, size: number, apis: { workers: number; api: Stats }[], raw: Stats) {
  const f = (n: number) => n.toFixed(n < 10 ? 2 : 0)
  const line: Record<string, string | number> = { size, measurement: name }
  for (const { workers, api } of apis) {
    const label = `${workers}p`
    line[`API ${label} req/s`] = f(api.rps)
    line[`API ${label} p50/p99 ms`] = `${f(api.p50)}/${f(api.p99)}`
    line[`API ${label} CPU ms/req`] = api.cpu.toFixed(2)
  }
  line['raw req/s'] = f(raw.rps)
  line['raw p50/p99 ms'] = `${f(raw.p50)}/${f(raw.p99)}`
  line['raw client CPU ms/q'] = raw.cpu.toFixed(2)
  for (const { workers, api } of apis) line[`API ${workers}p ÷ raw`] = (api.rps / raw.rps).toFixed(2)
  return line
}

async function main() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${benchDb}"`)
  const env = {
    CASE_DATABASE_URL: benchUrl,
    CASE_JWT_SECRET: randomBytes(32).toString('hex'),
    CASE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    VERSICHERUNG_FILTER: INSURER,
    ALLOWED_EMAIL_DOMAINS: 'example.org',
  }
  Object.assign(process.env, env)
  const direct = postgres(benchUrl, { max: CONNECTIONS, onnotice: () => {} })
  const table: ReturnType<typeof row>[] = []
  // One server process, and one per core (the same build); the per-core one is left out on a one-core machine.
  const servers: Server[] = []
  try {
    await (await openDatabase(benchUrl)).close() // migrations
    const token = await tokenFor(await createUser(await getDb(), { role: 'admin' }))
    if (process.env.CASE_LIST_BENCH_REUSE_BUILD !== 'true') {
      await run('npm', ['run', 'build'], {
        cwd: caseServiceDir,
        env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
        label: 'build (case service)',
      })
    }
    for (const workers of new Set([1, availableParallelism()])) servers.push(await startBuiltServer(env, workers))
    // What the servers manage without any list work on this machine right now (the ceiling for every ratio below).
    for (const server of servers) {
      for (const [floorPath, what] of [
        ['/api/health', 'Next + `select 1`'],
        ['/api/auth/me', 'token check, caller row, one user row'],
      ]) {
        const floor = await loadApi(server, token, [floorPath!])
        console.info(
          `HTTP floor (${server.workers} server process${server.workers > 1 ? 'es' : ''}), GET ${floorPath} (${what}): ${floor.rps.toFixed(0)} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms, server CPU ${floor.cpu.toFixed(2)} ms/request`,
        )
      }
    }
    const onEveryServer = async (paths: string[]) => {
      const results: { workers: number; api: Stats }[] = []
      for (const server of servers) results.push({ workers: server.workers, api: await loadApi(server, token, paths) })
      return results
    }
    let seeded = 0
    for (const size of SIZES) {
      const started = performance.now()
      await seed(direct, seeded + 1, size)
      seeded = size
      console.info(
        `load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
      )
      console.info(
        `seeded ${size} in-scope cases (+${size / 10} of another insurer) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )

      const keys = await rawKeys(direct)
      const rawKeyset = [
        () =>
          direct.unsafe(
            `select ${COLUMNS} from cases where versicherung = $1 order by datum desc, id desc limit $2`,
            [INSURER, PAGE_SIZE + 1],
            PREPARED,
          ),
        ...keys.map(
          (key) => () =>
            direct.unsafe(
              `select ${COLUMNS} from cases where versicherung = $1 and (datum, id) < ($2::date, $3::uuid) order by datum desc, id desc limit $4`,
              [INSURER, key.datum, key.id, PAGE_SIZE + 1],
              PREPARED,
            ),
        ),
      ]
      const pagePaths = await cursorPaths(servers[0]!.url, token)
      table.push(row('pages 1–20 by cursor', size, await onEveryServer(pagePaths), await loadRaw(rawKeyset)))

      const countPaths = pagePaths.map((p) => `${p}&include_total=true`)
      const rawWithCount = rawKeyset.map(
        (query) => () => Promise.all([query(), direct`select count(*) from cases where versicherung = ${INSURER}`]),
      )
      table.push(
        row('pages 1–20 with include_total=true', size, await onEveryServer(countPaths), await loadRaw(rawWithCount)),
      )
    }
    console.info(
      `\nGET /api/cases on the built service (Np = N server processes), page_size ${PAGE_SIZE}, ${CONNECTIONS} connections, ${DURATION_S} s each; raw = the same page query through postgres.js`,
    )
    console.table(table)
    console.info(
      `load average at the end: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (${availableParallelism()} cores, shared by the server, PostgreSQL and the load generator)`,
    )
  } finally {
    for (const server of servers) await server.stop()
    await closeDatabase()
    await direct.end({ timeout: 5 })
    await admin.unsafe(`drop database if exists "${benchDb}" with (force)`)
    await admin.end()
    if (process.env.CASE_LIST_BENCH_REUSE_BUILD !== 'true')
      rmSync(path.join(caseServiceDir, DIST_DIR), { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
