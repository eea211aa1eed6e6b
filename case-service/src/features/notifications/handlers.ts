import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import type {
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
} from './contracts'
import { markAllRead, markRead, pageOfNotifications } from './service'

/** GET /api/notifications?unread=true: the caller's own, newest first. */
export async function listNotifications({
  user,
  db,
  query,
  request,
}: RouteInput<typeof listNotificationsContract>): Promise<Response> {
  const { page, unreadCount } = await pageOfNotifications(db, user.id, query)
  return listResponse(request, page, query.page_size, { unread_count: unreadCount })
}

/** PUT /api/notifications/{id}/read: someone else's notification is a 404. Keeps the first read time. */
export async function markNotificationRead({
  user,
  db,
  params: { id },
}: RouteInput<typeof markNotificationReadContract>): Promise<Response> {
  return Response.json(await markRead(db, user.id, id))
}

/** PUT /api/notifications/read-all */
export async function markAllNotificationsRead({
  user,
  db,
}: RouteInput<typeof markAllNotificationsReadContract>): Promise<Response> {
  return Response.json(await markAllRead(db, user.id))
}
