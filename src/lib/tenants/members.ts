import type { Payload, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'

/** The users with a membership row in the tenant (server side: access overridden, inside `req`'s transaction). */
export async function membersOf(payload: Payload, tenant: number | string, req?: PayloadRequest): Promise<User[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: tenant } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}
