import { and, eq } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { notifications, users } from '@case/db/schema'

export type NotificationInput = {
  type: string
  title: string
  body?: string
  link?: string
  /** Same key twice → stored once (e.g. one expiry warning per disclosure). */
  dedupeKey?: string
}

export async function notifyUser(db: Pick<Db, 'insert'>, userId: string, input: NotificationInput): Promise<void> {
  await db
    .insert(notifications)
    .values({
      user_id: userId,
      type: input.type,
      title: input.title,
      body: input.body,
      link: input.link,
      dedupe_key: input.dedupeKey,
    })
    .onConflictDoNothing({ target: notifications.dedupe_key })
}

export async function notifyAdmins(db: Pick<Db, 'insert' | 'select'>, input: NotificationInput): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
  if (admins.length === 0) return
  await db
    .insert(notifications)
    .values(
      admins.map((admin) => ({
        user_id: admin.id,
        type: input.type,
        title: input.title,
        body: input.body,
        link: input.link,
        dedupe_key: input.dedupeKey ? `${input.dedupeKey}:${admin.id}` : undefined,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupe_key })
}
