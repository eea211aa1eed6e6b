import type { ServerProps } from 'payload'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { tenantsWith } from '@/modules/community/access/community'
import type { User } from '@/payload-types'
import { inboxText } from './inboxText'
import { UnreadBadge } from './UnreadBadge.client'
import './inbox.css'

/** The nav entry of the community inbox with its unread count (only for readers in a tenant with the module). */
export async function CommunityNavLink({ payload, user, i18n }: ServerProps) {
  const member = user as User | undefined
  if (!member) return null
  const viewable = tenantsWith(member, 'interactions.view')
  const tenants = await tenantIdsWithModule(payload, 'community', viewable)
  if (tenants.length === 0) return null
  const text = inboxText(i18n?.language)
  const { totalDocs: unread } = await payload.count({
    collection: 'community-interactions',
    where: { and: [{ tenant: { in: tenants } }, { status: { equals: 'new' } }] },
    overrideAccess: true,
  })
  return (
    <a
      className="nav__link community-inbox-nav"
      href={`${payload.config.routes.admin}/community`}
      data-testid="community-nav"
    >
      <span className="nav__link-label">{text.navLink}</span>
      <UnreadBadge apiRoute={payload.config.routes.api} initial={unread} label={text.unread} />
    </a>
  )
}
