import path from 'node:path'
import { existsSync, mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { serviceRoot } from '@case/lib/serviceRoot'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbKind = 'postgres' | 'pglite'
export type DatabaseHandle = { db: Db; kind: DbKind; url?: string; close: () => Promise<void> }

/** drizzle/ of the case service. */
function migrationsFolder(): string {
  const folder = process.env.CASE_MIGRATIONS_DIR || path.join(serviceRoot(), 'drizzle')
  if (!existsSync(path.join(folder, 'meta/_journal.json'))) throw new Error(`case-service migrations not found in ${folder}`)
  return folder
}
// Arbitrary constant: serialises migrations of instances that start together.
const MIGRATION_LOCK_ID = 424242

export const CASE_EMBEDDED_DATA_DIR = process.env.CASE_EMBEDDED_DATA_DIR ?? '.data/case'

/**
 * CASE_DATABASE_URL → postgres.js; unset → embedded PGlite (file-backed under .data/case, or
 * `memory://`). Both get the same drizzle migrations.
 */
export async function openDatabase(url = process.env.CASE_DATABASE_URL, { migrate = true } = {}): Promise<DatabaseHandle> {
  const handle = url ? await openPostgres(url) : await openPglite(CASE_EMBEDDED_DATA_DIR)
  if (migrate) await runMigrations(handle)
  return handle
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres')
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const client = postgres(url, {
    max: Number(process.env.CASE_DATABASE_POOL_MAX ?? 10),
    connect_timeout: Number(process.env.CASE_DATABASE_CONNECT_TIMEOUT_S ?? 5),
    onnotice: () => {},
  })
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, kind: 'postgres', url, close: () => client.end({ timeout: 5 }) }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const location = dataDir === 'memory://' ? dataDir : path.resolve(dataDir)
  if (location !== 'memory://') mkdirSync(location, { recursive: true })
  const client = await PGlite.create(location)
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(handle.db as never, { migrationsFolder: migrationsFolder() })
    return
  }
  const { migrate } = await import('drizzle-orm/postgres-js/migrator')
  // drizzle's migrate() takes no lock of its own; two instances starting together would race.
  // The session lock lives on its own one-connection client while the pool migrates.
  const { default: postgres } = await import('postgres')
  const lockClient = postgres(handle.url!, { max: 1, onnotice: () => {} })
  try {
    await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
    await migrate(handle.db as never, { migrationsFolder: migrationsFolder() })
  } finally {
    await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {})
    await lockClient.end({ timeout: 5 })
  }
}

type Shared = { handle?: Promise<DatabaseHandle> }
// One connection pool per process, shared by instrumentation and every route module graph.
const shared = ((globalThis as { __caseDb?: Shared }).__caseDb ??= {})

/** The process-wide database, opened and migrated on first use (instrumentation does it at start). */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!shared.handle) {
    shared.handle = openDatabase().then(
      (handle) => {
        console.info(
          handle.kind === 'postgres'
            ? '[case-service] database: PostgreSQL (CASE_DATABASE_URL)'
            : `[case-service] database: embedded PGlite (${CASE_EMBEDDED_DATA_DIR}) — set CASE_DATABASE_URL to use your PostgreSQL`,
        )
        return handle
      },
      (error: unknown) => {
        shared.handle = undefined // let the next request retry instead of caching the failure
        throw error
      },
    )
  }
  return shared.handle
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}

/** For tests and CLIs that swap databases within one process. */
export async function closeDatabase(): Promise<void> {
  const pending = shared.handle
  shared.handle = undefined
  if (pending) await (await pending).close()
}
