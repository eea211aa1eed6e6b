import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import { BadRequest, EndpointError } from './endpointErrors'

/**
 * The error body of the REST input guard, the shape Payload's REST API (and endpointErrors.ts) answers with:
 * `{ errors: [{ message, ...details }] }` (details such as `path` for a field or query parameter).
 */
export const jsonError = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response => Response.json({ errors: [{ message, ...extra }] }, { status, headers })

/** A streamed UTF-8 body from text chunks (exports), pulled chunk by chunk. */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** Largest body a public (anonymous) endpoint reads: far above any form submission. */
export const PUBLIC_BODY_LIMIT = 64 * 1024

/**
 * The JSON body of a public endpoint, read from the stream with a byte limit before anything is
 * parsed: a declared or actual size above `maxBytes` answers 413 without buffering the rest.
 */
export async function limitedJsonBody(req: PayloadRequest, maxBytes = PUBLIC_BODY_LIMIT): Promise<unknown> {
  const tooLarge = new EndpointError(413, {
    de: `Der Anfragetext ist größer als ${maxBytes} Bytes`,
    en: `The request body is larger than ${maxBytes} bytes`,
  })
  const [contentType] = (req.headers.get('content-type') ?? '').split(';', 1)
  if (contentType?.trim().toLowerCase() !== 'application/json')
    throw new EndpointError(415, {
      de: 'Senden Sie den Anfragetext als application/json',
      en: 'Send the body as application/json',
    })
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge
  const chunks: Uint8Array[] = []
  let size = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw tooLarge
      }
      chunks.push(chunk.value)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    throw new BadRequest({ de: 'Ungültiges JSON', en: 'Invalid JSON' })
  }
}

/** The JSON body of a custom endpoint (invalid JSON answers 400 through Payload's APIError). */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  await addDataAndFileToRequest(req)
  return req.data ?? {}
}
