import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { freePort, root, run, startGroup, stopGroup, waitUntilHealthy } from '@agency-platform/runtime/processes'
import { databaseUrl } from '../../../tests/setup/databaseTemplates'

/**
 * The case service as it is deployed: its build script (`next build`) into its own dist dir, then the production
 * server (scripts/nextServer.mjs --mode start, what `npm start` runs) on a free loopback port, on
 * a fresh database that the service migrates itself at start. The tests in this folder speak HTTP
 * to it, so a bundling defect (issue 11 #3: the XLSX worker rewritten by the bundler) fails here.
 * BUILT_TESTS_REUSE_BUILD=true skips the build when iterating on the tests; BUILT_TESTS_DIST_DIR moves the
 * dist dir, so parallel runs in one working tree do not build into each other.
 */
export type BuiltService = { url: string; databaseUrl: string; env: Record<string, string> } | { error: string }

declare module 'vitest' {
  // An interface, so that it merges with vitest's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    builtService: BuiltService
  }
}

const caseServiceDir = path.join(root, 'case-service')
const DIST_DIR = process.env.BUILT_TESTS_DIST_DIR ?? '.next-built-tests'
const READY_TIMEOUT_MS = 60_000

/**
 * A failed build or start is handed to the test files (useBuiltService.ts fails each of them)
 * instead of being thrown here: a throwing global setup would abort the whole vitest run, and the
 * unit and integration results with it.
 */
export default async function setup(project: TestProject) {
  try {
    return await startBuiltService(project)
  } catch (error) {
    console.error(`[built tests] ${(error as Error).message}`)
    project.provide('builtService', { error: (error as Error).message })
  }
}

async function startBuiltService(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl)
    throw new Error('The built-app tests need TEST_DATABASE_URL (npm test provides an embedded PostgreSQL)')
  if (process.env.BUILT_TESTS_REUSE_BUILD !== 'true') {
    // The package's own build script, so the tests build exactly what a deployment builds.
    await run('npm', ['run', 'build'], {
      cwd: caseServiceDir,
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
      label: 'build (case service)',
    })
  }

  const database = `t_built_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${database}"`)
  await admin.end()

  const port = await freePort()
  const env: Record<string, string> = {
    CASE_DATABASE_URL: databaseUrl(serverUrl, database),
    CASE_JWT_SECRET: randomBytes(32).toString('hex'),
    CASE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    VERSICHERUNG_FILTER: 'AOK-NORD',
    ALLOWED_EMAIL_DOMAINS: 'example.org',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    // The origin the browser-session routes accept (features/auth/browserSession.ts).
    CASE_PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
  const server = startGroup({
    command: process.execPath,
    args: [
      path.join(root, 'scripts/nextServer.mjs'),
      '--mode',
      'start',
      '--dir',
      'case-service',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
    // vitest sets NODE_ENV=test; the server runs as in production.
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR },
  }) as ReturnType<typeof startGroup> & { exited: Promise<unknown> }
  const url = `http://127.0.0.1:${port}`
  const teardown = async () => {
    await stopGroup(server, { timeoutMs: 5_000 })
    const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} })
    await cleaner.unsafe(`drop database if exists "${database}" with (force)`).finally(() => cleaner.end())
    // npm test keeps the build for the scale-out step (BUILT_TESTS_KEEP_BUILD) and removes it afterwards.
    if (process.env.BUILT_TESTS_REUSE_BUILD !== 'true' && process.env.BUILT_TESTS_KEEP_BUILD !== 'true') {
      rmSync(path.join(caseServiceDir, DIST_DIR), { recursive: true, force: true })
    }
  }
  try {
    await waitUntilHealthy(url, { timeoutMs: READY_TIMEOUT_MS, server })
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('builtService', { url, databaseUrl: env.CASE_DATABASE_URL!, env })
  return teardown
}
