import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** The user's unread hub and community notifications. */
export const unreadNotifications = async (payload: Payload, user: User): Promise<number> =>
  (
    await payload.count({
      collection: 'vp-notifications',
      where: { and: [{ recipient: { equals: user.id } }, { read: { equals: false } }] },
      overrideAccess: true,
    })
  ).totalDocs
