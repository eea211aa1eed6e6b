import type { z } from 'zod'
import { moduleDisabledMessage, type TenantModule } from '@/access/tenantModules'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import type { Language } from './endpointLanguage'

/**
 * One entry of the error envelope: the project's own message in German and English, or a library's
 * text as it is (zod's issue messages); `details` are merged into the entry (`path` of a field, `data`).
 */
type ErrorEntry = { message: Bilingual | string; details: Record<string, unknown> }

/** An error an endpoint throws; `endpoint()` answers it once, as `{ errors: [{ message, ...details }] }`. */
export class EndpointError extends Error {
  readonly entries: ErrorEntry[]

  constructor(
    readonly status: number,
    message: Bilingual,
    details: Record<string, unknown> = {},
    readonly headers?: HeadersInit,
  ) {
    super(message.en)
    this.name = new.target.name
    this.entries = [{ message, details }]
  }
}

/** 401. */
export const AUTHENTICATION_REQUIRED: Bilingual = { de: 'Anmeldung erforderlich', en: 'Authentication required' }

export class BadRequest extends EndpointError {
  constructor(message: Bilingual, details?: Record<string, unknown>) {
    super(400, message, details)
  }
}

/** 400 naming every offending body field or query parameter as `path`, in zod's words. */
export class InvalidInput extends EndpointError {
  constructor(error: z.ZodError) {
    super(400, { de: 'Ungültige Eingabe', en: 'Invalid input' })
    this.entries.splice(
      0,
      1,
      ...error.issues.map((issue) => ({ message: issue.message, details: { path: issue.path.join('.') } })),
    )
  }
}

export class Unauthorized extends EndpointError {
  constructor(message: Bilingual = AUTHENTICATION_REQUIRED, headers?: HeadersInit) {
    super(401, message, {}, headers)
  }
}

export class Forbidden extends EndpointError {
  constructor(message: Bilingual, details?: Record<string, unknown>, headers?: HeadersInit) {
    super(403, message, details, headers)
  }
}

/** 403 naming the module that is switched off for the caller's tenants. */
export class ModuleDisabled extends Forbidden {
  constructor(module: TenantModule) {
    super(moduleDisabledMessage(module), { data: { module } })
  }
}

export class NotFound extends EndpointError {
  constructor(message: Bilingual, details?: Record<string, unknown>) {
    super(404, message, details)
  }
}

export class Conflict extends EndpointError {
  constructor(message: Bilingual) {
    super(409, message)
  }
}

export class Unprocessable extends EndpointError {
  constructor(message: Bilingual, details?: Record<string, unknown>) {
    super(422, message, details)
  }
}

/** 429 with Retry-After, the answer of every rate-limited endpoint. */
export class RateLimited extends EndpointError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      {
        de: `Zu viele Anfragen, bitte in ${retryAfterSeconds} s erneut versuchen`,
        en: `Too many requests, retry in ${retryAfterSeconds} s`,
      },
      {},
      { 'Retry-After': String(retryAfterSeconds) },
    )
  }
}

/** The error envelope of `error` in `language`; a HEAD request gets the status and headers only. */
export function errorResponse(error: EndpointError, language: Language, head = false): Response {
  if (head) return new Response(null, { status: error.status, headers: error.headers })
  const errors = error.entries.map(({ message, details }) => ({
    message: typeof message === 'string' ? message : message[language],
    ...details,
  }))
  return Response.json({ errors }, { status: error.status, headers: error.headers })
}
