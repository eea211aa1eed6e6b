import type { Payload, Where } from 'payload'
import type { Tenant } from '@/payload-types'

/** The host without port, lower case; `alpha.localhost:3000` → `alpha.localhost`. */
export function hostnameOf(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null
  const host = hostHeader.trim().toLowerCase()
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]
  return withoutPort || null
}

/** A public request's tenant: `?tenant=<slug>` wins, else the request host among the tenants' domains. */
export async function resolveTenant(
  payload: Payload,
  { host, tenantSlug }: { host?: string | null; tenantSlug?: string | null },
): Promise<Tenant | null> {
  const where: Where = tenantSlug
    ? { slug: { equals: tenantSlug } }
    : { 'domains.domain': { equals: hostnameOf(host) ?? '' } }
  const result = await payload.find({ collection: 'tenants', where, limit: 1, depth: 0, overrideAccess: true })
  return result.docs[0] ?? null
}
