import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { notifications } from '@case/db/schema'
import { notFound } from '@case/http/apiError'
import { pageBody, pageOffset } from '@case/http/pagination'
import type { ListNotificationsQuery, NotificationView } from './schemas'

type NotificationRow = typeof notifications.$inferSelect

const toNotificationView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

/** The user's own notifications (only unread ones on `unread`), newest first, with the unread count. */
export async function pageOfNotifications(db: Db, userId: string, query: ListNotificationsQuery) {
  const own = eq(notifications.user_id, userId)
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
  return {
    ...pageBody(rows.map(toNotificationView), total, query),
    unread_count: unreadCount?.value ?? 0,
  }
}

/** Someone else's notification is not found. Keeps the first read time. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationView> {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning()
  if (!row) throw notFound('Notification not found')
  return toNotificationView(row)
}

/** How many of the user's unread notifications were marked read. */
export async function markAllRead(db: Db, userId: string): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id })
  return { updated: updated.length }
}
