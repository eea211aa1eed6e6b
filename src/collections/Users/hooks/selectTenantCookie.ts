import { mergeHeaders, type CollectionAfterLoginHook } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { hostnameOf } from '@/lib/tenants/resolveTenant'
import { membershipTenantIds } from '@/lib/audit/hooks'

/**
 * Logging in on a tenant's own domain preselects that tenant in the admin (the multi-tenant
 * plugin reads the `payload-tenant` cookie), if the user belongs to it.
 */
export const selectTenantCookie: CollectionAfterLoginHook = async ({ req, user }) => {
  const host = hostnameOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host'))
  if (!host) return user
  // With `req`: the query joins the login's transaction instead of taking a second pool connection.
  const { docs } = await req.payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: host } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const tenant = docs[0]
  if (!tenant) return user
  const member = isSuperAdmin(user) || membershipTenantIds(user).includes(Number(tenant.id))
  if (!member) return user
  const secure = req.payload.config.serverURL.startsWith('https://') ? '; Secure' : ''
  const cookie = `payload-tenant=${encodeURIComponent(String(tenant.id))}; Path=/; SameSite=Lax${secure}`
  req.responseHeaders = mergeHeaders(req.responseHeaders ?? new Headers(), new Headers({ 'Set-Cookie': cookie }))
  return user
}
