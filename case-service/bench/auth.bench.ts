/**
 * Login and /api/auth/me throughput against baselines measured in the same run:
 * - login vs one argon2id verify (the KDF): a login should cost one KDF evaluation plus an
 *   ordinary request, never a second KDF run;
 * - /api/auth/me vs a bare `select 1` round trip, with GET /api/health (HTTP + `select 1`)
 *   alongside to show what the loopback HTTP hop itself costs.
 * Each measured operation is interleaved with its baseline (call by call, or batch by batch
 * under concurrency), so load from other processes hits both alike; latencies are medians.
 * CPU time of this process (client, server and the argon2 threads all live here; PostgreSQL
 * does not) is reported too: it is what a second KDF run per login would double, and it is far
 * less disturbed by other load on the machine than wall time.
 *
 * Run from the repository root: `npx tsx case-service/bench/auth.bench.ts`. Creates its own
 * database on CASE_BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and drops it; loopback HTTP only; bounded to well under two minutes.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

// The service resolves `@case/*` through case-service/tsconfig.json: re-run under it when started from the root.
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url))
if (process.env.TSX_TSCONFIG_PATH !== tsconfig) {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
  })
  process.exit(child.status ?? 1)
}

const LOGIN_SAMPLES = 30
const CONCURRENCY = 4
const CONCURRENT_BATCHES = 4 // of CONCURRENCY × 4 calls each
const ME_SAMPLES = 150

type Task = () => Promise<unknown>
type Measurement = { operation: string; n: number; concurrency: number; latencyMs: number; perSecond: number; cpuMs: number }

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start)
  return (user + system) / 1000
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Sequential: the tasks take turns call by call; per-call latency (median) and calls per second. */
async function interleavedSequential(samples: number, tasks: Record<string, Task>): Promise<Measurement[]> {
  const latencies: Record<string, number[]> = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]))
  const cpu: Record<string, number> = Object.fromEntries(Object.keys(tasks).map((name) => [name, 0]))
  for (let i = 0; i < samples; i++) {
    for (const [name, task] of Object.entries(tasks)) {
      const cpuStart = process.cpuUsage()
      const begin = performance.now()
      await task()
      latencies[name]!.push(performance.now() - begin)
      cpu[name]! += cpuMsSince(cpuStart)
    }
  }
  return Object.entries(latencies).map(([operation, values]) => {
    const total = values.reduce((sum, value) => sum + value, 0)
    return { operation, n: samples, concurrency: 1, latencyMs: median(values), perSecond: (samples / total) * 1000, cpuMs: cpu[operation]! / samples }
  })
}

/** `concurrency` calls in flight; the tasks take turns batch by batch. Latency = wall time × concurrency / calls. */
async function interleavedConcurrent(batches: number, concurrency: number, tasks: Record<string, Task>): Promise<Measurement[]> {
  const perBatch = concurrency * 4
  const wall: Record<string, number> = Object.fromEntries(Object.keys(tasks).map((name) => [name, 0]))
  const cpu: Record<string, number> = Object.fromEntries(Object.keys(tasks).map((name) => [name, 0]))
  for (let batch = 0; batch < batches; batch++) {
    for (const [name, task] of Object.entries(tasks)) {
      let started = 0
      const worker = async () => {
        while (started < perBatch) {
          started++
          await task()
        }
      }
      const cpuStart = process.cpuUsage()
      const begin = performance.now()
      await Promise.all(Array.from({ length: concurrency }, worker))
      wall[name]! += performance.now() - begin
      cpu[name]! += cpuMsSince(cpuStart)
    }
  }
  const n = batches * perBatch
  return Object.entries(wall).map(([operation, ms]) => ({
    operation,
    n,
    concurrency,
    latencyMs: (ms * concurrency) / n,
    perSecond: (n / ms) * 1000,
    cpuMs: cpu[operation]! / n,
  }))
}

