/**
 * GET /api/cases at 100k cases: the real route handlers behind the HTTP test harness, under a
 * concurrent load generator, against the same SELECT + COUNT run directly through postgres.js in
 * the same process (the floor the API cannot beat). Prints p50/p99/req/s and the ratio.
 *
 *   cd case-service && npx tsx bench/cases.bench.ts [--quick]      (or: npm run bench)
 *
 * Creates its own database on CASE_BENCH_DATABASE_URL / TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import postgres from 'postgres'
import { closeDatabase, getDb, openDatabase } from '@case/db/client'
import { caseClient, startCaseService } from '../tests/harness/caseApi'
import { createUser, tokenFor } from '../tests/harness/fixtures/auth'

const quick = process.argv.includes('--quick')
const IN_SCOPE = quick ? 20_000 : 100_000
const OUT_OF_SCOPE = quick ? 2_000 : 10_000
const DURATION_MS = quick ? 3_000 : 10_000
const WARMUP_MS = quick ? 500 : 1_500
const CONCURRENCY = 8
const PAGE_SIZE = 50
// Pages 1..20 in turn, so the load is not one cached page; both sides walk the same sequence.
const PAGES = 20
const INSURER = 'AOK-NORD'

const serverUrl =
  process.env.CASE_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const benchDb = `bench_cases_${process.pid}_${randomBytes(3).toString('hex')}`
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString()

type Stats = { requests: number; p50: number; p99: number; rps: number }

async function measure(request: (page: number) => Promise<void>, durationMs: number): Promise<Stats> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const end = started + durationMs
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const page = (next++ % PAGES) + 1
        const t0 = performance.now()
        await request(page)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
  return { requests: latencies.length, p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed }
}

async function run(name: string, request: (page: number) => Promise<void>): Promise<Stats> {
  await measure(request, WARMUP_MS)
  const stats = await measure(request, DURATION_MS)
  console.info(`  ${name}: ${stats.requests} requests`)
  return stats
}

async function seed(sql: postgres.Sql) {
  // One statement per insurer; generate_series keeps 100k rows at a few seconds.
  const insert = (insurer: string, count: number, tag: string) => sql`
    insert into cases (fall_id, kvnr, datum, fallgruppe, fachgebiet, icd10, gutachten, nachname, vorname, geburtsdatum, versicherung)
    select to_char(d, 'YYYY-MM-DD') || '_R' || ${tag} || lpad(to_hex(i), 7, '0'),
           case when i % 3 = 0 then null else 'A' || lpad((i % 100000000)::text, 8, '0') || (i % 10)::text end,
           d,
           (array['Onko-Intensiv','Galle-Schild','Kardio','Ortho','Psychosomatik'])[1 + i % 5],
           (array['Onkologie','Chirurgie','Kardiologie','Orthopädie'])[1 + i % 4],
           case when i % 4 = 0 then null else 'C50.9' end,
           i % 7 = 0, 'Bench', 'Fall', date '1960-01-01' + (i % 15000), ${insurer}
    from generate_series(1, ${count}) as i, lateral (select date '2024-01-01' + (i % 730) as d) as day`
  await insert(INSURER, IN_SCOPE, '0')
  await insert('BARMER-BENCH', OUT_OF_SCOPE, '1')
  await sql`vacuum analyze cases`
}

function row(name: string, stats: Stats, baseline: Stats) {
  return {
    measurement: name,
    requests: stats.requests,
    'p50 ms': stats.p50.toFixed(2),
    'p99 ms': stats.p99.toFixed(2),
    'req/s': stats.rps.toFixed(0),
    'p50 × baseline': (stats.p50 / baseline.p50).toFixed(2),
    'req/s ÷ baseline': (stats.rps / baseline.rps).toFixed(2),
  }
}

async function main() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${benchDb}"`)
  process.env.CASE_DATABASE_URL = benchUrl
  process.env.VERSICHERUNG_FILTER = INSURER
  process.env.CASE_JWT_SECRET ??= randomBytes(32).toString('hex')
  const direct = postgres(benchUrl, { max: Number(process.env.CASE_DATABASE_POOL_MAX ?? 10), onnotice: () => {} })
  let server: Awaited<ReturnType<typeof startCaseService>> | undefined
  try {
    await (await openDatabase(benchUrl)).close() // migrations
    const seedStart = performance.now()
    await seed(direct)
    console.info(
      `seeded ${IN_SCOPE} + ${OUT_OF_SCOPE} (other insurer) cases in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    )

    const db = await getDb()
    const [adminUser, employee] = await Promise.all([
      createUser(db, { role: 'admin' }),
      createUser(db, { role: 'kasse_mitarbeiter' }),
    ])
    const [adminToken, employeeToken] = await Promise.all([tokenFor(adminUser), tokenFor(employee)])
    server = await startCaseService()
    const api = caseClient(server.url)

    // The rows of the same pages (by OFFSET) and the total over the same WHERE, in parallel.
    const baseline = await run('postgres.js direct', async (page) => {
      await Promise.all([
        direct`select id, fall_id, kvnr, datum, jahr, kw, fallgruppe, fachgebiet, icd10, erstgespraech, abbruch, unterlagen,
                      gutachten, fg, gutachten_ergebnis, therapieaenderung, nachname, vorname, geburtsdatum, version, created_at, updated_at
               from cases where versicherung = ${INSURER}
               order by datum desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
        direct`select count(*) from cases where versicherung = ${INSURER}`,
      ])
    })
    // The API pages by cursor only: walk its first PAGES pages once, then request them in turn.
    const pagePaths = [`/api/cases?page_size=${PAGE_SIZE}&include_total=true`]
    while (pagePaths.length < PAGES) {
      const { body } = await api.get(pagePaths.at(-1)!, { token: adminToken })
      pagePaths.push(`${pagePaths[0]}&cursor=${body.next_cursor}`)
    }
    const viaApi = (token: string) => async (page: number) => {
      const res = await api.get(pagePaths[page - 1]!, { token })
      if (res.status !== 200 || res.body.total !== IN_SCOPE)
        throw new Error(`GET /api/cases: ${res.status} ${res.text.slice(0, 200)}`)
    }
    const asAdmin = await run('GET /api/cases (admin)', viaApi(adminToken))
    const asEmployee = await run('GET /api/cases (kasse_mitarbeiter, masked)', viaApi(employeeToken))

    console.info(
      `\nGET /api/cases, ${IN_SCOPE} cases in scope (+${OUT_OF_SCOPE} of another insurer), page_size ${PAGE_SIZE}, concurrency ${CONCURRENCY}, ${DURATION_MS / 1000} s each`,
    )
    console.table([
      row('postgres.js direct (baseline)', baseline, baseline),
      row('GET /api/cases via HTTP, admin', asAdmin, baseline),
      row('GET /api/cases via HTTP, masked', asEmployee, baseline),
    ])
  } finally {
    await server?.close()
    await closeDatabase()
    await direct.end({ timeout: 5 })
    await admin.unsafe(`drop database if exists "${benchDb}" with (force)`)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
