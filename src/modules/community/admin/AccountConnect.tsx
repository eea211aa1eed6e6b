import type { ServerProps } from 'payload'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { tenantsWith } from '@/modules/community/access/community'
import type { User } from '@/payload-types'
import { inLanguage } from '@/admin/language'
import './inbox/inbox.css'

const TEXT = {
  connect: { de: 'Mit YouTube verbinden', en: 'Connect with YouTube' },
  hint: {
    de: 'Sie werden zu Google weitergeleitet, um den Zugriff auf Ihren Kanal zu erlauben. Die Zugangsdaten werden verschlüsselt gespeichert und nie angezeigt.',
    en: 'You are taken to Google to allow access to your channel. The credentials are stored encrypted and never shown.',
  },
}

/**
 * Above the social accounts list: "Connect with YouTube" for each tenant the user manages accounts of (with the
 * community module on); the link starts the OAuth flow (endpoints/youtubeOAuth.ts, which checks both again).
 */
export async function AccountConnect({ payload, user, i18n }: ServerProps) {
  const member = user as User | undefined
  if (!member) return null
  const ids = await tenantIdsWithModule(payload, 'community', tenantsWith(member, 'accounts.manage'))
  if (ids.length === 0) return null
  const { docs: tenants } = await payload.find({
    collection: 'tenants',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    limit: 50,
    sort: 'name',
    overrideAccess: true,
  })
  const language = i18n?.language
  const api = payload.config.routes.api
  return (
    <div className="community-connect">
      {tenants.map((tenant) => (
        <a
          key={tenant.id}
          className="btn btn--style-primary btn--size-small"
          href={`${api}/community/oauth/youtube/start?tenant=${tenant.id}`}
        >
          {inLanguage(TEXT.connect, language)}
          {tenants.length > 1 ? ` · ${tenant.name}` : ''}
        </a>
      ))}
      <p>{inLanguage(TEXT.hint, language)}</p>
    </div>
  )
}
