// The HTTP server both apps run in (`npm run dev`, `npm start`): Next's request handler behind a
// plain node:http server, so that this process — not the client — writes X-Forwarded-For.
// Next itself only fills X-Forwarded-For when it is missing and would pass a forged one through.
//
//   node scripts/nextServer.mjs --mode dev|start --dir <appDir> --port <port> [--hostname <host>] [--webpack] [--workers <n>|auto]
//
// <appDir> is resolved against the repository root (not the cwd): `.` is the CMS, `case-service`
// the case API. TRUSTED_PROXY_HOPS (default 0) is the number of reverse proxies in front.
// --webpack compiles with webpack instead of Turbopack in dev mode. The case service uses webpack in
// dev and build (`next build --webpack`): it needed it while the CMS had a root `src/proxy.ts`, which
// Turbopack compiled into every app of the workspace (vercel/next.js#95287), and its built-server
// tests were verified on that output; moving it to Turbopack is a separate change.
// --workers (or WEB_CONCURRENCY, the name Heroku, Render and others use; default 1) starts that many
// server processes on the one port (node:cluster; `auto` = one per CPU), in start mode only. Next
// handles a request on one thread, and its own per-request work costs more CPU than a page query
// does (docs/case-service-lists.md): a process per core is how one machine uses its cores. Each worker
// is an instance as in docs/deploy.md (own pool and caches, state in PostgreSQL).
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { trustedProxyHops, withTrustedForwarding } from '@agency-platform/shared/clientAddress'

const repositoryRoot = path.resolve(import.meta.dirname, '../..')

const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    dir: { type: 'string', default: '.' },
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string' },
    webpack: { type: 'boolean', default: false },
    workers: { type: 'string' },
  },
})
if (values.mode !== 'dev' && values.mode !== 'start') usage('--mode must be dev or start')
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) usage('--port must be a port number')
const dev = values.mode === 'dev'
const dir = path.resolve(repositoryRoot, values.dir)
// WEB_CONCURRENCY is often set for a whole host: the dev server ignores it, an explicit --workers is checked.
const workerSetting = values.workers ?? (dev ? '1' : process.env.WEB_CONCURRENCY || '1')
const workers = workerSetting === 'auto' ? availableParallelism() : Number(workerSetting)
if (!Number.isInteger(workers) || workers < 1 || workers > 64)
  usage('--workers (WEB_CONCURRENCY) must be auto or a whole number from 1 to 64')
if (dev && workers > 1) usage('--workers above 1 needs --mode start (the dev server compiles on demand in one process)')
let hops
try {
  hops = trustedProxyHops()
} catch (error) {
  usage(error.message)
}

// `next start` and `next dev` set NODE_ENV themselves; a custom server has to, before Next loads.
process.env.NODE_ENV ??= dev ? 'development' : 'production'
// The apps derive their local URL from it when no public URL is configured (CMS: allowed origins).
process.env.PORT = String(port)

const where = `${values.mode} ${path.relative(repositoryRoot, dir) || '.'}`
if (workers > 1 && cluster.isPrimary) superviseWorkers()
else await serve()

/** One server process: Next's request handler behind node:http (in a worker, the port is shared through the primary). */
async function serve() {
  // Load the `next` the app itself depends on (resolved from its directory).
  const { default: next } = await import(createRequire(path.join(dir, 'package.json')).resolve('next'))

  /** Rewrites the forwarding headers of a request in place (Next reads `req.headers`). */
  function trustForwarding(req) {
    req.headers = withTrustedForwarding(req.headers, req.socket.remoteAddress, hops)
  }

  const server = createServer()
  const app = next({
    dev,
    dir,
    port,
    hostname: values.hostname ?? 'localhost',
    httpServer: server,
    ...(values.webpack ? { webpack: true } : {}),
  })
  const handle = app.getRequestHandler()

  server.on('request', (req, res) => {
    trustForwarding(req)
    handle(req, res).catch((error) => {
      console.error('[nextServer] request failed:', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  // Next attaches its own upgrade listener (dev HMR websocket, websocket rewrites) to `httpServer`
  // on the first request; this one runs before it so upgrades get the same header rewrite.
  server.prependListener('upgrade', (req) => trustForwarding(req))

  await app.prepare()
  server.listen(port, values.hostname, () => {
    // Under a primary, the primary announces the port once all workers listen.
    if (cluster.isWorker) return
    const { port: actualPort } = server.address()
    console.log(
      `[nextServer] ${where} on http://${values.hostname ?? 'localhost'}:${actualPort} (TRUSTED_PROXY_HOPS=${hops})`,
    )
  })

  let stopping = false
  function shutdown(signal) {
    if (stopping) return
    stopping = true
    if (!cluster.isWorker) console.log(`[nextServer] ${signal}: closing`)
    // Give open requests a moment; the supervisor kills the process group if this hangs.
    setTimeout(() => process.exit(0), 5_000).unref()
    server.close(() => {
      app.close().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/**
 * The primary of --workers > 1: starts the workers, announces the port when all listen, replaces a
 * worker that dies while serving, and stops everything on SIGTERM/SIGINT. A worker that dies before
 * it ever listened stops the whole server (a broken start would otherwise be retried forever).
 */
function superviseWorkers() {
  let stopping = false
  let exitCode = 0
  let listening = 0
  const started = new Set()
  cluster.on('listening', (worker, address) => {
    if (started.has(worker.id)) return
    started.add(worker.id)
    if (++listening === workers) {
      console.log(
        `[nextServer] ${where} on http://${values.hostname ?? 'localhost'}:${address.port} (TRUSTED_PROXY_HOPS=${hops}, ${workers} workers)`,
      )
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
      return
    }
    if (!started.has(worker.id)) {
      console.error(`[nextServer] a worker exited during start (${signal ?? `code ${code}`}): stopping`)
      stop('worker start failed', 1)
      return
    }
    console.error(`[nextServer] worker ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`)
    cluster.fork()
  })
  function stop(signal, code = 0) {
    if (stopping) return
    stopping = true
    exitCode = code
    console.log(`[nextServer] ${signal}: closing`)
    setTimeout(() => process.exit(exitCode), 6_000).unref()
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  for (let i = 0; i < workers; i++) cluster.fork()
}

function usage(message) {
  console.error(
    `nextServer: ${message}\nusage: node scripts/nextServer.mjs --mode dev|start --dir <appDir relative to the repository root> --port <port> [--hostname <host>] [--webpack] [--workers <n>|auto]`,
  )
  process.exit(2)
}
