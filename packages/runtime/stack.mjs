// What `npm run dev` and `npm start` share: the embedded PostgreSQL (when DATABASE_URL,
// CASE_DATABASE_URL or BILLING_DATABASE_URL is unset), migrations (+ seed), both apps, and an
// ordered shutdown: Ctrl-C/SIGTERM stop the apps first, then the database (fast shutdown).
import path from 'node:path'
import { DEFAULT_EMBEDDED_PG_PORT } from './embeddedPostgres.mjs'
import { assertPortsFree, InstanceRunningError, startOwnedPostgres } from './instanceLock.mjs'
import { prepareDatabases, withDefaults } from './prepareDatabases.mjs'
import { loadDotEnv, root, signalGroup, startGroup, stopGroup } from './processes.mjs'

const DATABASES = { DATABASE_URL: 'cms', CASE_DATABASE_URL: 'cases', BILLING_DATABASE_URL: 'billing' }
export const EMBEDDED_DATA_DIR = path.join(root, '.data/postgres')

function settings() {
  const port = (name, fallback) => {
    const value = Number(process.env[name] || fallback)
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      throw new InstanceRunningError(`${name} must be a port number (got ${process.env[name]})`)
    return value
  }
  return {
    cmsPort: port('PORT', 3000),
    casePort: port('CASE_PORT', 3001),
    pgPort: port('EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PG_PORT),
  }
}

function fail(label, error) {
  console.error(`\n[${label}] ${error.message}\n`)
  process.exit(1)
}

/**
 * Runs `work(env)` with the database URLs filled in: the unset ones point at the embedded server,
 * which is started for the duration (and refused when another instance holds its data directory).
 */
export async function withEmbeddedDatabases(label, work, { ports = [] } = {}) {
  loadDotEnv()
  const env = { ...process.env }
  const unset = Object.keys(DATABASES).filter((name) => !env[name])
  let server
  try {
    if (unset.length === 0) {
      await assertPortsFree(ports)
    } else {
      const { pgPort } = settings()
      server = await startOwnedPostgres({
        dataDir: EMBEDDED_DATA_DIR,
        port: pgPort,
        label,
        describe: `PostgreSQL on 127.0.0.1:${pgPort}${ports.length > 0 ? `, app ports ${ports.join(' and ')}` : ''}`,
        databases: unset.map((name) => DATABASES[name]),
        appPorts: ports,
      })
      for (const name of unset) env[name] = server.urlFor(DATABASES[name])
      console.info(
        `[db] embedded PostgreSQL on 127.0.0.1:${pgPort} (${path.relative(root, EMBEDDED_DATA_DIR)}) for ${unset.join(', ')}`,
      )
    }
  } catch (error) {
    if (error instanceof InstanceRunningError) fail(label, error)
    throw error
  }
  try {
    return await work(env, server)
  } finally {
    await server?.stop()
  }
}

/** A one-shot command (`npm run migrate`, `npm run seed`) on the databases; a failure ends with exit code 1. */
export async function runCommand(label, work) {
  await withEmbeddedDatabases(label, work).catch((error) => fail(label, error))
}

/** `npm run dev` (mode 'dev') and `npm start` (mode 'start'). */
export async function runStack(mode) {
  const label = mode === 'dev' ? 'npm run dev' : 'npm start'
  let ports
  try {
    ports = settings()
  } catch (error) {
    fail(label, error)
  }
  const apps = []
  let stopping
  const shutdown = (exitCode) => {
    stopping ??= (async () => {
      console.info(`\n[${label}] stopping the apps, then the database`)
      await Promise.all(apps.map((app) => stopGroup(app, { signal: 'SIGTERM' })))
      return exitCode
    })()
    return stopping
  }
  // The terminal's Ctrl-C reaches this process (and migrate/seed children in its group), never the
  // apps or PostgreSQL in their own groups: they are stopped here, in order.
  const onSignal = () => shutdown(0).then(() => finished(0))
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  process.on('SIGHUP', onSignal)
  // Last resort when this process dies on an error: no app is left holding a port.
  process.on('exit', () => apps.forEach((app) => signalGroup(app, 'SIGKILL')))

  let finished
  const done = new Promise((resolve) => (finished = resolve))
  const exitCode = await withEmbeddedDatabases(
    label,
    async (baseEnv, server) => {
      const env = withDefaults(mode === 'dev' ? baseEnv : { ...baseEnv, NODE_ENV: 'production' }, {
        dev: mode === 'dev',
      })
      try {
        await prepareDatabases(env, { seed: mode === 'dev' || process.env.SEED_ON_START === 'true' })
      } catch (error) {
        if (stopping) return stopping // Ctrl-C during migrate/seed: not a failure
        throw error
      }
      if (stopping) return stopping
      for (const [dir, port] of [
        ['.', ports.cmsPort],
        ['case-service', ports.casePort],
      ]) {
        const app = startGroup({
          command: process.execPath,
          args: [
            path.join(import.meta.dirname, 'nextServer.mjs'),
            '--mode',
            mode,
            '--dir',
            dir,
            '--port',
            String(port),
            ...(dir === 'case-service' ? ['--webpack'] : []),
          ],
          env,
        })
        server?.claim.recordChild(`${dir === '.' ? 'CMS' : 'case service'} (${mode})`, app.pid)
        apps.push(app)
        app.exited.then(({ code, signal }) => {
          if (stopping) return
          console.error(
            `[${label}] ${dir === '.' ? 'CMS' : 'case service'} exited (${signal ?? `exit ${code}`}): stopping everything`,
          )
          shutdown(1).then(finished)
        })
      }
      server?.exited.then(({ code, signal }) => {
        if (stopping) return
        console.error(`[${label}] PostgreSQL exited (${signal ?? `exit ${code}`}): stopping everything`)
        shutdown(1).then(finished)
      })
      printUrls(ports)
      return done
    },
    { ports: [ports.cmsPort, ports.casePort] },
  ).catch((error) => fail(label, error))
  process.exit(exitCode)
}

function printUrls({ cmsPort, casePort }) {
  console.info(
    [
      '',
      `  CMS admin:            http://localhost:${cmsPort}/admin`,
      `  Tenant site (Alpha):  http://alpha.localhost:${cmsPort}/`,
      `  Tenant site (Beta):   http://beta.localhost:${cmsPort}/`,
      `  Case service health:  http://localhost:${casePort}/api/health`,
      `  Case service OpenAPI: http://localhost:${casePort}/api/openapi.json`,
      '  (credentials: printed by the seed on first start; defaults in README). Ctrl-C stops everything.',
      '',
    ].join('\n'),
  )
}
