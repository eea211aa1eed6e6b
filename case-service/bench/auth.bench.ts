/**
 * Login and /api/auth/me throughput against baselines measured in the same run:
 * - login vs one argon2id verify (the KDF). A login must cost one KDF evaluation plus an
 *   ordinary request. The direct proof is differential: a second user's hash carries 3× the
 *   argon2 time cost (verify reads the parameters from the hash), and the bench reports
 *   (login₃ₓ − login₁ₓ) / (KDF₃ₓ − KDF₁ₓ): ≈ 1 for one KDF run per login, ≈ 2 for two, whatever
 *   the fixed request overhead (HTTP, JSON, SQL) is on this machine;
 * - /api/auth/me vs a bare `select 1` round trip, with GET /api/health (HTTP + `select 1`)
 *   alongside to show what the loopback HTTP hop itself costs.
 * Each operation is interleaved with its baseline (call by call, or batch by batch under
 * concurrency), so load from other processes hits both alike; latencies are medians. CPU time
 * of this process (client, server and the argon2 threads live here; PostgreSQL does not) is
 * reported too: it is less disturbed by other load on the machine than wall time.
 *
 *   cd case-service && npx tsx bench/auth.bench.ts [--quick]      (or: npm run bench)
 *
 * Creates its own database on CASE_BENCH_DATABASE_URL / TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end; loopback HTTP
 * only; well under two minutes even on a busy machine.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import postgres from 'postgres'
import { closeDatabase, getDb } from '@case/db/client'
import { hash } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import { users } from '@case/db/schema'
import { hashPassword, verifyPassword } from '@case/features/auth/passwordHash'
import { caseClient, startCaseService } from '../tests/harness/caseApi'
import { createUser, loginAs } from '../tests/harness/fixtures/auth'

const quick = process.argv.includes('--quick')
const LOGIN_SAMPLES = quick ? 15 : 30
const CONCURRENCY = 4
const CONCURRENT_BATCHES = quick ? 2 : 4 // of CONCURRENCY × 4 calls each
const ME_SAMPLES = quick ? 60 : 150

type Task = () => Promise<unknown>
type Measurement = {
  operation: string
  n: number
  concurrency: number
  latencyMs: number
  perSecond: number
  cpuMs: number
}

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
    return {
      operation,
      n: samples,
      concurrency: 1,
      latencyMs: median(values),
      perSecond: (samples / total) * 1000,
      cpuMs: cpu[operation]! / samples,
    }
  })
}

/** `concurrency` calls in flight; the tasks take turns batch by batch. Latency = wall time × concurrency / calls. */
async function interleavedConcurrent(
  batches: number,
  concurrency: number,
  tasks: Record<string, Task>,
): Promise<Measurement[]> {
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
  const serverUrl =
    process.env.CASE_BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  const database = `bench_auth_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${database}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  // Read lazily by the service (database on first use, auth settings per request).
  process.env.CASE_DATABASE_URL = url.toString()
  process.env.CASE_JWT_SECRET = randomBytes(32).toString('hex')
  process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '1000000' // the limiter's upsert still runs; only its budget is raised

  const server = await startCaseService()
  try {
    const db = await getDb()
    const api = caseClient(server.url)
    const user = await createUser(db, { role: 'kasse_mitarbeiter', email: 'bench@example.org' })
    const costlyUser = await createUser(db, { role: 'kasse_mitarbeiter', email: 'bench-costly@example.org' })
    const passwordHash = await hashPassword(user.password)
    // Same algorithm and memory as hashPassword, three times the passes: a KDF that costs ~3×.
    const costlyHash = await hash(costlyUser.password, { timeCost: 6 })
    await db.update(users).set({ password_hash: costlyHash }).where(eq(users.id, costlyUser.id))
    const { access_token: token } = await loginAs(api, user.email, user.password)
    const expectOk = (what: string) => (res: { status: number }) => {
      if (res.status !== 200) throw new Error(`${what} answered ${res.status}`)
    }
    const loginAsUser = (who: { email: string; password: string }) => () =>
      api.post('/api/auth/login', { json: { email: who.email, password: who.password } }).then(expectOk('login'))

    const KDF = 'argon2id verify (KDF)'
    const KDF_3X = 'argon2id verify, 3× time cost'
    const LOGIN = 'POST /api/auth/login'
    const LOGIN_3X = 'POST /api/auth/login, 3×-cost hash'
    const SELECT_1 = 'select 1 (db round trip)'
    const HEALTH = 'GET /api/health (HTTP + select 1)'
    const ME = 'GET /api/auth/me'
    const loginTasks: Record<string, Task> = {
      [KDF]: () => verifyPassword(passwordHash, user.password),
      [LOGIN]: loginAsUser(user),
    }
    const costlyLoginTasks: Record<string, Task> = {
      [KDF_3X]: () => verifyPassword(costlyHash, costlyUser.password),
      [LOGIN_3X]: loginAsUser(costlyUser),
    }
    const meTasks: Record<string, Task> = {
      [SELECT_1]: () => db.execute(sql`select 1`),
      [HEALTH]: () => api.get('/api/health').then(expectOk('health')),
      [ME]: () => api.get('/api/auth/me', { token }).then(expectOk('me')),
    }
    await interleavedSequential(3, { ...loginTasks, ...costlyLoginTasks, ...meTasks }) // warm-up: modules, pool, JIT

    const started = performance.now()
    const sequentialLogin = await interleavedSequential(LOGIN_SAMPLES, { ...loginTasks, ...costlyLoginTasks })
    const concurrentLogin = await interleavedConcurrent(CONCURRENT_BATCHES, CONCURRENCY, loginTasks)
    const sequentialMe = await interleavedSequential(ME_SAMPLES, meTasks)
    const concurrentMe = await interleavedConcurrent(CONCURRENT_BATCHES * 4, CONCURRENCY, {
      [SELECT_1]: meTasks[SELECT_1]!,
      [ME]: meTasks[ME]!,
    })

    const find = (list: Measurement[], operation: string) => list.find((m) => m.operation === operation)!
    const baselineOf: Record<string, string> = { [LOGIN]: KDF, [LOGIN_3X]: KDF_3X, [HEALTH]: SELECT_1, [ME]: SELECT_1 }
    const table = [sequentialLogin, concurrentLogin, sequentialMe, concurrentMe].flatMap((list) =>
      list.map((m) => ({ m, baseline: baselineOf[m.operation] ? find(list, baselineOf[m.operation]!) : undefined })),
    )
    console.log(
      `\nauth bench (${new Date().toISOString()}, PostgreSQL ${url.host}, loopback HTTP, ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    )
    console.table(
      table.map(({ m, baseline }) => ({
        operation: m.operation,
        n: m.n,
        concurrency: m.concurrency,
        'latency ms': m.latencyMs.toFixed(2),
        'req/s': m.perSecond.toFixed(1),
        'cpu ms/call': m.cpuMs.toFixed(2),
        'latency ratio to baseline': baseline
          ? `${(m.latencyMs / baseline.latencyMs).toFixed(2)}× ${baseline.operation}`
          : '(baseline)',
        'cpu ratio': baseline ? (m.cpuMs / baseline.cpuMs).toFixed(2) : '',
      })),
    )
    const kdf = find(sequentialLogin, KDF)
    const kdf3 = find(sequentialLogin, KDF_3X)
    const login = find(sequentialLogin, LOGIN)
    const login3 = find(sequentialLogin, LOGIN_3X)
    const slope = (key: 'cpuMs' | 'latencyMs') => ((login3[key] - login[key]) / (kdf3[key] - kdf[key])).toFixed(2)
    const health = find(sequentialMe, HEALTH)
    const me = find(sequentialMe, ME)
    console.log(
      [
        `KDF runs per login = (login₃ₓ − login₁ₓ) / (KDF₃ₓ − KDF₁ₓ) = ${slope('cpuMs')} by CPU, ${slope('latencyMs')} by latency (1 expected).`,
        `login / KDF: latency ${(login.latencyMs / kdf.latencyMs).toFixed(2)} sequentially, ` +
          `${(find(concurrentLogin, LOGIN).latencyMs / find(concurrentLogin, KDF).latencyMs).toFixed(2)} at concurrency ${CONCURRENCY}; ` +
          `the rest of a login is ${(login.cpuMs - kdf.cpuMs).toFixed(2)} ms CPU of request work ` +
          `(HTTP, JSON, 5 SQL statements in 2 commits; an authenticated /me with 2 queries takes ${me.cpuMs.toFixed(2)} ms).`,
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
