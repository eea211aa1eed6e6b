import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { startOwnedPostgres } from '@agency-platform/runtime/instanceLock'
import { migrateCms } from '@agency-platform/runtime/prepareDatabases'
import { freePort } from '@agency-platform/runtime/processes'
import { databaseUrl, projectRoot, templateNames } from './databaseTemplates'

/**
 * Builds one migrated template database per app on the test server; every test file then clones
 * its own copy (tests/setup/perFileDatabases.ts). The server is TEST_DATABASE_URL, or — when unset
 * (`npm test` starts one itself and sets it) — an embedded PostgreSQL under .data/test-postgres that
 * this setup starts on a free port and stops at the end.
 */
declare module 'vitest' {
  // An interface, so that it merges with vitest's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testRunTag: string
    testDatabaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  // Databases of this run carry the tag; teardown drops them once every worker has exited
  // (dropping earlier would kill the pools the test files still hold).
  const runTag = randomBytes(4).toString('hex')
  project.provide('testRunTag', runTag)
  let serverUrl = process.env.TEST_DATABASE_URL
  let stopEmbedded = async () => {}
  if (!serverUrl) {
    const embedded = await startOwnedPostgres({
      dataDir: path.join(projectRoot, '.data/test-postgres'),
      port: await freePort(),
      label: 'vitest',
    })
    serverUrl = embedded.urlFor('postgres')
    stopEmbedded = embedded.stop
    console.info(
      `[tests] TEST_DATABASE_URL unset: embedded PostgreSQL on 127.0.0.1:${embedded.port} (.data/test-postgres)`,
    )
  }
  project.provide('testDatabaseUrl', serverUrl)
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
        await migrateCms({ ...process.env, DATABASE_URL: url })
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
  } catch (error) {
    await stopEmbedded()
    throw error
  } finally {
    await admin.end()
  }

  return async function teardown() {
    const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} })
    try {
      const leftovers = await cleaner`select datname from pg_database where datname like ${`t\\_%\\_${runTag}\\_%`}`
      for (const { datname } of leftovers)
        await cleaner.unsafe(`drop database if exists "${datname as string}" with (force)`)
    } finally {
      await cleaner.end()
      await stopEmbedded()
    }
  }
}
