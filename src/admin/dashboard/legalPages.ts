import type { PayloadRequest } from 'payload'
import type { Page, SiteSetting } from '@/payload-types'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { tenantIdsWithRole } from '@/access/tenantRoles'

/** Why a tenant's site is not legally complete: a legal page is not chosen in the site settings, or not published. */
export type LegalProblem = 'imprintMissing' | 'imprintUnpublished' | 'privacyMissing' | 'privacyUnpublished'

export type LegalWarning = { tenant: string; problems: LegalProblem[]; href: string }

const pageProblem = (page: number | Page | null | undefined, kind: 'imprint' | 'privacy'): LegalProblem | null => {
  if (page === null || page === undefined) return `${kind}Missing`
  return typeof page === 'object' && page._status !== 'published' ? `${kind}Unpublished` : null
}

/** The legal problems of one tenant's settings (null: no settings yet). Pure. */
export function legalProblems(settings: Pick<SiteSetting, 'imprintPage' | 'privacyPage'> | null): LegalProblem[] {
  return [pageProblem(settings?.imprintPage, 'imprint'), pageProblem(settings?.privacyPage, 'privacy')].filter(
    (problem): problem is LegalProblem => problem !== null,
  )
}

/**
 * The tenants the user administers (every tenant for super admins) whose site lacks a published Impressum or
 * Datenschutz page: a German business site must link both from every page (issue 30). Editors are not warned:
 * the site settings' legal tab is their admins' call.
 */
export async function legalWarnings(req: PayloadRequest): Promise<LegalWarning[]> {
  const { payload, user } = req
  if (!user) return []
  const all = isSuperAdmin(user)
  const ids = all ? [] : tenantIdsWithRole(user, ['admin'])
  if (!all && ids.length === 0) return []
  const tenants = await payload.find({
    collection: 'tenants',
    where: all ? {} : { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const settings = await payload.find({
    collection: 'site-settings',
    where: { tenant: { in: tenants.docs.map((tenant) => tenant.id) } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const byTenant = new Map(
    settings.docs.map((doc) => [typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant, doc]),
  )
  const collectionHref = `${payload.config.routes.admin}/collections/site-settings`
  return tenants.docs.flatMap((tenant) => {
    const doc = byTenant.get(tenant.id) ?? null
    const problems = legalProblems(doc)
    return problems.length > 0
      ? [{ tenant: tenant.name, problems, href: doc ? `${collectionHref}/${doc.id}` : `${collectionHref}/create` }]
      : []
  })
}
