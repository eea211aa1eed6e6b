// One supervisor per embedded data directory. The lock file (created exclusively) names the supervisor
// and the processes it started, so that
// - a second `npm run dev`/`npm start` refuses at once, names the running one and touches nothing, and
// - after a crash (the supervisor was killed with SIGKILL) the next start stops what the dead
//   supervisor left running before it reuses the data directory and the ports.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { runningPostmaster, startEmbeddedPostgres, stopPostmaster } from './embeddedPostgres.mjs'

export class InstanceRunningError extends Error {}

/**
 * Start time of a running process in clock ticks since boot (/proc), so a reused pid is never mistaken
 * for ours; undefined when it is gone or a zombie (killed, not yet collected by init).
 */
function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ...fields] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return state === 'Z' ? undefined : fields[18]
  } catch {
    return undefined
  }
}

const isSameProcess = (entry) =>
  entry?.pid !== undefined && entry.startTime !== undefined && startTime(entry.pid) === entry.startTime

function readLock(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined // unreadable or half-written: treat as stale
  }
}

/** Stops what a dead supervisor left behind: its app process groups, then its PostgreSQL (fast shutdown). */
async function reapLeftovers(lock, dataDir) {
  for (const child of lock?.children ?? []) {
    if (!isSameProcess(child)) continue
    console.info(`[db] stopping ${child.name} (pid ${child.pid}) left running by a previous start`)
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
  }
  const postmaster = runningPostmaster(dataDir)
  if (postmaster === undefined) return
  if (lock?.postgres && isSameProcess(lock.postgres) && lock.postgres.pid === postmaster) {
    console.info(`[db] stopping PostgreSQL (pid ${postmaster}) left running by a previous start`)
    await stopPostmaster(postmaster)
    return
  }
  throw new InstanceRunningError(
    `PostgreSQL (pid ${postmaster}) is running on ${dataDir} but was not started by these scripts; stop it first (kill -INT ${postmaster}).`,
  )
}

/**
 * Claims `dataDir` for this process (`label` names the command in messages). Throws
 * InstanceRunningError when a live supervisor holds it.
 * @param {{ dataDir: string, label: string, describe?: string }} options
 */
export async function claimInstance({ dataDir, label, describe }) {
  const file = `${dataDir}.lock`
  mkdirSync(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd
    try {
      fd = openSync(file, 'wx', 0o600)
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const lock = readLock(file)
      if (lock && isSameProcess(lock.supervisor)) {
        throw new InstanceRunningError(
          [
            `Another instance is already running: \`${lock.label}\` (pid ${lock.supervisor.pid}, since ${lock.startedAt}).`,
            `It uses the data directory ${dataDir}${lock.describe ? ` and ${lock.describe}` : ''}.`,
            `Stop it with Ctrl-C in its terminal or \`kill ${lock.supervisor.pid}\`, then start again.`,
          ].join('\n'),
        )
      }
      await reapLeftovers(lock, dataDir)
      rmSync(file, { force: true })
      continue
    }
    const state = {
      label,
      describe,
      startedAt: new Date().toISOString(),
      supervisor: { pid: process.pid, startTime: startTime(process.pid) },
      postgres: undefined,
      children: [],
    }
    const save = () => writeFileSync(file, JSON.stringify(state, null, 2))
    writeFileSync(fd, JSON.stringify(state, null, 2))
    closeSync(fd)
    return {
      /** Records a started process (its own process group) so a later start can reap it after a crash. */
      recordChild(name, pid) {
        state.children.push({ name, pid, startTime: startTime(pid) })
        save()
      },
      recordPostgres(pid) {
        state.postgres = { pid, startTime: startTime(pid) }
        save()
      },
      release() {
        if (existsSync(file) && readLock(file)?.supervisor?.pid === process.pid) rmSync(file, { force: true })
      },
    }
  }
  throw new InstanceRunningError(`Could not claim ${file}; remove it if no instance is running.`)
}

/**
 * Claims `dataDir`, starts the embedded PostgreSQL on it and creates `databases`. Returns the server
 * (its `stop()` also releases the claim). Throws InstanceRunningError when another instance holds it.
 * `appPorts` are checked too, after the claim (so a running instance is named as such, not as a port).
 * @param {{ dataDir: string, port: number, label: string, describe?: string, databases?: string[], appPorts?: number[] }} options
 */
export async function startOwnedPostgres({ dataDir, port, label, describe, databases = [], appPorts = [] }) {
  const claim = await claimInstance({ dataDir, label, describe })
  try {
    await assertPortsFree([...appPorts, port])
    const server = await startEmbeddedPostgres({ dataDir, port })
    claim.recordPostgres(server.pid)
    await server.ensureDatabases(databases)
    return {
      ...server,
      claim,
      async stop() {
        await server.stop()
        claim.release()
      },
    }
  } catch (error) {
    claim.release()
    throw error
  }
}

/** Fails with a clear message when something already listens on one of the ports. */
export async function assertPortsFree(ports) {
  for (const port of ports) {
    const inUse = await new Promise((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(true))
      probe.listen(port, () => probe.close(() => resolve(false)))
    })
    if (inUse)
      throw new InstanceRunningError(
        `Port ${port} is already in use by another program; stop it or choose another port (PORT, CASE_PORT, EMBEDDED_PG_PORT).`,
      )
  }
}
