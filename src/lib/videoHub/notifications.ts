import type { PayloadRequest } from 'payload'
import { membershipIn, tenantIdOf } from '@/access/tenantRoles'

type Id = number | string

/** The distinct recipients, without the user who caused the event (nobody is told about their own action). */
export const recipientsOf = (ids: readonly unknown[], actor: Id | undefined): Id[] => {
  const distinct = new Map<string, Id>()
  for (const id of ids.map(tenantIdOf)) if (id !== undefined && id !== null && String(id) !== String(actor)) distinct.set(String(id), id)
  return [...distinct.values()]
}

/** The tenant's video-hub managers (their membership row in that tenant says so). */
export async function hubManagersOf(req: PayloadRequest, tenant: Id): Promise<Id[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: tenant } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter((user) => membershipIn(user, tenant)?.videoPlatformRole === 'VideoPlatformManager').map((user) => user.id)
}
