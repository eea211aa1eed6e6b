import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import type { z } from 'zod'

/** Small response helpers shared by the custom endpoints. */
export const jsonError = (status: number, message: string, extra: Record<string, unknown> = {}): Response =>
  Response.json({ errors: [{ message, ...extra }] }, { status })

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

/** The JSON body of a custom endpoint (invalid JSON answers 400 through Payload's APIError). */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  await addDataAndFileToRequest(req)
  return req.data ?? {}
}

/** zod issues as Payload-style field errors. */
export const invalidInput = (error: z.ZodError): Response =>
  Response.json(
    { errors: error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') })) },
    { status: 400 },
  )
