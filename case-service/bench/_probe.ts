import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres'
const database = `bench_probe_${randomBytes(4).toString('hex')}`
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database "${database}"`)
process.env.CASE_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${database}`
process.env.CASE_JWT_SECRET = randomBytes(32).toString('hex')
process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '1000000'
const { closeDatabase, getDb } = await import('@case/db/client')
const { login } = await import('@case/features/auth/loginService')
const { verifyPassword } = await import('@case/features/auth/passwordHash')
const { createUser } = await import('../tests/harness/fixtures/auth')
const { users } = await import('@case/db/schema')
const { eq } = await import('drizzle-orm')
const db = await getDb()
const u = await createUser(db, { role: 'admin' })
const [row] = await db.select().from(users).where(eq(users.id, u.id))
const req = () => new Request('http://x/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '1.1.1.1' }, body: JSON.stringify({ email: u.email, password: u.password }) })
const cpu = async (name: string, n: number, f: () => Promise<unknown>) => { const s = process.cpuUsage(); for (let i = 0; i < n; i++) await f(); const d = process.cpuUsage(s); console.log(name, ((d.user + d.system) / 1000 / n).toFixed(2), 'ms cpu/call') }
for (let i = 0; i < 5; i++) await login(req())
await cpu('verify', 30, () => verifyPassword(row!.password_hash, u.password))
await cpu('login fn', 30, async () => { const r = await login(req()); if (r.status !== 200) throw new Error(String(r.status)) })
await cpu('verify', 30, () => verifyPassword(row!.password_hash, u.password))
await cpu('login fn', 30, async () => { const r = await login(req()); if (r.status !== 200) throw new Error(String(r.status)) })
await closeDatabase(); await admin.unsafe(`drop database "${database}" with (force)`); await admin.end()
