import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { requestFrom } from '@agency-platform/shared/testing/requestFrom'

const root = path.resolve(import.meta.dirname, '../..')
const appDir = 'tests/fixtures/echo-app'
const distDir = `.next-server-test-${process.pid}`

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  return port
}

/** scripts/nextServer.mjs in dev mode around a one-route app that echoes its forwarding headers. */
async function startNextServer(trustedProxyHops: string) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['scripts/nextServer.mjs', '--mode', 'dev', '--dir', appDir, '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: root,
      env: {
        ...process.env,
        TRUSTED_PROXY_HOPS: trustedProxyHops,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (!output.includes('[nextServer] dev')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nextServer did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output }
}

const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already exited
    }
  }
  rmSync(path.join(root, appDir, distDir), { recursive: true, force: true })
})

const forged = {
  'x-forwarded-for': '192.0.2.1, 192.0.2.2, 10.0.0.1',
  'x-real-ip': '192.0.2.3',
  forwarded: 'for=192.0.2.4',
}

// `next dev` compiles the route on the first request: generous limits for a loaded machine.
describe('scripts/nextServer.mjs writes the client address itself', { timeout: 180_000 }, () => {
  it('with TRUSTED_PROXY_HOPS unset, the app sees only the socket address; SIGTERM stops it', async () => {
    const server = await startNextServer('')
    started.push(server.child)
    const response = await requestFrom('127.0.0.2', `${server.url}/api/echo`, { headers: forged })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ forwardedFor: '127.0.0.2', realIp: null, forwarded: null })

    const exited = once(server.child, 'exit')
    server.child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    expect(server.output()).toContain('SIGTERM: closing')
  })

  it('with TRUSTED_PROXY_HOPS=2, the app sees the last two hops plus the socket address', async () => {
    const server = await startNextServer('2')
    started.push(server.child)
    const response = await requestFrom('127.0.0.3', `${server.url}/api/echo`, { headers: forged })
    expect(JSON.parse(response.body)).toEqual({
      forwardedFor: '192.0.2.2, 10.0.0.1, 127.0.0.3',
      realIp: null,
      forwarded: null,
    })
  })

  it('refuses to start with an invalid TRUSTED_PROXY_HOPS, naming the variable', async () => {
    const child = spawn(process.execPath, ['scripts/nextServer.mjs', '--mode', 'dev', '--dir', appDir, '--port', '0'], {
      cwd: root,
      env: { ...process.env, TRUSTED_PROXY_HOPS: 'all' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const [code] = await once(child, 'exit')
    expect(code).toBe(2)
    expect(stderr).toContain('TRUSTED_PROXY_HOPS')
  })
})
