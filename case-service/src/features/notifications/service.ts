import { and, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { notifications } from '@case/db/schema'
import { notFound } from '@case/http/apiError'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder } from '@case/db/keysetPagination'
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

const NEWEST_FIRST: KeysetOrder = {
  column: notifications.created_at,
  kind: 'timestamp',
  descending: true,
  id: notifications.id,
  idKind: 'uuid',
}

const countWhere = async (db: Db, where: SQL | undefined) =>
  (await db.select({ value: count() }).from(notifications).where(where))[0]?.value ?? 0

/** The user's own notifications (only unread ones on `unread`), newest first by cursor, with the unread count. */
export async function pageOfNotifications(
  db: Db,
  userId: string,
  { unread: onlyUnread, ...request }: ListNotificationsQuery,
) {
  const own = eq(notifications.user_id, userId)
  const unread = and(own, isNull(notifications.read_at))
  const where = onlyUnread ? unread : own
  const [page, unreadCount] = await Promise.all([
    keysetPage(request, {
      // The user is part of the list: another user's cursor does not fit.
      fingerprint: listFingerprint('notifications', { userId, unread: onlyUnread }),
      order: NEWEST_FIRST,
      fetch: ({ after, orderBy, limit }) =>
        db
          .select({ ...getTableColumns(notifications), sort_key: sortKeyOf(NEWEST_FIRST) })
          .from(notifications)
          .where(and(where, after))
          .orderBy(...orderBy)
          .limit(limit),
      count: () => countWhere(db, where),
    }),
    countWhere(db, unread),
  ])
  return { page: { ...page, items: page.items.map(toNotificationView) }, unreadCount }
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
