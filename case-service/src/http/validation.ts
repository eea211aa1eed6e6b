import type { z } from 'zod'
import { ApiError, badRequest, unprocessable } from './apiError'

export function zodFieldErrors(error: z.ZodError) {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }))
}

/** The path of the first string (or object key) holding a NUL character, or null. */
export function findNulByte(input: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof input === 'string') return input.includes('\u0000') ? path : null
  if (Array.isArray(input)) {
    for (const [index, item] of input.entries()) {
      const found = findNulByte(item, [...path, index])
      if (found) return found
    }
    return null
  }
  if (input !== null && typeof input === 'object' && !(input instanceof Blob)) {
    for (const [key, value] of Object.entries(input)) {
      const found = key.includes('\u0000') ? [...path, key] : findNulByte(value, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * Every input from outside passes here. Text with a NUL character is refused for every field of
 * every route (PostgreSQL cannot store it in text columns: it would be a 500 deep inside a query).
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulAt = findNulByte(input)
  if (nulAt) {
    throw unprocessable('Request validation failed', [{ field: nulAt.join('.') || '(root)', message: 'NUL characters (\\u0000) are not allowed' }])
  }
  const result = schema.safeParse(input)
  if (!result.success) throw unprocessable('Request validation failed', zodFieldErrors(result.error))
  return result.data
}

/** JSON body: malformed JSON or a non-JSON content type is a 400, a schema violation a 422. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json')
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw badRequest('The body is not valid JSON', 'malformed_json')
  }
  return parseWith(schema, body)
}

/** Query string → object (repeated keys keep their last value) → schema. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries())
  return parseWith(schema, params)
}
