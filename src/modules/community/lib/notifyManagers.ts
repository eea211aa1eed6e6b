import type { Payload, PayloadRequest } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { membershipIn, type Membership } from '@/access/tenantRoles'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { membersOf } from '@/lib/tenants/members'
import type { SocialAccount } from '@/payload-types'
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from './vocabulary'

type TenantId = number | string
type Severity = 'info' | 'warning' | 'error'

/**
 * Who hears of a notice: the tenant's community managers, or its video-hub managers — the specification sends the
 * accounts' token notices (expiring, expired, refreshed, refresh failed) to the people who run the channels.
 */
export type Audience = 'community' | 'videoHub'

const HOLDS_MANAGER_ROLE: Record<Audience, (row: Membership | undefined) => boolean> = {
  community: (row) => row?.communityRole === 'manager',
  videoHub: (row) => row?.videoPlatformRole === 'VideoPlatformManager',
}

/** The ids of the tenant's managers of that audience (the role on the user's membership row in that tenant). */
export async function managerIds(
  payload: Payload,
  tenant: TenantId,
  audience: Audience,
  req?: PayloadRequest,
): Promise<(number | string)[]> {
  return (await membersOf(payload, tenant, req))
    .filter((user) => HOLDS_MANAGER_ROLE[audience](membershipIn(user, tenant)))
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

/** One vp-notifications entry per manager of the audience in the tenant, titled with the type's label. */
export async function notifyManagers(
  payload: Payload,
  audience: Audience,
  notice: ManagerNotice,
  req?: PayloadRequest,
): Promise<number> {
  const recipients = await managerIds(payload, notice.tenant, audience, req)
  const { relatedAccount, ...rest } = notice
  return notifyRecipients(
    payload,
    recipients,
    { ...rest, title: NOTIFICATION_TYPE_LABELS[notice.type], related: { account: relatedAccount } },
    req,
  )
}
