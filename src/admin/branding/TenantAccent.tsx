import type { ServerProps } from 'payload'
import { BRAND_COLOR_PATTERN } from '@/collections/Tenants/moduleAndBrandFields'
import { TenantAccentClient } from './TenantAccent.client'

/**
 * The accent colour of the tenant selected in the admin (`admin.components.actions`): the tenants
 * the user may read, with their colours, are loaded here with the user's access; the client part
 * follows the tenant selector and sets the CSS variable the admin styles use.
 */
export async function TenantAccent({ payload, user }: Pick<ServerProps, 'payload' | 'user'>) {
  if (!user) return null
  const { docs } = await payload.find({
    collection: 'tenants',
    select: { name: true, brandColor: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const tenants = docs.flatMap((tenant) =>
    tenant.brandColor && BRAND_COLOR_PATTERN.test(tenant.brandColor)
      ? [{ id: String(tenant.id), name: tenant.name, color: tenant.brandColor }]
      : [],
  )
  return <TenantAccentClient tenants={tenants} />
}
