import type { ServerProps } from 'payload'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { hubTenantsWith } from '@/modules/videoHub/access/videoHub'
import type { User } from '@/payload-types'
import { videoHubText } from './messages'
import { unreadNotifications } from './unreadCount'
import './videoHub.css'

/** The nav entry of the hub overview with the unread-notification badge (only for users with a hub role in a tenant with the hub). */
export async function VideoHubNavLink({ payload, user, i18n }: ServerProps) {
  const member = user as User | undefined
  if (!member) return null
  // Only where the tenant has the hub switched on (a role in a tenant without it gives no entry).
  const tenants = await tenantIdsWithModule(payload, 'videoHub', hubTenantsWith(member, 'hub.read'))
  if (tenants.length === 0) return null
  const text = videoHubText(i18n?.language)
  const unread = await unreadNotifications(payload, member)
  return (
    <a
      className="nav__link video-hub-nav"
      href={`${payload.config.routes.admin}/video-hub`}
      data-testid="video-hub-nav"
    >
      <span className="nav__link-label">{text.navLink}</span>
      {unread > 0 ? (
        <span className="video-hub-badge" data-testid="video-hub-unread" title={`${unread} ${text.unread}`}>
          {unread}
        </span>
      ) : null}
    </a>
  )
}
