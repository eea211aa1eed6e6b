import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort, root, startGroup, stopGroup, waitUntilHealthy } from '@agency-platform/runtime/processes'

/**
 * The pieces of a scaled-out deployment on loopback (docs/deploy.md): production servers of both
 * apps (scripts/nextServer.mjs --mode start on existing builds), an S3 stand-in (s3rver) and a
 * round-robin reverse proxy that appends the client address to X-Forwarded-For, as nginx does.
 */

export type Stoppable = { stop: () => Promise<void> }
export type Instance = Stoppable & { url: string; output: () => string }

const READY_TIMEOUT_MS = 120_000

/** One production server of `app` ('.' = CMS, 'case-service') from the build in `distDir`. */
export async function startInstance(
  app: '.' | 'case-service',
  distDir: string,
  env: Record<string, string>,
): Promise<Instance> {
  const port = await freePort()
  let output = ''
  const server = startGroup({
    command: process.execPath,
    args: [
      path.join(root, 'scripts/nextServer.mjs'),
      '--mode',
      'start',
      '--dir',
      app,
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
    // vitest sets NODE_ENV=test; the instances run as in production, behind one proxy.
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, TRUSTED_PROXY_HOPS: '1' },
    onOutput: (text: string) => (output += text),
  }) as ReturnType<typeof startGroup> & { exited: Promise<unknown> }
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopGroup(server, { timeoutMs: 5_000 })
  try {
    await waitUntilHealthy(url, { timeoutMs: READY_TIMEOUT_MS, server })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, output: () => output }
}

export type RedisLink = Stoppable & { url: string; cut: () => Promise<void>; restore: () => Promise<void> }

/**
 * The path from the instances to Redis (127.0.0.1:6379, as in CI), through a loopback TCP relay the
 * test can cut — every open connection reset, new ones refused — and restore on the same port: an
 * outage of the shared cache without stopping the machine's Redis.
 */
export async function startRedisLink(target = { host: '127.0.0.1', port: 6379 }): Promise<RedisLink> {
  const port = await freePort()
  const sockets = new Set<Socket>()
  const relay = createTcpServer((client) => {
    const upstream = connect(target)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  const listen = () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy()
      if (relay.listening) relay.close(() => resolve())
      else resolve()
    })
  await listen()
  return { url: `redis://127.0.0.1:${port}`, cut: close, restore: listen, stop: close }
}

export type S3Stand = Stoppable & { endpoint: string; bucket: string; env: Record<string, string> }

/** s3rver on a free loopback port with one empty bucket; s3rver accepts the credentials S3RVER/S3RVER. */
export async function startS3(): Promise<S3Stand> {
  const directory = mkdtempSync(path.join(tmpdir(), 'scaleout-s3-'))
  const bucket = 'cms-files'
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Header a test sets to send one request to a chosen backend (index modulo the backend count). */
export const BACKEND_HEADER = 'x-scaleout-backend'

export type Proxy = Stoppable & { url: string; backends: number }

/**
 * The reverse proxy: round robin over `backends`, or the backend a request names in
 * BACKEND_HEADER; it appends the address the connection came from to X-Forwarded-For (so a
 * client-sent X-Forwarded-For is never the one the apps trust with TRUSTED_PROXY_HOPS=1) and
 * answers with BACKEND_HEADER naming the backend that served.
 */
export async function startProxy(backends: string[]): Promise<Proxy> {
  let next = 0
  const server = createServer((req, res) => {
    const pinned = req.headers[BACKEND_HEADER]
    const index = (pinned === undefined ? next++ : Number(pinned)) % backends.length
    const headers = { ...req.headers }
    delete headers[BACKEND_HEADER]
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = httpRequest(
      new URL(req.url ?? '/', backends[index]),
      { method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: String(index) })
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502)
      res.end(String(error))
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    backends: backends.length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
