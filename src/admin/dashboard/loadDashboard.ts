import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, PayloadRequest, SanitizedPermissions, SelectField, Where } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import {
  DASHBOARD_TIME_ZONE,
  emailsPerDay,
  latestDrafts,
  selectedTenant,
  tenantNameOf,
  titleOf,
  type DraftItem,
  type EmailDay,
} from './aggregate'

export type DashboardItem = { id: string; title: string; href: string; when: string; detail?: string; tenant?: string }

export type DashboardData = {
  allTenants: boolean
  /** The tenant chosen in the admin's tenant selector (when the user may read it): every section shows only it. */
  tenant?: string
  submissions?: { total: number; items: DashboardItem[]; listHref: string }
  emails?: { days: (EmailDay & { label: string })[]; total: number; listHref: string }
  audit?: { items: DashboardItem[]; listHref: string }
  drafts?: { items: DashboardItem[] }
}

const LIST_LIMIT = 6
const DAYS = 7

/**
 * Loads the dashboard for the signed-in user through the Local API with the user's access
 * (`overrideAccess: false`): a super admin sees every tenant, everyone else their tenants, and
 * a section only appears when the user may read its collection (which includes its tenant module).
 */
export async function loadDashboard(
  req: PayloadRequest,
  permissions: SanitizedPermissions,
  now = new Date(),
): Promise<DashboardData> {
  const { payload, i18n, user } = req
  const canRead = (slug: string) => Boolean(permissions.collections?.[slug]?.read)
  const adminRoute = payload.config.routes.admin
  const docHref = (slug: string, id: number | string) => `${adminRoute}/collections/${slug}/${id}`
  const listHref = (slug: string) => `${adminRoute}/collections/${slug}`
  const dateTime = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'de-DE', {
    timeZone: DASHBOARD_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const when = (value: unknown) => (typeof value === 'string' ? dateTime.format(new Date(value)) : '')
  const asUser = { overrideAccess: false, user, req, depth: 0 } as const

  const tenants = await payload.find({ collection: 'tenants', select: { name: true }, pagination: false, ...asUser })
  const tenantNames = new Map(tenants.docs.map((tenant) => [String(tenant.id), tenant.name]))
  const tenantOf = (doc: { tenant?: unknown }) => tenantNameOf(doc.tenant, tenantNames)
  // The multi-tenant plugin's selector keeps its choice in this cookie; one the user cannot read is ignored.
  const selected = selectedTenant(req.headers.get('cookie'), tenantNames)
  const inSelected = (where: Where, field: 'tenant' | 'tenants' = 'tenant'): Where =>
    selected
      ? { and: [where, field === 'tenants' ? { tenants: { in: [selected] } } : { tenant: { equals: selected } }] }
      : where

  const submissions = async (): Promise<DashboardData['submissions']> => {
    if (!canRead('form-submissions')) return undefined
    const found = await payload.find({
      collection: 'form-submissions',
      where: inSelected({ status: { equals: 'new' } }),
      sort: '-createdAt',
      limit: LIST_LIMIT,
      select: { form: true, tenant: true, createdAt: true },
      populate: { forms: { title: true } },
      ...asUser,
      depth: 1,
    })
    return {
      total: found.totalDocs,
      listHref: `${listHref('form-submissions')}?where[status][equals]=new`,
      items: found.docs.map((doc) => ({
        id: String(doc.id),
        title: typeof doc.form === 'object' && doc.form ? doc.form.title : `#${doc.id}`,
        href: docHref('form-submissions', doc.id),
        when: when(doc.createdAt),
        tenant: tenantOf(doc),
      })),
    }
  }

  const emails = async (): Promise<DashboardData['emails']> => {
    if (!canRead('email-logs')) return undefined
    const since = new Date(now.getTime() - (DAYS + 1) * 24 * 3600_000).toISOString()
    const found = await payload.find({
      collection: 'email-logs',
      where: inSelected({ createdAt: { greater_than_equal: since } }),
      select: { status: true, createdAt: true },
      pagination: false,
      ...asUser,
    })
    const dayLabel = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'de-DE', {
      timeZone: 'UTC',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
    })
    const days = emailsPerDay(found.docs, now, DAYS).map((day) => ({
      ...day,
      label: dayLabel.format(new Date(`${day.day}T12:00:00Z`)),
    }))
    return { days, total: days.reduce((sum, day) => sum + day.sent + day.failed, 0), listHref: listHref('email-logs') }
  }

  const audit = async (): Promise<DashboardData['audit']> => {
    if (!canRead('audit-logs')) return undefined
    const actionField = payload.collections['audit-logs'].config.fields.find(
      (field) => 'name' in field && field.name === 'action',
    ) as SelectField
    const actionLabel = (value: string) => {
      const option = actionField.options.find(
        (candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value,
      )
      return option && typeof option === 'object' ? getTranslation(option.label, i18n) : value
    }
    const found = await payload.find({
      collection: 'audit-logs',
      where: inSelected({}, 'tenants'),
      sort: '-createdAt',
      limit: LIST_LIMIT,
      select: { action: true, collection: true, label: true, actorEmail: true, createdAt: true },
      ...asUser,
    })
    return {
      listHref: listHref('audit-logs'),
      items: found.docs.map((doc) => {
        const collection = payload.collections[doc.collection as CollectionSlug]?.config
        return {
          id: String(doc.id),
          title:
            `${actionLabel(doc.action)}: ${collection ? getTranslation(collection.labels.singular, i18n) : doc.collection} ${doc.label ?? ''}`.trim(),
          detail: doc.actorEmail ?? undefined,
          href: docHref('audit-logs', doc.id),
          when: when(doc.createdAt),
        }
      }),
    }
  }

  const drafts = async (): Promise<DashboardData['drafts']> => {
    const collections = payload.config.collections.filter(
      (collection) => collection.versions?.drafts && canRead(collection.slug),
    )
    if (collections.length === 0) return undefined
    const lists = await Promise.all(
      collections.map(async (collection): Promise<DraftItem[]> => {
        const title = collection.admin.useAsTitle
        const found = await payload.find({
          collection: collection.slug as CollectionSlug,
          draft: true,
          where: collection.flattenedFields.some((field) => field.name === 'tenant')
            ? inSelected({ _status: { equals: 'draft' } })
            : { _status: { equals: 'draft' } },
          sort: '-updatedAt',
          limit: LIST_LIMIT,
          // Only what the list shows: pages carry whole layouts.
          select: { ...(title ? { [title]: true } : {}), updatedAt: true, tenant: true } as never,
          ...asUser,
        })
        return (found.docs as Record<string, unknown>[]).map((record) => {
          return {
            collection: collection.slug,
            id: String(record.id),
            title: `${getTranslation(collection.labels.singular, i18n)}: ${titleOf(record, title)}`,
            updatedAt: String(record.updatedAt ?? ''),
            tenant: tenantOf(record),
          }
        })
      }),
    )
    return {
      items: latestDrafts(lists, LIST_LIMIT).map((draft) => ({
        id: `${draft.collection}-${draft.id}`,
        title: draft.title,
        href: docHref(draft.collection, draft.id),
        when: when(draft.updatedAt),
        tenant: draft.tenant,
      })),
    }
  }

  const [submissionData, emailData, auditData, draftData] = await Promise.all([
    submissions(),
    emails(),
    audit(),
    drafts(),
  ])
  return {
    allTenants: isSuperAdmin(user),
    tenant: selected ? tenantNames.get(selected) : undefined,
    submissions: submissionData,
    emails: emailData,
    audit: auditData,
    drafts: draftData,
  }
}
