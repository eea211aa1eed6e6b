import path from 'node:path'
import { existsSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Sql } from 'postgres'
import { caseEnv } from '@case/env'
import { serviceRoot } from '@case/lib/serviceRoot'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** The database or a transaction of it. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DatabaseHandle = { db: Db; url: string; close: () => Promise<void> }

/** drizzle/ of the case service. */
export function migrationsFolder(): string {
  const folder = caseEnv().CASE_MIGRATIONS_DIR ?? path.join(serviceRoot(), 'drizzle')
  if (!existsSync(path.join(folder, 'meta/_journal.json')))
    throw new Error(`case-service migrations not found in ${folder}`)
  return folder
}
// Arbitrary constant: serialises migrations of instances that start together.
const MIGRATION_LOCK_ID = 424242

/**
 * CASE_DATABASE_URL → postgres.js, migrated with drizzle. `npm run dev`, `npm start` and `npm test`
 * point it at their embedded PostgreSQL when it is unset; the service itself never knows the difference.
 */
export async function openDatabase(
  url = caseEnv().CASE_DATABASE_URL,
  { migrate = true } = {},
): Promise<DatabaseHandle> {
  if (!url) {
    throw new Error(
      'CASE_DATABASE_URL is not set. Start the apps with `npm run dev` or `npm start` (they run an embedded PostgreSQL), or set CASE_DATABASE_URL to your PostgreSQL.',
    )
  }
  const handle = await openPostgres(url)
  if (migrate) await runMigrations(handle)
  return handle
}

/**
 * The postgres.js client under a database opened here (drizzle's `$client`), for statements run
 * without drizzle's row mapping (db/preparedSelect.ts). Not a registry of our own: the database is
 * opened in one module graph (instrumentation) and used from others (every route).
 */
export function postgresClientOf(db: Db): Sql {
  const client = (db as { $client?: Sql }).$client
  if (!client) throw new Error('not a database opened by openDatabase()')
  return client
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres')
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const client = postgres(url, {
    max: caseEnv().CASE_DATABASE_POOL_MAX,
    connect_timeout: caseEnv().CASE_DATABASE_CONNECT_TIMEOUT_S,
    onnotice: () => {},
  })
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, url, close: () => client.end({ timeout: 5 }) }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const { migrate } = await import('drizzle-orm/postgres-js/migrator')
  // drizzle's migrate() takes no lock of its own; two instances starting together would race.
  // The session lock lives on its own one-connection client while the pool migrates.
  const { default: postgres } = await import('postgres')
  const lockClient = postgres(handle.url, { max: 1, onnotice: () => {} })
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
        console.info('[case-service] database: PostgreSQL (CASE_DATABASE_URL)')
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
