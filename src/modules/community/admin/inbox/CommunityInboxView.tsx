import { AdminViewFrame } from '@/admin/AdminViewFrame'
import type { AdminViewServerProps, Where } from 'payload'
import { tenantsHavingModule } from '@/access/moduleAccess'
import { can, roleHas, tenantsWith } from '@/modules/community/access/community'
import {
  INTERACTION_STATUS_LABELS,
  SENTIMENT_ANALYSER_LABELS,
  SENTIMENT_LABELS,
} from '@/modules/community/lib/vocabulary'
import type { User } from '@/payload-types'
import { textsIn } from '@/admin/language'
import { CommunityInbox, type InboxSetup } from './CommunityInbox.client'
import { inboxText } from './inboxText'
import './inbox.css'

const LIST_LIMIT = 200

/** The users who may be assigned an interaction in these tenants: moderators and managers, by name. */
async function colleaguesIn(req: AdminViewServerProps['initPageResult']['req'], tenants: 'all' | (number | string)[]) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: tenants === 'all' ? {} : { 'tenants.tenant': { in: tenants } },
    select: { name: true, email: true, tenants: true, isSuperAdmin: true },
    depth: 0,
    limit: LIST_LIMIT,
    sort: 'name',
    // Only names leave here, and only of people working in the reader's own tenants.
    overrideAccess: true,
  })
  return docs
    .filter(
      (user) =>
        (tenants === 'all' && user.isSuperAdmin) ||
        (user.tenants ?? []).some(
          (row) =>
            (tenants === 'all' || tenants.map(String).includes(String(row.tenant))) &&
            roleHas(row.communityRole ?? 'none', 'comments.moderate'),
        ),
    )
    .map((user) => ({ id: user.id, name: user.name || user.email }))
}

/**
 * The community inbox (`/admin/community`): interactions of the reader's tenants with filters, counts
 * per status and live arrivals, and a conversation pane to reply with saved replies, assign, note and
 * archive (CommunityInbox.client.tsx). Everything it shows is read with the user's access.
 */
export async function CommunityInboxView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const language = req.i18n.language === 'en' ? 'en' : 'de'
  const text = inboxText(language)
  const user = req.user as User | null
  const viewable = user ? tenantsWith(user, 'interactions.view') : []
  const tenants = user ? await tenantsHavingModule(req, 'community', viewable) : []
  const hasAccess = tenants === 'all' || tenants.length > 0
  let setup: InboxSetup | undefined
  if (user && hasAccess) {
    const read = { user, overrideAccess: false, req, depth: 0 } as const
    const scope: Where = tenants === 'all' ? {} : { tenant: { in: tenants } }
    const mayUseTemplates = tenants === 'all' || tenants.some((tenant) => can(user, 'templates.use', tenant))
    const [accounts, templates, colleagues] = await Promise.all([
      req.payload.find({ collection: 'social-accounts', where: scope, limit: LIST_LIMIT, sort: 'name', ...read }),
      mayUseTemplates
        ? req.payload.find({
            collection: 'community-templates',
            where: scope,
            limit: LIST_LIMIT,
            sort: 'name',
            locale: 'all',
            ...read,
          })
        : { docs: [] },
      colleaguesIn(req, tenants),
    ])
    const anywhere = (capability: Parameters<typeof can>[1]) =>
      tenants === 'all' || tenants.some((tenant) => can(user, capability, tenant))
    setup = {
      userId: user.id,
      language,
      apiRoute: req.payload.config.routes.api,
      adminRoute: req.payload.config.routes.admin,
      accounts: accounts.docs.map((account) => ({ id: account.id, name: account.name, handle: account.handle })),
      templates: templates.docs.map((template) => ({
        id: template.id,
        name: template.name,
        // locale 'all' answers the localized body as { de, en }
        body: template.body as unknown as Partial<Record<'de' | 'en', string>>,
      })),
      colleagues,
      may: {
        moderate: anywhere('comments.moderate'),
        reply: anywhere('comments.reply'),
        manage: anywhere('accounts.manage'),
      },
      statusLabels: textsIn(INTERACTION_STATUS_LABELS, language),
      sentimentLabels: textsIn(SENTIMENT_LABELS, language),
      analyserLabels: textsIn(SENTIMENT_ANALYSER_LABELS, language),
    }
  }
  return (
    <AdminViewFrame view={view} className="community-inbox">
      <h1>{text.title}</h1>
      {setup ? <CommunityInbox setup={setup} text={text} /> : <p>{text.noAccess}</p>}
    </AdminViewFrame>
  )
}
