import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { freePort, root, run, startGroup, stopGroup, waitUntilHealthy } from '@agency-platform/runtime/processes'
import { migrateCaseService } from '@agency-platform/runtime/prepareDatabases'
import { databaseUrl } from '../../../tests/setup/databaseTemplates'
import { FIXTURE_ADMIN } from './support/users'

const caseServiceDir = path.join(root, 'case-service')

/**
 * The built case service on a fresh database: CASE_APP_DIST_DIR names the build (npm test reuses the one its
 * vitest step made; without one this builds it), the database is migrated and seeded with a few hundred demo cases
 * and the fixture administrator the tests create their own users with. CASE_APP_URL tells the tests where it runs.
 */
export default async function globalSetup() {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('The case app tests need TEST_DATABASE_URL (npm test provides one)')
  const distDir = process.env.CASE_APP_DIST_DIR ?? '.next-case-app'
  // CASE_APP_MODE=dev runs `next dev` instead (quicker while writing pages; never in npm test).
  const mode = process.env.CASE_APP_MODE === 'dev' ? 'dev' : 'start'
  if (mode === 'start' && !existsSync(path.join(caseServiceDir, distDir, 'BUILD_ID'))) {
    await run('npm', ['run', 'build'], {
      cwd: caseServiceDir,
      env: { ...process.env, NEXT_DIST_DIR: distDir },
      label: 'build (case service)',
    })
  }
  const database = `case_app_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${database}"`)
  // The billing database the sync reads (seeded with its demo rows).
  await admin.unsafe(`create database "${database}_billing"`)
  const port = await freePort()
  const url = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
    NEXT_DIST_DIR: distDir,
    CASE_DATABASE_URL: databaseUrl(serverUrl, database),
    BILLING_DATABASE_URL: databaseUrl(serverUrl, `${database}_billing`),
    CASE_JWT_SECRET: randomBytes(32).toString('hex'),
    CASE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    CASE_PUBLIC_URL: url,
    VERSICHERUNG_FILTER: 'AOK-NORD',
    ALLOWED_EMAIL_DOMAINS: 'aok-nord.example,fallservice.example',
    // Every test signs in from 127.0.0.1; the per-address limit has its own test in the API suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_CASE_COUNT: '400',
    SEED_BILLING_COUNT: '200',
    SEED_CASE_ADMIN_EMAIL: 'admin@fallservice.example',
  }
  await migrateCaseService(env)
  await run('npx', ['tsx', 'src/seed/index.ts'], { cwd: caseServiceDir, env, label: 'case-service seed' })
  // The fixture administrator: created by the seed's own code path, a second time with other credentials.
  await run('npx', ['tsx', 'src/seed/index.ts'], {
    cwd: caseServiceDir,
    env: {
      ...env,
      SEED_CASE_ADMIN_EMAIL: FIXTURE_ADMIN.email,
      SEED_CASE_ADMIN_PASSWORD: FIXTURE_ADMIN.password,
      SEED_CASE_COUNT: '1',
    },
    label: 'fixture administrator',
  })
  const server = startGroup({
    command: process.execPath,
    args: [path.join(root, 'scripts/nextServer.mjs'), '--mode', mode, '--dir', 'case-service', '--port', String(port)],
    env,
  })
  await waitUntilHealthy(url, { timeoutMs: 90_000, server })
  process.env.CASE_APP_URL = url
  return async () => {
    await stopGroup(server, { timeoutMs: 5_000 })
    await admin.unsafe(`drop database if exists "${database}" with (force)`)
    await admin.unsafe(`drop database if exists "${database}_billing" with (force)`)
    await admin.end()
  }
}
