// Applies migrations of both apps and seeds empty databases. Used by `npm run dev`, `npm start` and
// `npm run migrate`. Each migration step reports what it applied (or that nothing was pending) and fails
// loudly when the database did not reach the expected state afterwards.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { root, run } from './processes.mjs'

/** Tables the CMS cannot work without; the seed fails on a missing one (`relation "tenants" does not exist`). */
const CMS_EXPECTED_TABLES = ['payload_migrations', 'tenants', 'users', 'pages']

async function cmsMigrationState(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const tables = new Set(
      (await sql`select table_name from information_schema.tables where table_schema = 'public'`).map(
        (row) => row.table_name,
      ),
    )
    const applied = tables.has('payload_migrations')
      ? (await sql`select name from payload_migrations where batch > 0`).map((row) => row.name)
      : []
    return { tables, applied: new Set(applied) }
  } finally {
    await sql.end()
  }
}

const ATTEMPTS = 3
/** How long a run may take before it counts as stuck: migrations take ~15 s, the seed ~60 s on 2 busy cores. */
const LIMIT_SECONDS = { 'src/lib/db/migrateCms.ts': 120, 'src/seed/index.ts': 480 }

/**
 * Runs one of the CMS's tsx scripts (migrate, seed) through src/lib/cli/runHeld.ts, which holds the event
 * loop open while the script loads. Before it did, such a process ended now and then after a few seconds
 * with exit 13 (Node's "unsettled top-level await") and no output, before doing anything (twice in CI:
 * once migrating, once seeding); held open, the same stall shows as a run that never ends, which runHeld
 * stops with exit 75 after the script's limit. Exits 13 and 75 alone are tried again, up to three times:
 * both scripts are idempotent (migrations are recorded in payload_migrations, the seed upserts); any other
 * failure is thrown.
 */
export async function runCmsScript(script, { env, label }) {
  const limit = { RUN_HELD_LIMIT_SECONDS: String(LIMIT_SECONDS[script] ?? 600) }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run('npx', ['tsx', 'src/lib/cli/runHeld.ts', script], { env: { ...env, ...limit }, label })
    } catch (error) {
      if (!/\(exit (13|75)\)$/.test(error.message) || attempt === ATTEMPTS) throw error
      console.warn(`[cms] ${error.message}; attempt ${attempt + 1} of ${ATTEMPTS}`)
    }
  }
}

export async function migrateCms(env) {
  const expected = readdirSync(path.join(root, 'src/migrations'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
  const before = await cmsMigrationState(env.DATABASE_URL)
  // Not `payload migrate`: Payload's CLI now and then exits 0 without running (src/lib/db/migrateCms.ts).
  await runCmsScript('src/lib/db/migrateCms.ts', { env, label: 'CMS migrations' })
  const after = await cmsMigrationState(env.DATABASE_URL)
  const applied = expected.filter((name) => after.applied.has(name) && !before.applied.has(name))
  console.info(
    applied.length > 0
      ? `[cms] applied ${applied.length} migration(s): ${applied.join(', ')}`
      : `[cms] no pending migrations (${after.applied.size} applied)`,
  )
  const missing = expected.filter((name) => !after.applied.has(name))
  const absent = CMS_EXPECTED_TABLES.filter((table) => !after.tables.has(table))
  if (missing.length > 0 || absent.length > 0) {
    throw new Error(
      `CMS migrations did NOT reach the expected state (${[missing.length > 0 && `not applied: ${missing.join(', ')}`, absent.length > 0 && `missing tables: ${absent.join(', ')}`].filter(Boolean).join('; ')})`,
    )
  }
}

/** The case service's CLI checks its own journal and tables (case-service/src/db/migrate-cli.ts). */
export async function migrateCaseService(env) {
  await run('npx', ['tsx', 'src/db/migrate-cli.ts'], {
    cwd: path.join(root, 'case-service'),
    env,
    label: 'case-service migrations',
  })
}

export async function migrateBoth(env) {
  await migrateCms(env)
  await migrateCaseService(env)
}

/**
 * The demo insurer, and in dev the demo e-mail domains (those of the seeded users), so the
 * invitation → registration flow works out of the box. Unset variables only.
 */
export function withDefaults(env, { dev }) {
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    VERSICHERUNG_FILTER: env.VERSICHERUNG_FILTER || 'AOK-NORD',
    ...(dev && !env.ALLOWED_EMAIL_DOMAINS ? { ALLOWED_EMAIL_DOMAINS: 'aok-nord.example,fallservice.example' } : {}),
  }
}

/** Demo data of both apps (idempotent); `onlyIfEmpty` leaves databases that already hold data alone. */
export async function seedBoth(env, { onlyIfEmpty }) {
  const seedEnv = onlyIfEmpty ? { ...env, SEED_ONLY_IF_EMPTY: 'true' } : env
  await runCmsScript('src/seed/index.ts', { env: seedEnv, label: 'CMS seed' })
  // The case service's seed awaits no Payload init; it runs directly.
  await run('npx', ['tsx', 'src/seed/index.ts'], {
    cwd: path.join(root, 'case-service'),
    env: seedEnv,
    label: 'case-service seed',
  })
}

export async function prepareDatabases(env, { seed }) {
  await migrateBoth(env)
  if (seed) await seedBoth(env, { onlyIfEmpty: true })
}
