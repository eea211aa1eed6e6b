import { and, eq } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { notifications, users } from '@case/db/schema'
import type { Locale } from '@case/domain/locale'
import { renderNotification, type NotificationMessage } from './texts'

type Executor = Pick<Db, 'insert' | 'select'>
type Recipient = { id: string; locale: Locale }

const recipientColumns = { id: users.id, locale: users.locale }

/**
 * Stores the message for each recipient, written in the recipient's language at this moment (a
 * later change of language applies to later notifications). A dedupe key stored before makes the
 * insert a no-op ("notify once" events such as expiry warnings).
 */
async function store(
  db: Executor,
  recipients: Recipient[],
  message: NotificationMessage,
  dedupeKeyOf: (recipient: Recipient) => string | undefined,
): Promise<void> {
  if (recipients.length === 0) return
  await db
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        user_id: recipient.id,
        type: message.type,
        ...renderNotification(message, recipient.locale),
        dedupe_key: dedupeKeyOf(recipient),
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupe_key })
}

export async function notifyUser(
  db: Executor,
  userId: string,
  message: NotificationMessage,
  dedupeKey?: string,
): Promise<void> {
  const recipients = await db.select(recipientColumns).from(users).where(eq(users.id, userId))
  await store(db, recipients, message, () => dedupeKey)
}

export async function notifyAdmins(db: Executor, message: NotificationMessage, dedupeKey?: string): Promise<void> {
  const admins = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
  await store(db, admins, message, (admin) => dedupeKey && `${dedupeKey}:${admin.id}`)
}
