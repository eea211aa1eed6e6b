import type { Payload, PayloadRequest } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { inRequestTransaction } from '@/lib/db/transaction'
import type { VpNotification } from '@/payload-types'

type Id = number | string

/** The project's own words are `{ de, en }`; user data (a rule name, a comment, a rejection reason) is a plain string. */
export type NotificationText = Bilingual | string

export type Notice = {
  tenant: Id
  type: VpNotification['type']
  severity?: VpNotification['severity']
  title: NotificationText
  message?: NotificationText
  related?: { account?: Id; interaction?: Id; content?: Id; task?: Id }
}

/**
 * The stored form of a notification text: German in `text`, English in `english` (absent for user data,
 * which reads the same in both). The collection shows each reader one of them (VpNotifications).
 */
export function storedText(text: NotificationText): { text: string; english?: string } {
  if (typeof text === 'string') return { text }
  return text.de === text.en ? { text: text.de } : { text: text.de, english: text.en }
}

const idOrUndefined = (id: Id | undefined) => (id === undefined ? undefined : Number(id))

/**
 * One vp-notifications entry per recipient, all in one transaction (the request's own when `req`
 * carries one, so they commit with the change that caused them). Returns how many were written.
 */
export async function notifyRecipients(
  payload: Payload,
  recipients: readonly Id[],
  notice: Notice,
  req?: PayloadRequest,
): Promise<number> {
  if (recipients.length === 0) return 0
  const data = {
    tenant: Number(notice.tenant),
    type: notice.type,
    severity: notice.severity ?? 'info',
    title: storedText(notice.title).text,
    titleEn: storedText(notice.title).english,
    message: notice.message === undefined ? undefined : storedText(notice.message).text,
    messageEn: notice.message === undefined ? undefined : storedText(notice.message).english,
    relatedAccount: idOrUndefined(notice.related?.account),
    relatedInteraction: idOrUndefined(notice.related?.interaction),
    relatedContent: idOrUndefined(notice.related?.content),
    relatedTask: idOrUndefined(notice.related?.task),
  }
  await inRequestTransaction(payload, req, async (transaction) => {
    for (const recipient of recipients) {
      await payload.create({
        collection: 'vp-notifications',
        data: { ...data, recipient: Number(recipient) },
        overrideAccess: true,
        req: transaction,
      })
    }
  })
  return recipients.length
}