async function main() {
  const serverUrl = process.env.CASE_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const database = `bench_auth_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${database}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  process.env.CASE_DATABASE_URL = url.toString()
  process.env.CASE_JWT_SECRET = randomBytes(32).toString('hex')
  process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '1000000' // the limiter's upsert still runs; only its budget is raised

  const { closeDatabase, getDb } = await import('@case/db/client')
  const { sql } = await import('drizzle-orm')
  const { hashPassword, verifyPassword } = await import('@case/features/auth/passwordHash')
  const { createUser, loginAs } = await import('../tests/harness/fixtures/auth')
  const { caseClient, startCaseService } = await import('../tests/harness/caseApi')

  const server = await startCaseService()
  try {
    const db = await getDb()
    const api = caseClient(server.url)
    const user = await createUser(db, { role: 'kasse_mitarbeiter', email: 'bench@example.org' })
    const passwordHash = await hashPassword(user.password)
    const { access_token: token } = await loginAs(api, user.email, user.password)
    const expectOk = (what: string) => (res: { status: number }) => {
      if (res.status !== 200) throw new Error(`${what} answered ${res.status}`)
    }

    const KDF = 'argon2id verify (KDF)'
    const LOGIN = 'POST /api/auth/login'
    const SELECT_1 = 'select 1 (db round trip)'
    const HEALTH = 'GET /api/health (HTTP + select 1)'
    const ME = 'GET /api/auth/me'
    const loginTasks: Record<string, Task> = {
      [KDF]: () => verifyPassword(passwordHash, user.password),
      [LOGIN]: () => api.post('/api/auth/login', { json: { email: user.email, password: user.password } }).then(expectOk('login')),
    }
    const meTasks: Record<string, Task> = {
      [SELECT_1]: () => db.execute(sql`select 1`),
      [HEALTH]: () => api.get('/api/health').then(expectOk('health')),
      [ME]: () => api.get('/api/auth/me', { token }).then(expectOk('me')),
    }
    await interleavedSequential(5, { ...loginTasks, ...meTasks }) // warm-up: modules, pool, JIT

    const started = performance.now()
    const sequentialLogin = await interleavedSequential(LOGIN_SAMPLES, loginTasks)
    const concurrentLogin = await interleavedConcurrent(CONCURRENT_BATCHES, CONCURRENCY, loginTasks)
    const sequentialMe = await interleavedSequential(ME_SAMPLES, meTasks)
    const concurrentMe = await interleavedConcurrent(CONCURRENT_BATCHES * 4, CONCURRENCY, { [SELECT_1]: meTasks[SELECT_1]!, [ME]: meTasks[ME]! })

    const find = (list: Measurement[], operation: string) => list.find((m) => m.operation === operation)!
    const table = [
      ...[sequentialLogin, concurrentLogin].flatMap((list) => list.map((m) => ({ m, baseline: m.operation === LOGIN ? find(list, KDF) : undefined }))),
      ...[sequentialMe, concurrentMe].flatMap((list) => list.map((m) => ({ m, baseline: m.operation === SELECT_1 ? undefined : find(list, SELECT_1) }))),
    ]
    console.log(`\nauth bench (${new Date().toISOString()}, PostgreSQL ${url.host}, loopback HTTP, ${((performance.now() - started) / 1000).toFixed(1)} s)\n`)
    console.table(
      table.map(({ m, baseline }) => ({
        operation: m.operation,
        n: m.n,
        concurrency: m.concurrency,
        'latency ms': m.latencyMs.toFixed(2),
        'req/s': m.perSecond.toFixed(1),
        'cpu ms/call': m.cpuMs.toFixed(2),
        'latency ratio to baseline': baseline ? `${(m.latencyMs / baseline.latencyMs).toFixed(2)}× ${baseline.operation}` : '(baseline)',
        'cpu ratio': baseline ? (m.cpuMs / baseline.cpuMs).toFixed(2) : '',
      })),
    )
    const kdf = find(sequentialLogin, KDF)
    const login = find(sequentialLogin, LOGIN)
    const health = find(sequentialMe, HEALTH)
    const me = find(sequentialMe, ME)
    console.log(
      [
        `login / KDF: latency ${(login.latencyMs / kdf.latencyMs).toFixed(2)} sequentially, ` +
          `${(find(concurrentLogin, LOGIN).latencyMs / find(concurrentLogin, KDF).latencyMs).toFixed(2)} at concurrency ${CONCURRENCY}; ` +
          `CPU ${(login.cpuMs / kdf.cpuMs).toFixed(2)}.`,
        `login CPU = KDF ${kdf.cpuMs.toFixed(2)} ms + ${(login.cpuMs - kdf.cpuMs).toFixed(2)} ms of request work ` +
          `(HTTP, JSON, 5 SQL statements in 2 commits; an authenticated /me with 2 queries takes ${me.cpuMs.toFixed(2)} ms): ` +
          `a second KDF run would add another ${kdf.cpuMs.toFixed(2)} ms.`,
        `/me = ${(me.latencyMs / find(sequentialMe, SELECT_1).latencyMs).toFixed(1)}× select 1; ` +
          `${(me.latencyMs - health.latencyMs).toFixed(2)} ms above an unauthenticated HTTP call with one query.`,
      ].join('\n'),
    )
  } finally {
    await server.close()
    await closeDatabase()
    await admin.unsafe(`drop database if exists "${database}" with (force)`)
    await admin.end()
  }
}

await main()
