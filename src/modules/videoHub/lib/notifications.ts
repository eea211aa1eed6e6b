import type { PayloadRequest } from 'payload'
import { membershipIn } from '@/access/tenantRoles'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { membersOf } from '@/lib/tenants/members'

type Id = number | string

/** The distinct recipients, without the user who caused the event (nobody is told about their own action). */
export const recipientsOf = (ids: readonly unknown[], actor: Id | undefined): Id[] => {
  const distinct = new Map<string, Id>()
  for (const id of ids.map(tenantIdOf))
    if (id !== undefined && id !== null && String(id) !== String(actor)) distinct.set(String(id), id)
  return [...distinct.values()]
}

/** The tenant's video-hub managers (their membership row in that tenant says so). */
export async function hubManagersOf(req: PayloadRequest, tenant: Id): Promise<Id[]> {
  return (await membersOf(req.payload, tenant, req))
    .filter((user) => membershipIn(user, tenant)?.videoPlatformRole === 'VideoPlatformManager')
    .map((user) => user.id)
}
