import type { Payload, PayloadRequest } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { membershipIn } from '@/access/tenantRoles'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { membersOf } from '@/lib/tenants/members'
import type { SocialAccount } from '@/payload-types'
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from './vocabulary'

type TenantId = number | string
type Severity = 'info' | 'warning' | 'error'

/** The ids of the tenant's community managers: users whose membership row in that tenant has the manager role. */
export async function communityManagerIds(
  payload: Payload,
  tenant: TenantId,
  req?: PayloadRequest,
): Promise<(number | string)[]> {
  return (await membersOf(payload, tenant, req))
    .filter((user) => membershipIn(user, tenant)?.communityRole === 'manager')
    .map((user) => user.id)
}

export type ManagerNotice = {
  tenant: TenantId
  type: NotificationType
  severity: Severity
  /** The bilingual message body (titles come from the type's label). */
  message: Bilingual
  relatedAccount?: SocialAccount['id']
}

/** One vp-notifications entry per community manager of the tenant, titled with the type's label. */
export async function notifyCommunityManagers(
  payload: Payload,
  notice: ManagerNotice,
  req?: PayloadRequest,
): Promise<number> {
  const recipients = await communityManagerIds(payload, notice.tenant, req)
  const { relatedAccount, ...rest } = notice
  return notifyRecipients(
    payload,
    recipients,
    { ...rest, title: NOTIFICATION_TYPE_LABELS[notice.type], related: { account: relatedAccount } },
    req,
  )
}
