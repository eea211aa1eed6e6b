/**
 * How errors appear in the CMS log (Payload's pino logger, `err` key). A failed query's message and
 * stack carry drizzle's `params:` line and a `params` property: the values of the query (names,
 * e-mail addresses, form data). They are cut off; the database error code of the cause is kept.
 */
type LoggedError = { type: string; message: string; stack?: string; code?: string; [key: string]: unknown }

const withoutParams = (text: string) => text.split(/\n\s*params:/)[0]!.trim()

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const cause = error.cause as { code?: unknown } | undefined
  const code = (error as { code?: unknown }).code ?? cause?.code
  const logged: LoggedError = { type: error.name, message: withoutParams(error.message) }
  if (error.stack) {
    // The stack starts with the message; keep only the frames below it.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
    logged.stack = [`${error.name}: ${logged.message}`, ...frames].join('\n')
  }
  if (typeof code === 'string') logged.code = code
  // Payload's own errors carry their status and validation details (field paths, no values).
  const { status, data } = error as { status?: unknown; data?: unknown }
  if (typeof status === 'number') logged.status = status
  if (data !== undefined && !('params' in error)) logged.data = data
  return logged
}

type LogMethod = (this: unknown, ...args: unknown[]) => void

/**
 * pino takes the line's `msg` from `err.message` when none is given, before any serializer runs:
 * give it the message without parameters instead.
 */
function logMethod(this: unknown, args: unknown[], method: LogMethod): void {
  const [first, ...rest] = args
  if (
    first &&
    typeof first === 'object' &&
    'err' in first &&
    first.err instanceof Error &&
    typeof rest[0] !== 'string'
  ) {
    const { msg } = first as { msg?: unknown }
    return method.apply(this, [
      { ...first, msg: withoutParams(typeof msg === 'string' ? msg : first.err.message) },
      ...rest,
    ])
  }
  return method.apply(this, args)
}

/** The pino options of the CMS logger (payload.config.ts). */
export const cmsLogOptions = { serializers: { err: serializeError }, hooks: { logMethod } }
