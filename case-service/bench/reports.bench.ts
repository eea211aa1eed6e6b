/**
 * Standard report generation vs the bare SQL aggregation it is built on, at 100k and 1M cases.
 *
 *   npx tsx case-service/bench/reports.bench.ts [--quick]     (--quick: 100k only)
 *
 * Creates its own database on CASE_BENCH_DATABASE_URL / TEST_DATABASE_URL (default: local
 * PostgreSQL), fills it with INSERT … SELECT generate_series, and drops it at the end. Per size:
 * the median of 3 runs of (a) the aggregation queries alone and (b) the whole generation —
 * aggregation, tables, streaming XLSX, upsert with audit — plus the peak RSS sampled during the runs.
 * Target: (b) < 3 × (a), and peak memory flat as the case count grows.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { sql } from 'drizzle-orm'
import { openDatabase, type Db } from '@case/db/client'
import { users } from '@case/db/schema'
import { aggregateReport } from '@case/features/reports/standard/reportAggregation'
import { findReportType } from '@case/features/reports/reportTypes'
import { generateStandardReport } from '@case/features/reports/standard/service'

process.env.VERSICHERUNG_FILTER ??= 'AOK-NORD'
const SERVER_URL =
  process.env.CASE_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SIZES = process.argv.includes('--quick') ? [100_000] : [100_000, 1_000_000]
const RUNS = 3
const TARGET_RATIO = 3
const PERIOD = { jahr: 2026, kw_to: 53 }

/**
 * ~90 % of the insurer, all 53 weeks of ISO year 2026 (29.12.2025–03.01.2027), a spread of every
 * dimension. A bulk load: ascending ids (random UUIDs would scatter primary-key writes and
 * flood the WAL with full-page images), unique constraints and secondary indexes dropped first
 * and rebuilt afterwards from their own definitions, so the table ends up exactly as migrated.
 */
async function insertCases(db: Db, from: number, to: number): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as T[]
  const constraints = await rows<{ name: string; definition: string }>(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'cases'::regclass and contype = 'u'`)
  const indexes = await rows<{ name: string; definition: string }>(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
    where indrelid = 'cases'::regclass and not indisprimary
      and indexrelid not in (select conindid from pg_constraint where conrelid = 'cases'::regclass)`)
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`))
  for (const { name } of constraints) await db.execute(sql.raw(`alter table cases drop constraint "${name}"`))
  await db.execute(sql`
    insert into cases (id, fall_id, datum, fallgruppe, fachgebiet, icd10, erstgespraech, gutachten, gutachten_ergebnis,
                       therapieaenderung, nachname, vorname, versicherung)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
           'bench_' || g,
           date '2025-12-29' + (g % 371),
           (array['Onko-Intensiv','Galle-Schild','Kardio','Ortho','Psychosomatik'])[1 + g % 5],
           (array['Onkologie','Chirurgie','Kardiologie','Orthopädie','Psychiatrie','Innere Medizin','Urologie'])[1 + g % 7],
           case when g % 4 = 0 then null else (array['C50.9','C34.1','D37.6','I21.0','F32.1','K80.2','C18.0','D48.1','M17.1'])[1 + g % 9] end,
           g % 2 = 0,
           g % 3 = 0,
           case when g % 3 <> 0 or g % 4 = 0 then null else (array['bestaetigt','teilweise_bestaetigt','nicht_bestaetigt'])[1 + g % 3] end,
           case when g % 3 = 0 then g % 5 = 0 else null end,
           'Bench', 'Fall',
           case when g % 10 = 0 then 'ANDERE-KASSE' else ${process.env.VERSICHERUNG_FILTER} end
    from generate_series(${from}::int, ${to - 1}::int) as g`)
  for (const { name, definition } of constraints)
    await db.execute(sql.raw(`alter table cases add constraint "${name}" ${definition}`))
  for (const { definition } of indexes) await db.execute(sql.raw(definition))
  await db.execute(sql`analyze cases`)
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Highest RSS seen while `run` runs (sampled every 5 ms). */
async function peakRss(run: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  try {
    await run()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, process.memoryUsage().rss)
}

async function main() {
  const name = `bench_reports_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  const handle = await openDatabase(url.toString())
  const results: { cases: number; sqlMs: number; reportMs: number; peakMb: number }[] = []
  try {
    const db = handle.db
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.org', name: 'Bench', password_hash: 'x', role: 'admin' })
      .returning()
    const actor = {
      user: { id: user!.id, email: user!.email, name: user!.name, role: user!.role },
      request: new Request('http://bench.local/'),
    }
    const standard = findReportType('standard')!
    let filled = 0
    for (const size of SIZES) {
      const insertMs = await timed(() => insertCases(db, filled, size))
      filled = size
      console.error(`[bench] ${size.toLocaleString('en')} cases inserted in ${(insertMs / 1000).toFixed(1)} s`)
      await generateStandardReport(db, standard, PERIOD, actor) // warm-up: plans, caches, modules
      // Alternating runs, so both measurements see the same cache and machine-load conditions.
      const sqlRuns: number[] = []
      const reportRuns: number[] = []
      const peak = await peakRss(async () => {
        for (let run = 0; run < RUNS; run++) {
          sqlRuns.push(await timed(() => aggregateReport(db, standard, PERIOD)))
          reportRuns.push(await timed(() => generateStandardReport(db, standard, PERIOD, actor)))
        }
      })
      results.push({ cases: size, sqlMs: median(sqlRuns), reportMs: median(reportRuns), peakMb: mb(peak) })
    }
  } finally {
    await handle.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }

  console.log('\nStandard report (5 sheets, ISO year 2026 KW 1–53) — median of 3 runs')
  console.log('cases       | SQL aggregation | report generation | ratio (target < 3×) | peak RSS')
  console.log('------------|-----------------|-------------------|---------------------|---------')
  for (const { cases, sqlMs, reportMs, peakMb } of results) {
    const ratio = reportMs / sqlMs
    console.log(
      `${cases.toLocaleString('en').padStart(11)} | ${`${sqlMs.toFixed(0)} ms`.padStart(15)} | ${`${reportMs.toFixed(0)} ms`.padStart(17)} | ${`${ratio.toFixed(2)}× ${ratio < TARGET_RATIO ? 'ok' : 'OVER'}`.padStart(19)} | ${`${peakMb} MB`.padStart(8)}`,
    )
  }
  if (results.length > 1) {
    const growth = results[results.length - 1]!.peakMb - results[0]!.peakMb
    console.log(
      `\npeak RSS growth ${results[0]!.cases.toLocaleString('en')} → ${results[results.length - 1]!.cases.toLocaleString('en')} cases: ${growth >= 0 ? '+' : ''}${growth} MB`,
    )
  }
  if (results.some(({ sqlMs, reportMs }) => reportMs / sqlMs >= TARGET_RATIO)) process.exitCode = 1
}

await main()
