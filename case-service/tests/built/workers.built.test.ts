import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { childProcessesOf as childrenOf, freePort, root } from '@agency-platform/runtime/processes'
import { spawnWithOutput, waitFor, type Stack } from '../../../tests/smoke/stackProcess'

/**
 * scripts/nextServer.mjs --workers 2 on the build the other built tests use: one primary, two
 * server processes on one port (node:cluster), as `WEB_CONCURRENCY` runs the service on a machine
 * with several cores (docs/deploy.md).
 */
const DIST_DIR = process.env.BUILT_TESTS_DIST_DIR ?? '.next-built-tests'

const started: Stack[] = []

function startServer(args: string[], env: Record<string, string> = {}): Stack {
  const server = spawnWithOutput(
    process.execPath,
    [path.join(root, 'scripts/nextServer.mjs'), '--hostname', '127.0.0.1', ...args],
    {
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, ...env },
    },
  )
  started.push(server)
  return server
}

afterEach(async () => {
  for (const { child, exited } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
})

const healthOf = (url: string) =>
  fetch(`${url}/api/health`, { headers: { connection: 'close' } }).then((response) => response.status)

describe('nextServer --workers 2 (one server process per core)', { timeout: 120_000 }, () => {
  it('serves from two worker processes on one port, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort()
    const server = startServer(['--mode', 'start', '--dir', 'case-service', '--port', String(port), '--workers', '2'])
    const url = `http://127.0.0.1:${port}`
    // Announced once, by the primary, when both workers listen.
    await waitFor(
      'the start line',
      async () => (server.output().includes(`on ${url} (TRUSTED_PROXY_HOPS=0, 2 workers)`) ? true : undefined),
      60_000,
      server,
    )
    const workers = childrenOf(server.child.pid!)
    expect(workers).toHaveLength(2)
    // Every new connection is handed to a worker in turn; all of them are answered.
    expect(await Promise.all(Array.from({ length: 20 }, () => healthOf(url)))).toEqual(Array(20).fill(200))

    process.kill(workers[0]!, 'SIGKILL')
    const replaced = await waitFor(
      'a replacement worker',
      async () => {
        const now = childrenOf(server.child.pid!)
        return now.length === 2 && !now.includes(workers[0]!) ? now : undefined
      },
      60_000,
      server,
    )
    expect(replaced).toContain(workers[1])
    expect(server.output()).toContain('starting another')
    // The primary hands connections only to workers that listen, so the service answers throughout.
    expect(await Promise.all(Array.from({ length: 10 }, () => healthOf(url)))).toEqual(Array(10).fill(200))

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(childrenOf(server.child.pid!)).toEqual([])
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow()
  })

  it('stops with exit code 1 when a worker cannot start, instead of starting it again and again', async () => {
    const server = startServer([
      '--mode',
      'start',
      '--dir',
      'case-service/no-such-app',
      '--port',
      String(await freePort()),
      '--workers',
      '2',
    ])
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('a worker exited during start')
  })

  it('refuses --workers in dev mode and a count that is not a number', async () => {
    const dev = startServer(['--mode', 'dev', '--dir', 'case-service', '--workers', '2'])
    expect(await dev.exited).toBe(2)
    expect(dev.output()).toContain('--workers above 1 needs --mode start')

    const bad = startServer(['--mode', 'start', '--dir', 'case-service'], { WEB_CONCURRENCY: 'many' })
    expect(await bad.exited).toBe(2)
    expect(bad.output()).toContain('--workers (WEB_CONCURRENCY) must be auto or a whole number')
  })
})
