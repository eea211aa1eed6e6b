import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { databaseUrl, projectRoot, templateNames } from './databaseTemplates'

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), build one migrated template database per app;
 * every test file then clones its own copy (tests/setup/perFileDatabases.ts). Without it the
 * tests fall back to in-memory PGlite and each file migrates its own.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testRunTag: string
  }
}

export default async function setup(project: TestProject) {
  // Databases of this run carry the tag; teardown drops them once every worker has exited
  // (dropping earlier would kill the pools the test files still hold).
  const runTag = randomBytes(4).toString('hex')
  project.provide('testRunTag', runTag)
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    console.info('[tests] TEST_DATABASE_URL unset: integration tests run on embedded PGlite (concurrency tests skip)')
    return
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  const names = templateNames()
  try {
    const existing = new Set(
      (await admin`select datname from pg_database where datname like 'tmpl_%'`).map((row) => row.datname as string),
    )
    for (const [app, name] of Object.entries(names)) {
      if (existing.has(name)) continue
      const building = `${name}_build_${process.pid}`
      await admin.unsafe(`drop database if exists "${building}" with (force)`)
      await admin.unsafe(`create database "${building}"`)
      const url = databaseUrl(serverUrl, building)
      // The production migration commands, exactly as `npm run migrate` runs them.
      if (app === 'cms') {
        execFileSync('npx', ['payload', 'migrate'], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: url }, stdio: 'pipe' })
      } else {
        execFileSync('npx', ['tsx', 'src/db/migrate-cli.ts'], {
          cwd: `${projectRoot}/case-service`,
          env: { ...process.env, CASE_DATABASE_URL: url },
          stdio: 'pipe',
        })
      }
      await admin.unsafe(`alter database "${building}" rename to "${name}"`)
      await admin.unsafe(`alter database "${name}" with is_template true`)
    }
  } finally {
    await admin.end()
  }

  return async function teardown() {
    const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} })
    try {
      const leftovers = await cleaner`select datname from pg_database where datname like ${`t\\_%\\_${runTag}\\_%`}`
      for (const { datname } of leftovers) await cleaner.unsafe(`drop database if exists "${datname as string}" with (force)`)
    } finally {
      await cleaner.end()
    }
  }
}
