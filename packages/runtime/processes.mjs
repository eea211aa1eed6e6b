// Small process helpers shared by the dev/start/test scripts (plain Node, no build step).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { clearTimeout, setTimeout } from 'node:timers'

export const root = path.resolve(import.meta.dirname, '../..')

/** Loads .env (if present) without overriding variables already set in the environment. */
export function loadDotEnv() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, { cwd = root, env = process.env, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/**
 * Starts a long-running process in its own process group (a terminal's Ctrl-C reaches only the supervisor).
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv, onOutput?: (text: string) => void }} options
 */
export function startGroup({ command, args, cwd = root, env = process.env, onOutput = undefined }) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  })
  // With `onOutput`, the output still reaches this process's own, and the caller sees it too.
  if (onOutput)
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      from.on('data', (chunk) => {
        to.write(chunk)
        onOutput(String(chunk))
      })
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return child
}

export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Asks a process group to stop; kills it when it has not exited in time (`next start` once ignored SIGTERM for >10 s). */
export async function stopGroup(child, { signal = 'SIGTERM', timeoutMs = 10_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL') // the leader is gone; its workers may not be
    return
  }
  signalGroup(child, signal)
  let timeout
  const timer = new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs, 'timeout')))
  const outcome = await Promise.race([child.exited, timer])
  clearTimeout(timeout)
  if (outcome === 'timeout') console.warn(`[stop] pid ${child.pid} did not stop within ${timeoutMs / 1000}s: killed`)
  signalGroup(child, 'SIGKILL')
}

/**
 * Waits until `<url>/api/health` answers 200 (both apps serve it); throws when `timeoutMs` passes first or, given the
 * server's process group (startGroup), when it exits before answering.
 */
export async function waitUntilHealthy(url, { timeoutMs, server } = {}) {
  let stopped = false
  void server?.exited.then(() => (stopped = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopped) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(stopped ? `${url} exited during start` : `${url} was not healthy within ${timeoutMs / 1000}s`)
}

/** A port nothing listens on, so a leftover server can never answer for the one under test. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Linux /proc: a process's state, parent pid and CPU time so far (user + system, ms); undefined once it is gone. */
export function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // after the command name, which may hold spaces
    // utime, stime in clock ticks (USER_HZ 100)
    return { state: fields[0], parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 }
  } catch {
    return undefined
  }
}

/** The live (not zombie) child processes of `pid` (Linux /proc): a clustered server's workers. */
export function childProcessesOf(pid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      const stat = processStat(entry)
      return stat?.parent === pid && stat.state !== 'Z'
    })
    .map(Number)
}
