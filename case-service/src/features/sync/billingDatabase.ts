import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { caseEnv } from '@case/env'
import { serviceRoot } from '@case/lib/serviceRoot'
import * as billingSchema from './billingSchema'

export type BillingDb = PgDatabase<PgQueryResultHKT, typeof billingSchema>
export type BillingDatabaseHandle = { db: BillingDb; close: () => Promise<void> }

// Arbitrary constant (differs from the case database's): serialises concurrent schema set-ups.
const SCHEMA_LOCK_ID = 424243

/**
 * BILLING_DATABASE_URL (the billing system's PostgreSQL; `npm run dev`/`npm start` point it at the
 * `billing` database of their embedded server when it is unset).
 */
export async function openBillingDatabase(url = caseEnv().BILLING_DATABASE_URL): Promise<BillingDatabaseHandle> {
  if (!url)
    throw new Error('BILLING_DATABASE_URL is not set (npm run dev / npm start set it to their embedded PostgreSQL)')
  const { default: postgres } = await import('postgres')
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const client = postgres(url, { max: 2, onnotice: () => {} })
  return {
    db: drizzle(client, { schema: billingSchema }) as unknown as BillingDb,
    close: () => client.end({ timeout: 5 }),
  }
}

/** Creates the billing table if missing (the seed's demo database; a real billing system has its own). */
export async function migrateBillingDatabase(db: BillingDb): Promise<void> {
  const statements = readFileSync(path.join(serviceRoot(), 'src/features/sync/billing-schema.sql'), 'utf8').split(
    '--> statement-breakpoint',
  )
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_ID})`)
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
}
