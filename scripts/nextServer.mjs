// The HTTP server both apps run in (`npm run dev`, `npm start`): Next's request handler behind a
// plain node:http server, so that this process — not the client — writes X-Forwarded-For.
// Next itself only fills X-Forwarded-For when it is missing and would pass a forged one through.
//
//   node scripts/nextServer.mjs --mode dev|start --dir <appDir> --port <port> [--hostname <host>] [--webpack]
//
// <appDir> is resolved against the repository root (not the cwd): `.` is the CMS, `case-service`
// the case API. TRUSTED_PROXY_HOPS (default 0) is the number of reverse proxies in front.
// --webpack compiles with webpack instead of Turbopack in dev mode. The case service uses webpack in
// dev and build (`next build --webpack`): it needed it while the CMS had a root `src/proxy.ts`, which
// Turbopack compiled into every app of the workspace (vercel/next.js#95287), and its built-server
// tests were verified on that output; moving it to Turbopack is a separate change.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { trustedProxyHops, withTrustedForwarding } from '../shared/http/clientAddress.mjs'

const repositoryRoot = path.resolve(import.meta.dirname, '..')

const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    dir: { type: 'string', default: '.' },
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string' },
    webpack: { type: 'boolean', default: false },
  },
})
if (values.mode !== 'dev' && values.mode !== 'start') usage('--mode must be dev or start')
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) usage('--port must be a port number')
const dev = values.mode === 'dev'
const dir = path.resolve(repositoryRoot, values.dir)
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

// Load the `next` the app itself depends on (resolved from its directory).
const { default: next } = await import(createRequire(path.join(dir, 'package.json')).resolve('next'))

/** Rewrites the forwarding headers of a request in place (Next reads `req.headers`). */
function trustForwarding(req) {
  req.headers = withTrustedForwarding(req.headers, req.socket.remoteAddress, hops)
}

const server = createServer()
const app = next({ dev, dir, port, hostname: values.hostname ?? 'localhost', httpServer: server, ...(values.webpack ? { webpack: true } : {}) })
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
  const { port: actualPort } = server.address()
  console.log(`[nextServer] ${values.mode} ${path.relative(repositoryRoot, dir) || '.'} on http://${values.hostname ?? 'localhost'}:${actualPort} (TRUSTED_PROXY_HOPS=${hops})`)
})

let stopping = false
function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`[nextServer] ${signal}: closing`)
  // Give open requests a moment; the supervisor kills the process group if this hangs.
  setTimeout(() => process.exit(0), 5_000).unref()
  server.close(() => {
    app.close().finally(() => process.exit(0))
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

function usage(message) {
  console.error(`nextServer: ${message}\nusage: node scripts/nextServer.mjs --mode dev|start --dir <appDir relative to the repository root> --port <port> [--hostname <host>] [--webpack]`)
  process.exit(2)
}
