import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { inject } from 'vitest'
import { databaseUrl, templateNames } from './databaseTemplates'

/**
 * Each integration test file gets fresh databases for both apps (cloned from the migrated
 * templates), so files are isolated from each other and can run in parallel. The global
 * teardown drops them.
 */
// Set by the global setup (TEST_DATABASE_URL, or its embedded server); tests that create databases read it.
const serverUrl = inject('testDatabaseUrl')
process.env.TEST_DATABASE_URL = serverUrl
process.env.CASE_JWT_SECRET ??= randomBytes(32).toString('hex')
process.env.VERSICHERUNG_FILTER ??= 'AOK-NORD'
process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
// Tests talk to their own loopback servers; a developer's .env must not turn URLs absolute.
delete process.env.CMS_PUBLIC_URL

const suffix = `${inject('testRunTag')}_${process.pid}_${randomBytes(3).toString('hex')}`
const names = templateNames()
const cmsDb = `t_cms_${suffix}`
const caseDb = `t_case_${suffix}`
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database "${cmsDb}" template "${names.cms}"`)
await admin.unsafe(`create database "${caseDb}" template "${names.case}"`)
process.env.DATABASE_URL = databaseUrl(serverUrl, cmsDb)
process.env.CASE_DATABASE_URL = databaseUrl(serverUrl, caseDb)
await admin.end()
