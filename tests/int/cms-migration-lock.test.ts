import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Migration, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { postgresPool } from '@/lib/db/payloadPostgres'
import { getTestPayload } from '../helpers/payload'

// Several CMS instances starting together each run Payload's start-up migrations
// (withMigrationLock in src/lib/db/payloadPostgres.ts): they must apply each migration once.
describe('CMS migrations across instances', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('two concurrent migrate runs on an empty database apply every migration exactly once', async () => {
    const pool = postgresPool(payload)
    // One `drop schema … cascade` locks every table, index and type of the schema in one transaction
    // (~5 500 locks with today's blocks), near PostgreSQL's shared lock table (64 × 100 slots by default)
    // and beyond it beside other test files: drop the tables one transaction each first.
    const { rows: tables } = await pool.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public'",
    )
    for (const { name } of tables) await pool.query(`drop table if exists "${name.replaceAll('"', '""')}" cascade`)
    await pool.query('drop schema public cascade; create schema public')

    // The list a production server applies at start (payload.config.ts: prodMigrations); Payload's
    // start-up passes it untyped, its declared types disagree by the migrations' argument types.
    const migrations = (payload.db.prodMigrations ?? []) as Migration[]
    const runs = await Promise.allSettled([payload.db.migrate({ migrations }), payload.db.migrate({ migrations })])
    expect(runs.map((run) => (run.status === 'rejected' ? String(run.reason) : run.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ])

    const { rows } = await pool.query<{ name: string; runs: number }>(
      'select name, count(*)::int as runs from payload_migrations group by name',
    )
    const files = readdirSync(path.join(process.cwd(), 'src/migrations')).filter((file) => /^\d{8}_.*\.ts$/.test(file))
    expect(files.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.name).sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort())
    expect(rows.every((row) => row.runs === 1)).toBe(true)
    expect((await payload.count({ collection: 'tenants', overrideAccess: true })).totalDocs).toBe(0)
  })
})
