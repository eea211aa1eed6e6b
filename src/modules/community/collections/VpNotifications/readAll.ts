import { endpoint } from '@/endpoints/endpoint'

/**
 * POST /api/vp-notifications/read-all — "mark all as read": every unread notification of the signed-in
 * user (only their own, whatever their role) gets `read` and `readAt`. Answers how many changed.
 */
export const readAllEndpoint = endpoint({ path: '/read-all', method: 'post', auth: 'user' }, async ({ req, user }) => {
  const result = await req.payload.update({
    collection: 'vp-notifications',
    where: { and: [{ recipient: { equals: user.id } }, { read: { equals: false } }] },
    data: { read: true, readAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return { updated: result.docs.length }
})
