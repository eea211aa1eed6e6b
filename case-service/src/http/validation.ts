import { z } from 'zod'
import { ApiError, badRequest, unknownQueryParameters, unprocessable } from './apiError'
import { readBodyCapped } from './multipartUpload'

/** Field errors per issue; an unknown field is named itself (`items.0.note`), not its object. */
export function zodFieldErrors(error: z.ZodError) {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'Unknown field' }))
      : [{ field: issue.path.join('.') || '(root)', message: issue.message }],
  )
}

/** Kinds whose one inner schema sits at `def.innerType`. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'])
const strictCopies = new WeakMap<z.ZodType, z.ZodType>()

/**
 * The schema with every object in it closed (`z.strictObject`): the one rule for input from outside
 * is that unknown fields are refused, not dropped (a misspelt field would otherwise be lost silently).
 * route() and the OpenAPI document read contract bodies and queries through it, so no schema states it
 * itself. Copies keep their descriptions.
 */
export function strictInput<S extends z.ZodType>(schema: S): S {
  const known = strictCopies.get(schema)
  if (known) return known as S
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const inner = (key: string) => strictInput(def[key] as z.ZodType)
  let copy: z.ZodType = schema
  if (def.type === 'object') {
    const shape = Object.fromEntries(
      Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [key, strictInput(field)]),
    )
    copy = schema.clone({ ...def, shape, catchall: def.catchall ?? z.never() } as typeof schema._zod.def)
  } else if (def.type === 'array') copy = schema.clone({ ...def, element: inner('element') } as typeof schema._zod.def)
  else if (def.type === 'pipe') copy = schema.clone({ ...def, in: inner('in') } as typeof schema._zod.def)
  else if (def.type === 'union')
    copy = schema.clone({
      ...def,
      options: (def.options as z.ZodType[]).map((option) => strictInput(option)),
    } as typeof schema._zod.def)
  else if (WRAPPERS.has(def.type))
    copy = schema.clone({ ...def, innerType: inner('innerType') } as typeof schema._zod.def)
  const meta = z.globalRegistry.get(schema)
  if (copy !== schema && meta) z.globalRegistry.add(copy, meta)
  strictCopies.set(schema, copy)
  return copy as S
}

/** Deeper JSON than any schema of this service needs; deeper input is refused before it is walked. */
export const MAX_INPUT_DEPTH = 32
/** JSON bodies are read up to this size (the largest, a coding batch, stays far below it). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024

type InputProblem = { path: (string | number)[]; message: string }

/**
 * The first string (or object key) holding a NUL character, or the first value nested deeper than
 * MAX_INPUT_DEPTH. Walks with its own stack: a recursive walk ran out of call stack (a 500) on a body
 * nested a few thousand levels deep.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: 'NUL characters (\\u0000) are not allowed' }
      continue
    }
    if (value === null || typeof value !== 'object' || value instanceof Blob) continue
    if (path.length >= MAX_INPUT_DEPTH)
      return { path: path.slice(0, MAX_INPUT_DEPTH), message: `Nested deeper than ${MAX_INPUT_DEPTH} levels` }
    const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value)
    for (const [key] of entries) {
      if (typeof key === 'string' && key.includes('\u0000'))
        return { path: [...path, key], message: 'NUL characters (\\u0000) are not allowed' }
    }
    // Reversed onto the stack, so the first problem in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--)
      pending.push({ value: entries[i]![1], path: [...path, entries[i]![0]] })
  }
  return null
}

/**
 * Every input from outside passes here. Text with a NUL character is refused for every field of
 * every route (PostgreSQL cannot store it in text columns: it would be a 500 deep inside a query),
 * and so is nesting deeper than MAX_INPUT_DEPTH.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const problem = findInputProblem(input)
  if (problem)
    throw unprocessable('Request validation failed', [
      { field: problem.path.join('.') || '(root)', message: problem.message },
    ])
  const result = schema.safeParse(input)
  if (!result.success) throw unprocessable('Request validation failed', zodFieldErrors(result.error))
  return result.data
}

const jsonTooLarge = () =>
  new ApiError(413, 'payload_too_large', `The JSON body is larger than ${MAX_JSON_BODY_BYTES} bytes`)

/**
 * JSON body: a non-JSON content type is a 415, more than MAX_JSON_BODY_BYTES a 413 (by Content-Length
 * before reading, else as soon as the stream passes it), malformed JSON a 400, a schema violation a 422.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json')
  }
  const bytes = await readBodyCapped(request, MAX_JSON_BODY_BYTES, jsonTooLarge)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw badRequest('The body is not valid JSON', 'malformed_json')
  }
  return parseWith(schema, body)
}

/**
 * Query string → object (repeated keys keep their last value) → schema (closed: strictInput).
 * A parameter the schema does not know, or any parameter when there is no schema, is a 400 naming
 * it; `allowed` names parameters read elsewhere (the download `token`).
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S | undefined,
  allowed: readonly string[] = [],
): z.output<S> | undefined {
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams.entries()].filter(([name]) => !allowed.includes(name)),
  )
  if (!schema) {
    if (Object.keys(params).length > 0) throw unknownQueryParameters(Object.keys(params))
    return undefined
  }
  const strict = strictInput(schema)
  const result = strict.safeParse(params)
  const unknown = result.error?.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []))
  if (unknown?.length) throw unknownQueryParameters(unknown)
  return parseWith(strict, params)
}
