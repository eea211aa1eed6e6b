import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { startFetchServer, type RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { assertDocumentedExchange, requestBodyProblems } from './openapiResponseValidator'

const appDir = path.resolve(import.meta.dirname, '../../src/app')

type Route = { segments: string[]; file: string }

/** Every route.ts under src/app, with Next's precedence: static segments before [param] before [...rest] and [[...rest]]. */
function discoverRoutes(dir = appDir, prefix: string[] = []): Route[] {
  const routes: Route[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) routes.push(...discoverRoutes(full, [...prefix, entry]))
    else if (entry === 'route.ts') routes.push({ segments: prefix, file: full })
  }
  const rank = (segment: string) => (/^\[\[?\.\.\./.test(segment) ? 2 : segment.startsWith('[') ? 1 : 0)
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const diff = rank(a.segments[i] ?? '') - rank(b.segments[i] ?? '')
      if (diff !== 0) return diff
    }
    return b.segments.length - a.segments.length
  })
}

function match(route: Route, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    // [[...rest]] also matches no segment at all.
    if (segment.startsWith('[[...')) {
      params[segment.slice(5, -2)] = parts.slice(i)
      return params
    }
    if (segment.startsWith('[...')) {
      params[segment.slice(4, -1)] = parts.slice(i)
      return parts.length > i ? params : null
    }
    const part = parts[i]
    if (part === undefined) return null
    if (segment.startsWith('[')) params[segment.slice(1, -1)] = decodeURIComponent(part)
    else if (segment !== part) return null
  }
  return parts.length === route.segments.length ? params : null
}

/**
 * Starts the case service's route handlers behind a real HTTP server on loopback — or, with
 * CASE_SERVICE_BASE_URL set (the built-app tests, tests/built), hands out that running server.
 */
export async function startCaseService(): Promise<RunningServer> {
  const baseUrl = process.env.CASE_SERVICE_BASE_URL
  if (baseUrl) return { url: baseUrl, close: async () => {} }
  const routes = discoverRoutes()
  // Imported once per route file, as a running server would hold them.
  const modules = new Map<string, Promise<Record<string, unknown>>>()
  const load = (file: string) => {
    let mod = modules.get(file)
    if (!mod) modules.set(file, (mod = import(file) as Promise<Record<string, unknown>>))
    return mod
  }
  return startFetchServer(async (request) => {
    const parts = new URL(request.url).pathname.split('/').filter(Boolean)
    for (const route of routes) {
      const params = match(route, parts)
      if (!params) continue
      const mod = await load(route.file)
      const handler = mod[request.method] as ((req: Request, ctx: unknown) => Promise<Response>) | undefined
      if (!handler) return Response.json({ detail: 'Method not allowed', code: 'method_not_allowed' }, { status: 405 })
      return handler(request, { params: Promise.resolve(params) })
    }
    return Response.json({ detail: 'Not found', code: 'not_found' }, { status: 404 })
  })
}

export type ApiResult<T = any> = { status: number; headers: Headers; body: T; text: string }

type CallOptions = { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> }

/** JSON and error answers are read as text; other bodies (XLSX files) are left to the test. */
const readsText = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('json') || response.status >= 400

/** A JSON body as sent by `raw` (a string with a JSON content type): its problems with the document, or that it is no JSON at all. */
function rawJsonBodyProblems(method: string, url: string, init?: RequestInit): string[] {
  const contentType = new Headers(init?.headers).get('content-type') ?? ''
  if (typeof init?.body !== 'string' || !contentType.includes('json')) return []
  try {
    return requestBodyProblems({ method, url, json: JSON.parse(init.body) })
  } catch {
    return [`${method} ${new URL(url).pathname} request body: not JSON`]
  }
}

/**
 * A small client for tests: `api.post('/api/auth/login', { json })` → status, headers, parsed body.
 * The base URL may be a function, read per call, so a client can exist before its server starts.
 * Every answer, `raw` ones included, is checked against the OpenAPI document, and so is every JSON
 * request body: one the document refuses must be answered with a 4xx (openapiResponseValidator.ts).
 */
export function caseClient(base: string | (() => string)) {
  const baseUrl = () => (typeof base === 'string' ? base : base())
  const observe = (method: string, response: Response, body: string, bodyProblems: string[]) =>
    assertDocumentedExchange(
      {
        method,
        url: response.url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body,
        headers: response.headers,
      },
      bodyProblems,
    )
  const call = async <T = any>(method: string, pathname: string, options: CallOptions = {}): Promise<ApiResult<T>> => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body = options.body
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    }
    const bodyProblems =
      options.json === undefined ? [] : requestBodyProblems({ method, url: baseUrl() + pathname, json: options.json })
    const response = await fetch(baseUrl() + pathname, { method, headers, body })
    const text = readsText(response) ? await response.text() : ''
    observe(method, response, text, bodyProblems)
    let parsed: unknown = undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }
  return {
    get: <T = any>(p: string, o?: CallOptions) => call<T>('GET', p, o),
    post: <T = any>(p: string, o?: CallOptions) => call<T>('POST', p, o),
    put: <T = any>(p: string, o?: CallOptions) => call<T>('PUT', p, o),
    delete: <T = any>(p: string, o?: CallOptions) => call<T>('DELETE', p, o),
    raw: async (p: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const bodyProblems = rawJsonBodyProblems(method, baseUrl() + p, init)
      const response = await fetch(baseUrl() + p, init)
      observe(method, response, readsText(response) ? await response.clone().text() : '', bodyProblems)
      return response
    },
    /** A page of the web app: not an API path, so not one the OpenAPI document describes. */
    page: (p: string) => fetch(baseUrl() + p),
  }
}

export type CaseClient = ReturnType<typeof caseClient>
