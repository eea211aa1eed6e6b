import createClient, { type Middleware } from 'openapi-fetch'
import type { components, paths } from './schema'
import { currentAccessToken, tokenRejected } from './accessToken'

export type Schemas = components['schemas']
export type { paths }

/** A problem answer (RFC 9457) as the UI handles it: `code` picks the text, `errors` point at fields. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: { field: string; message: string }[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}: ${detail}`)
  }
}

const bearer: Middleware = {
  onRequest({ request }) {
    const token = currentAccessToken()
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
  onResponse({ request, response }) {
    // The session routes answer 401 for a missing cookie, which is no expired session.
    if (response.status === 401 && !new URL(request.url, location.href).pathname.startsWith('/api/auth/session'))
      tokenRejected()
    return response
  },
}

/** The generated client: every screen talks to the service's public API through it, on the same origin. */
export const api = createClient<paths>({ baseUrl: '' })
api.use(bearer)

type Answer<T> = { data?: T; error?: unknown; response: Response }

function toProblem(error: unknown, response: Response): ApiProblem {
  if (error && typeof error === 'object' && 'code' in error) {
    const { status, code, detail, errors, ...extra } = error as Record<string, unknown>
    return new ApiProblem(
      typeof status === 'number' ? status : response.status,
      String(code),
      typeof detail === 'string' ? detail : '',
      Array.isArray(errors) ? (errors as ApiProblem['errors']) : [],
      extra,
    )
  }
  return new ApiProblem(response.status, response.status >= 500 ? 'server_error' : 'unknown', response.statusText)
}

/** The answer's data, or its problem thrown as an ApiProblem (TanStack Query shows it as the query's error). */
export async function unwrap<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await answer
  if (error !== undefined || !response.ok) throw toProblem(error, response)
  return data as T
}
