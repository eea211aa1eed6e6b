import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { trustedProxyHops, withTrustedForwarding } from '../http/clientAddress.mjs'

export type FetchHandler = (request: Request) => Promise<Response>
export type RunningServer = { url: string; close: () => Promise<void> }

/**
 * A real HTTP server on loopback in front of fetch-style route handlers, so integration tests
 * speak HTTP (status lines, headers, streamed bodies) without a `next build` per change.
 * Like the production server (scripts/nextServer.mjs) it rewrites the forwarding headers with the
 * shared rule (@agency-platform/shared/clientAddress, TRUSTED_PROXY_HOPS read per request), so tests see
 * exactly the client addresses production would.
 */
export async function startFetchServer(handler: FetchHandler, { port: wanted = 0 } = {}): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void serve(handler, req, res)
  })
  // A fixed port where the server under test was told the address before the stand-in started (e2e).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function serve(handler: FetchHandler, req: IncomingMessage, res: ServerResponse) {
  try {
    const headers = new Headers()
    const trusted = withTrustedForwarding(req.headers, req.socket.remoteAddress, trustedProxyHops())
    for (const [name, value] of Object.entries(trusted)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    // Like a production server, a client that goes away aborts the request's signal, so long-lived
    // handlers (Server-Sent Events) can stop their work.
    const disconnect = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) disconnect.abort()
    })
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
      signal: disconnect.signal,
    } as RequestInit)
    const response = await handler(request)
    const outHeaders: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') outHeaders[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) outHeaders['set-cookie'] = cookies
    res.writeHead(response.status, outHeaders)
    if (response.body) {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        // Leaving the loop cancels the response stream, as a real server does when the client left.
        if (res.destroyed) break
        res.write(chunk)
      }
    }
    res.end()
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
    res.end(`test server error: ${(error as Error).message}`)
  }
}
