// Small process helpers shared by the dev/start/test scripts (plain Node, no build step).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Loads .env (if present) without overriding variables already set in the environment. */
export function loadDotEnv() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, { cwd = root, env = process.env, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/** Starts long-running processes in their own process groups and stops them all together. */
export function supervise(children) {
  const running = children.map(({ command, args, cwd = root, env = process.env }) =>
    spawn(command, args, { cwd, env, stdio: 'inherit', detached: true }),
  )
  const stop = (signal = 'SIGTERM') => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
  }
  for (const child of running) child.on('exit', () => stop())
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop())
  // `next start` has been seen ignoring SIGTERM for >10 s: escalate.
  process.on('exit', () => stop('SIGKILL'))
  return running
}
