import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { notifications } from '@case/db/schema'
import { notFound } from '@case/http/apiError'
import { pageBody, pageOf, pageOffset, pageQuery } from '@case/http/pagination'
import type { RouteInput } from '@case/http/route'
import type {
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
} from './contracts'

export const listNotificationsQuery = pageQuery({ defaultSize: 50, maxSize: 200 }).extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only unread ones'),
})

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
})

export const notificationPage = pageOf(notificationSchema).extend({ unread_count: z.number().int() })

type NotificationRow = typeof notifications.$inferSelect

const toNotificationView = (row: NotificationRow): z.infer<typeof notificationSchema> => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

/** GET /api/notifications?unread=true: the caller's own, newest first. */
export async function listNotifications({
  user,
  db,
  query,
}: RouteInput<typeof listNotificationsContract>): Promise<Response> {
  const own = eq(notifications.user_id, user.id)
  const unread = and(own, isNull(notifications.read_at))
  const where = query.unread ? unread : own
  const [rows, [total], [unreadCount]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(query.page_size)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(notifications).where(where),
    db.select({ value: count() }).from(notifications).where(unread),
  ])
  return Response.json({
    ...pageBody(rows.map(toNotificationView), total, query),
    unread_count: unreadCount?.value ?? 0,
  })
}

/** PUT /api/notifications/{id}/read: someone else's notification is a 404. Keeps the first read time. */
export async function markNotificationRead({
  user,
  db,
  params: { id },
}: RouteInput<typeof markNotificationReadContract>): Promise<Response> {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, user.id)))
    .returning()
  if (!row) throw notFound('Notification not found')
  return Response.json(toNotificationView(row))
}

/** PUT /api/notifications/read-all */
export async function markAllNotificationsRead({
  user,
  db,
}: RouteInput<typeof markAllNotificationsReadContract>): Promise<Response> {
  const updated = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, user.id), isNull(notifications.read_at)))
    .returning({ id: notifications.id })
  return Response.json({ updated: updated.length })
}
