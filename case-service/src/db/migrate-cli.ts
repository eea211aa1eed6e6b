import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { caseEnv } from '@case/env'
import { closeDatabase, getDatabase, migrationsFolder } from './client'
import * as schema from './schema'

/**
 * `npm run migrate -w case-service`: applies the drizzle migrations, says which ones it applied (or
 * that none was pending) and fails when the database did not reach the expected state afterwards:
 * every journal entry recorded and every table of the schema present (drizzle can skip silently).
 */
type JournalEntry = { tag: string; when: number }
const journal = (
  JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
).entries
const url = caseEnv().CASE_DATABASE_URL
if (!url) throw new Error('CASE_DATABASE_URL is not set')

const inspector = postgres(url, { max: 1, onnotice: () => {} })
try {
  const before = await appliedMigrations()
  await getDatabase()
  await closeDatabase()
  const after = await appliedMigrations()
  const applied = journal.filter((entry) => after.has(entry.when) && !before.has(entry.when))
  const missing = journal.filter((entry) => !after.has(entry.when))
  const present = new Set(
    (
      await inspector<
        { name: string }[]
      >`select table_name as name from information_schema.tables where table_schema = 'public'`
    ).map((row) => row.name),
  )
  const absent = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .filter((table) => !present.has(table))

  console.info(
    applied.length > 0
      ? `[case-service] applied ${applied.length} migration(s): ${applied.map((entry) => entry.tag).join(', ')}`
      : `[case-service] no pending migrations (${after.size} applied)`,
  )
  if (missing.length > 0 || absent.length > 0) {
    const problems = [
      missing.length > 0 && `not applied: ${missing.map((entry) => entry.tag).join(', ')}`,
      absent.length > 0 && `missing tables: ${absent.join(', ')}`,
    ]
    console.error(`[case-service] migrations did NOT reach the expected state (${problems.filter(Boolean).join('; ')})`)
    process.exitCode = 1
  }
} finally {
  await inspector.end()
}

/** `created_at` of drizzle's bookkeeping rows is the journal entry's `when`. */
async function appliedMigrations(): Promise<Set<number>> {
  const [row] = await inspector<
    { found: string | null }[]
  >`select to_regclass('drizzle.__drizzle_migrations')::text as found`
  if (!row?.found) return new Set()
  const rows = await inspector<{ created_at: string }[]>`select created_at from drizzle.__drizzle_migrations`
  return new Set(rows.map((row) => Number(row.created_at)))
}
