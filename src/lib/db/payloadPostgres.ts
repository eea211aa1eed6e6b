import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type DatabaseAdapterObj, type Payload, type PayloadRequest } from 'payload'

/**
 * The one place that reaches into Payload's PostgreSQL adapter (its drizzle handle, pool, tables
 * and transaction sessions). Everything else imports from here, so a Payload upgrade that moves
 * these internals fails in this module and in tests/int/payload-postgres-seam.test.ts, not at
 * a dozen call sites.
 */
export function postgresAdapter(payload: Payload): PostgresAdapter {
  // Payload types `payload.db` as the generic adapter; the PostgreSQL adapter's own type is not
  // assignable to it, hence the one cast here, guarded by a runtime check of what this module uses.
  const adapter = payload.db as unknown as Partial<PostgresAdapter> & { name?: string }
  if (!adapter.drizzle || !adapter.pool || !adapter.sessions || !adapter.tables) {
    throw new Error(`expected Payload's PostgreSQL adapter, got "${adapter.name ?? 'unknown'}"`)
  }
  return adapter as PostgresAdapter
}

// Arbitrary constant (the case service's lock is 424242): serialises Payload migrations across instances.
const MIGRATION_LOCK_ID = 424245

/**
 * Payload applies pending migrations when a production server starts (`prodMigrations`), without
 * a lock: two CMS instances starting together would both run the same migration. Wrapped here,
 * every `migrate` (start-up and `payload migrate`) first takes a PostgreSQL advisory lock on a
 * connection of its own (not from the pool, which may hold a single connection); whoever comes
 * second finds nothing pending.
 */
export function withMigrationLock(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const migrate = adapter.migrate.bind(adapter)
      adapter.migrate = async (options) => {
        const lock = new adapter.pg.Client(adapter.poolOptions)
        await lock.connect()
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
          return await migrate(options)
        } finally {
          await lock.end() // ending the session releases the lock
        }
      }
      return adapter
    },
  }
}

type Executor = { execute: PostgresAdapter['drizzle']['execute'] }
type TransactionDb = PostgresAdapter['sessions'][string]['db']

/** The node-postgres pool (for libraries that bring their own SQL, e.g. rate-limiter-flexible). */
export const postgresPool = (payload: Payload) => postgresAdapter(payload).pool

/** The adapter's drizzle handle and tables, outside any request's transaction. */
export const postgresDrizzle = (payload: Payload) => postgresAdapter(payload).drizzle
export const postgresTables = (payload: Payload) => postgresAdapter(payload).tables

/** The drizzle handle a request runs on: its open transaction if Payload started one, else the pool. */
export async function requestDrizzle(req: PayloadRequest): Promise<TransactionDb | PostgresAdapter['drizzle']> {
  const adapter = postgresAdapter(req.payload)
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  return (id !== undefined && id !== null ? adapter.sessions[String(id)]?.db : undefined) ?? adapter.drizzle
}

/** Runs raw SQL on the request's connection (inside its transaction when there is one). */
export async function executeInRequest(req: PayloadRequest, query: Parameters<Executor['execute']>[0]) {
  const db = (await requestDrizzle(req)) as Executor
  return db.execute(query)
}

/**
 * Runs `write` as a nested Local API operation that can fail without failing the request's own
 * save. Inside a transaction it joins it behind a SAVEPOINT — so it commits with the save, and a
 * failure rolls back only itself (a plain nested operation would commit or roll back the outer
 * transaction). Outside a transaction it runs on its own. The nested request's commit/rollback are
 * no-ops on an alias session that shares the outer transaction's connection.
 */
export async function withSavepoint<T>(
  req: PayloadRequest,
  name: string,
  write: (nestedReq: PayloadRequest) => Promise<T>,
  { context = {} }: { context?: Record<string, unknown> } = {},
): Promise<T> {
  const { payload } = req
  const ident = quoteIdent(name)
  const { sessions } = postgresAdapter(payload)
  const transactionID = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const outer = transactionID ? sessions[String(transactionID)] : undefined
  const nestedReq = await createLocalReq({ context }, payload)
  if (!outer) return write(nestedReq)
  const alias = `${name}-${String(transactionID)}-${Math.random().toString(36).slice(2)}`
  sessions[alias] = { db: outer.db, resolve: async () => {}, reject: async () => {} }
  nestedReq.transactionID = alias
  try {
    await outer.db.execute(sql.raw(`SAVEPOINT ${ident}`))
    const result = await write(nestedReq)
    await outer.db.execute(sql.raw(`RELEASE SAVEPOINT ${ident}`))
    return result
  } catch (error) {
    await outer.db.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${ident}`)).catch(() => undefined)
    throw error
  } finally {
    delete sessions[alias]
  }
}

/** Savepoint names are SQL identifiers, never user input: only plain lower-case names pass. */
function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid savepoint name ${name}`)
  return name
}
