import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { inject } from 'vitest'
import { databaseUrl, templateNames } from './databaseTemplates'

/**
 * Each integration test file gets fresh databases for both apps (cloned from the migrated
 * templates), so files are isolated from each other and can run in parallel. The global
 * teardown drops them.
 */
const serverUrl = process.env.TEST_DATABASE_URL
process.env.CASE_JWT_SECRET ??= randomBytes(32).toString('hex')
process.env.VERSICHERUNG_FILTER ??= 'AOK-NORD'
process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
// Tests talk to their own loopback servers; a developer's .env must not turn URLs absolute.
delete process.env.CMS_PUBLIC_URL

if (serverUrl) {
  const suffix = `${inject('testRunTag')}_${process.pid}_${randomBytes(3).toString('hex')}`
  const names = templateNames()
  const cmsDb = `t_cms_${suffix}`
  const caseDb = `t_case_${suffix}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${cmsDb}" template "${names.cms}"`)
  await admin.unsafe(`create database "${caseDb}" template "${names.case}"`)
  process.env.DATABASE_URL = databaseUrl(serverUrl, cmsDb)
  process.env.CASE_DATABASE_URL = databaseUrl(serverUrl, caseDb)
  process.env.TEST_DATABASE_KIND = 'postgres'
  await admin.end()
} else {
  delete process.env.DATABASE_URL
  delete process.env.CASE_DATABASE_URL
  process.env.CMS_EMBEDDED_DATA_DIR = 'memory://'
  process.env.CASE_EMBEDDED_DATA_DIR = 'memory://'
  process.env.TEST_DATABASE_KIND = 'pglite'
}

/** Tests that need concurrent connections (PGlite has one session) use `it.skipIf(!realPostgres)`. */
export const realPostgres = Boolean(serverUrl)
