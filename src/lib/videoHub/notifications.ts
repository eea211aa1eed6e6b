import type { PayloadRequest } from 'payload'
import { membershipIn, tenantIdOf } from '@/access/tenantRoles'
import type { Bilingual } from '@/access/localizedMessage'
import type { NotificationType } from '@/lib/community/vocabulary'

type Id = number | string

export type HubNotification = {
  type: NotificationType
  tenant: Id
  title: Bilingual
  message?: Bilingual
  severity?: 'info' | 'warning' | 'error'
  relatedContent?: Id
  relatedTask?: Id
}

/** The distinct recipients, without the user who caused the event (nobody is told about their own action). */
export const recipientsOf = (ids: readonly unknown[], actor: Id | undefined): Id[] => {
  const distinct = new Map<string, Id>()
  for (const id of ids.map(tenantIdOf)) if (id !== undefined && id !== null && String(id) !== String(actor)) distinct.set(String(id), id)
  return [...distinct.values()]
}

/**
 * One notification per recipient. The stored text is bilingual ("German / English"): recipients read
 * it in either admin language and the server does not know which one each of them uses.
 */
export async function notify(req: PayloadRequest, recipients: readonly Id[], notification: HubNotification): Promise<void> {
  const text = (message: Bilingual | undefined) => (message ? `${message.de} / ${message.en}` : undefined)
  for (const recipient of recipients) {
    await req.payload.create({
      collection: 'vp-notifications',
      data: {
        type: notification.type,
        severity: notification.severity ?? 'info',
        title: text(notification.title)!,
        message: text(notification.message),
        recipient: Number(recipient),
        tenant: Number(notification.tenant),
        relatedContent: notification.relatedContent === undefined ? undefined : Number(notification.relatedContent),
        relatedTask: notification.relatedTask === undefined ? undefined : Number(notification.relatedTask),
      },
      overrideAccess: true,
      req,
    })
  }
}

/** The tenant's video-hub managers (their membership row in that tenant says so). */
export async function hubManagersOf(req: PayloadRequest, tenant: Id): Promise<Id[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: tenant } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter((user) => membershipIn(user, tenant)?.videoPlatformRole === 'VideoPlatformManager').map((user) => user.id)
}
