import { addDataAndFileToRequest, type PayloadHandler, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { localizedMessage, type Bilingual } from '@/lib/i18n/localizedMessage'

/**
 * The one error body of the project's own endpoints, the shape Payload's REST API answers with:
 * `{ errors: [{ message, ...details }] }` (details such as `path` for a field or query parameter).
 */
export const jsonError = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response => Response.json({ errors: [{ message, ...extra }] }, { status, headers })

/** The error envelope with the message in the request's admin language (German without one). */
export const localizedError = (
  req: PayloadRequest,
  status: number,
  message: Bilingual,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response => jsonError(status, localizedMessage(req, message), extra, headers)

/** The 401 message of the endpoints that answer in the admin's language. */
export const AUTHENTICATION_REQUIRED: Bilingual = { de: 'Anmeldung erforderlich', en: 'Authentication required' }

/** 429 with Retry-After, the answer of every rate-limited endpoint. */
export const tooManyRequests = (retryAfterSeconds: number): Response =>
  jsonError(429, `Too many requests, retry in ${retryAfterSeconds} s`, {}, { 'Retry-After': String(retryAfterSeconds) })

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
export async function limitedJsonBody(
  req: PayloadRequest,
  maxBytes = PUBLIC_BODY_LIMIT,
): Promise<{ data: unknown } | Response> {
  const tooLarge = () => jsonError(413, `The request body is larger than ${maxBytes} bytes`)
  const [contentType] = (req.headers.get('content-type') ?? '').split(';', 1)
  if (contentType?.trim().toLowerCase() !== 'application/json')
    return jsonError(415, 'Send the body as application/json')
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return tooLarge()
      }
      chunks.push(chunk.value)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return { data: text ? JSON.parse(text) : {} }
  } catch {
    return jsonError(400, 'Invalid JSON')
  }
}

/** The JSON body of a custom endpoint (invalid JSON answers 400 through Payload's APIError). */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  await addDataAndFileToRequest(req)
  return req.data ?? {}
}

/** zod issues as Payload-style field errors: one `{ message, path }` per issue (body field or query parameter). */
export const invalidInput = (error: z.ZodError): Response =>
  Response.json(
    { errors: error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') })) },
    { status: 400 },
  )

/** The request's query validated by `schema`, or a 400 response naming each offending parameter as `path`. */
export function parseQuery<S extends z.ZodType>(req: PayloadRequest, schema: S): z.output<S> | Response {
  const parsed = schema.safeParse(req.query ?? {})
  return parsed.success ? parsed.data : invalidInput(parsed.error)
}

/**
 * The handler of an endpoint for signed-in users that reads a query: 401 without a session, 400 for a
 * query `schema` refuses; otherwise `handler` answers with the user and the parsed query.
 */
export const signedInQueryHandler =
  <S extends z.ZodType>(
    schema: S,
    handler: (
      req: PayloadRequest,
      input: { user: NonNullable<PayloadRequest['user']>; query: z.output<S> },
    ) => Promise<Response>,
  ): PayloadHandler =>
  async (req) => {
    if (!req.user) return localizedError(req, 401, AUTHENTICATION_REQUIRED)
    const query = parseQuery(req, schema)
    if (query instanceof Response) return query
    return handler(req, { user: req.user, query })
  }
