import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from '@case/features/audit/auditActions'
import { createTestBillingDatabase } from '../harness/fixtures/reports'

const drizzleDir = path.resolve(import.meta.dirname, '../../drizzle')
const migrations = readdirSync(drizzleDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()

/** Applies the migration files whose number is in [from, to], each in its own transaction like drizzle. */
async function apply(sql: postgres.Sql, from: number, to: number) {
  for (const file of migrations.filter((name) => Number(name.slice(0, 4)) >= from && Number(name.slice(0, 4)) <= to)) {
    const statements = readFileSync(path.join(drizzleDir, file), 'utf8').split('--> statement-breakpoint')
    await sql.begin(async (tx) => {
      for (const statement of statements) await tx.unsafe(statement)
    })
  }
}

// Data stored before the renames (migrations 0007 and 0008) reads as if written today.
describe('migrations of issue 32 (names)', () => {
  let database: Awaited<ReturnType<typeof createTestBillingDatabase>>
  let sql: postgres.Sql

  beforeAll(async () => {
    database = await createTestBillingDatabase() // an empty database on the test server
    sql = postgres(database.url, { max: 1, onnotice: () => {} })
    await apply(sql, 0, 6)
    await sql`insert into reports (report_type, jahr, kw_from, kw, report_data, file_name, file_size) values
      ('standard', 2026, 47, 47, '{}', 'a.xlsx', 1),
      ('wochenuebersicht_standard', 2026, 3, 7, '{}', 'b.xlsx', 1)`
    await sql`insert into audit_log (action) values
      ('login_success'), ('icd_import'), ('report.generate'), ('wochenuebersicht.generate'), ('disclosure.re_request')`
    await sql`insert into users (email, name, password_hash, role) values ('a@example.org', 'A', 'x', 'admin')`
    await apply(sql, 7, 8)
  })

  afterAll(async () => {
    await sql?.end()
    await database?.drop()
  })

  it('a standard report for KW 1–47 stored as kw_from 47 reads KW 1–47; a Wochenübersicht keeps its range', async () => {
    expect(await sql`select report_type, kw_from, kw_to from reports order by report_type`).toEqual([
      { report_type: 'standard', kw_from: 1, kw_to: 47 },
      { report_type: 'wochenuebersicht_standard', kw_from: 3, kw_to: 7 },
    ])
  })

  it('renames stored audit actions into the one style and leaves the log append-only', async () => {
    const actions = (await sql`select action from audit_log order by id`).map((row) => row.action as string)
    expect(actions).toEqual([
      'auth.login_succeeded',
      'cases.icd_imported',
      'reports.generated',
      'reports.generated',
      'disclosures.re_requested',
    ])
    expect(actions.every((action) => (AUDIT_ACTIONS as readonly string[]).includes(action))).toBe(true)
    await expect(sql`update audit_log set action = 'x'`).rejects.toThrow(/append-only/)
  })

  it('gives every existing user the default language', async () => {
    expect(await sql`select locale from users`).toEqual([{ locale: 'de' }])
  })
})
