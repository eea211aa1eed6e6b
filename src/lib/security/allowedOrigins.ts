import type { Payload, PayloadRequest } from 'payload'
import { cmsEnv } from '@/env'

/**
 * The origins that may send cookie-authenticated requests (Payload's `csrf`) and read responses
 * cross-origin (`cors`): the CMS's public URL; this server on loopback (`http://localhost:<PORT>`,
 * `http://127.0.0.1:<PORT>`, so local runs on any port work whatever CMS_PUBLIC_URL says); and
 * every tenant domain over http and https, bare and with either port (dev: `http://alpha.localhost:3000`).
 * Never empty: an empty `csrf` list would make Payload accept the cookie from any origin.
 */
export function allowedOrigins(
  publicUrl: string | undefined,
  tenantDomains: readonly string[],
  localPort = String(cmsEnv().PORT),
): string[] {
  const servers = [
    ...(publicUrl ? [publicUrl] : []),
    `http://localhost:${localPort}`,
    `http://127.0.0.1:${localPort}`,
  ].map((url) => new URL(url))
  const origins = new Set(servers.map((server) => server.origin))
  const ports = new Set(servers.map((server) => server.port).filter(Boolean))
  for (const raw of tenantDomains) {
    const domain = raw.trim().toLowerCase()
    if (!/^[a-z0-9.-]+$/.test(domain)) continue
    for (const scheme of ['http', 'https']) {
      origins.add(`${scheme}://${domain}`)
      for (const port of ports) origins.add(`${scheme}://${domain}:${port}`)
    }
  }
  return [...origins]
}

/** The list Payload's config starts with, before the tenants have been read. */
export const initialAllowedOrigins = (): string[] => allowedOrigins(cmsEnv().CMS_PUBLIC_URL, [])

/**
 * Re-reads every tenant's domains into the running config. Payload reads `config.csrf` and
 * `config.cors` on each request, so replacing the arrays' contents takes effect at once. Runs at
 * start, after every tenant change in this process (with its `req`, so inside the change's
 * transaction), and every minute (changes made on another app instance).
 */
export async function refreshAllowedOrigins(payload: Payload, req?: PayloadRequest): Promise<void> {
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { domains: true },
    req,
  })
  const origins = allowedOrigins(
    cmsEnv().CMS_PUBLIC_URL,
    docs.flatMap((tenant) => (tenant.domains ?? []).map((entry) => entry.domain)),
  )
  for (const list of [payload.config.csrf, payload.config.cors]) {
    if (Array.isArray(list)) list.splice(0, list.length, ...origins)
  }
}

const REFRESH_MS = 60_000

/** `onInit`: the first refresh, then one a minute (the timer never keeps the process alive). */
export async function keepAllowedOriginsCurrent(payload: Payload): Promise<void> {
  // On failure the previous list stays (at start: the public URL only), which is the safe side.
  const refresh = () =>
    refreshAllowedOrigins(payload).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'refreshing the allowed origins failed'),
    )
  await refresh()
  setInterval(refresh, REFRESH_MS).unref()
}
