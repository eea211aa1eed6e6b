import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import * as rest from '@/app/(payload)/api/[...slug]/route'
import type { Payload } from 'payload'
import { startFetchServer, type RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { PASSWORD } from './fixtures/platform'
import { getTestPayload } from './payload'

const graphql = GRAPHQL_POST(config)

/**
 * The app's REST route module (src/app/(payload)/api/[...slug]/route.ts, with its input guard)
 * and Payload's GraphQL handler behind a real HTTP server on loopback: tests speak HTTP to
 * /api/... without a Next build.
 */
export async function startCmsApi(): Promise<RunningServer> {
  await getTestPayload()
  return startFetchServer(async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/graphql' && request.method === 'POST') return graphql(request)
    if (!pathname.startsWith('/api/')) return new Response('not found', { status: 404 })
    const handler = rest[request.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'] as
      typeof rest.GET | undefined
    if (!handler) return new Response('method not allowed', { status: 405 })
    const slug = pathname.slice('/api/'.length).split('/').filter(Boolean)
    return handler(request, { params: Promise.resolve({ slug }) })
  })
}

/** Logs in through REST and returns the JWT for `Authorization: JWT <token>`. */
export async function restLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { token?: string; errors?: unknown }
  if (!response.ok || !body.token)
    throw new Error(`login failed for ${email}: ${response.status} ${JSON.stringify(body)}`)
  return body.token
}

export type CmsStack = { payload: Payload; server: RunningServer }

/** Payload on this test file's own database and the CMS API behind a real HTTP server on loopback. */
export async function startCms(): Promise<CmsStack> {
  const payload = await getTestPayload()
  return { payload, server: await startCmsApi() }
}

/** Logs a fixture user (tests/helpers/fixtures/platform.ts) in through REST: its JWT. */
export const signIn = (server: { url: string }, email: string) => restLogin(server.url, email, PASSWORD)
