import { request } from 'node:http'

export type PlainResponse = { status: number; body: string }

/**
 * One HTTP request sent from a chosen loopback source address (Linux routes all of 127.0.0.0/8
 * to `lo`), so a test can play several clients whose socket addresses differ — what the server
 * itself sees, unlike any header the client writes.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}
