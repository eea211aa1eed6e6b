import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { extractPlainText } from '@/lib/text/readingTime'
import { buildVCard } from '@/lib/vcard/buildVCard'
import type { Team } from '@/payload-types'
import { queryText } from '../inputRules'
import { cmsBaseUrl, publicMedia } from './publicMedia'
import { endpointHandler } from '../endpoint'
import { BadRequest, NotFound } from '../endpointErrors'
import { baseQuery, booleanParam, localeFor, pageParam, publicTenant } from './publicRequest'

const listQuery = baseQuery.extend({
  search: queryText(100).optional(),
  department: queryText(100).optional(),
  featured: booleanParam.optional(),
  page: pageParam.default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
})

/**
 * `GET /api/public/team` (alias `GET /api/team`) for visitors: one tenant's team, top of the
 * hierarchy first. `teamPath` is where the list is served, so each member's vCard link stays on it.
 */
export const teamListHandler = (teamPath: string) =>
  endpointHandler({ auth: 'public', query: listQuery, cors: true }, async ({ req, query }) => {
    const tenant = await publicTenant(req)
    const locale = localeFor(tenant, query.locale)

    const and: Where[] = [{ tenant: { equals: tenant.id } }]
    if (query.search) {
      and.push({ or: ['name', 'role', 'department'].map((field) => ({ [field]: { contains: query.search } })) })
    }
    if (query.department) and.push({ department: { equals: query.department } })
    if (query.featured !== undefined) and.push({ featured: { equals: query.featured } })

    // Queried as an anonymous visitor (no `req`), so only publicly readable data comes back.
    const result = await req.payload.find({
      collection: 'team',
      where: { and },
      locale,
      page: query.page,
      limit: query.limit,
      sort: ['hierarchyLevel', 'order', 'name'],
      depth: 1,
      overrideAccess: false,
    })
    return {
      tenant: tenant.slug,
      locale,
      docs: result.docs.map((member) =>
        publicMember(req, `${req.payload.config.routes.api}${teamPath}`, tenant.slug, member),
      ),
      page: result.page,
      limit: result.limit,
      totalDocs: result.totalDocs,
      totalPages: result.totalPages,
    }
  })

const memberSlug = queryText(200)

/** `GET /api/public/team/{slug}/vcard` (alias `GET /api/team/{slug}/vcard`): a member's contact card, only when the member allows it. */
export const teamVCardHandler = endpointHandler({ auth: 'public', query: baseQuery }, async ({ req, query }) => {
  const slug = memberSlug.safeParse(req.routeParams?.slug)
  if (!slug.success)
    throw new BadRequest({ de: 'Ungültiger Kurzname des Teammitglieds', en: 'Invalid team member slug' })
  const tenant = await publicTenant(req)

  const { docs } = await req.payload.find({
    collection: 'team',
    where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug.data } }] },
    locale: localeFor(tenant, query.locale),
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const member = docs[0]
  // The same answer for "unknown" and "not shared", so the API does not reveal who exists.
  if (!member?.vcardEnabled)
    throw new NotFound({ de: 'Für dieses Teammitglied gibt es keine vCard', en: 'No vCard for this team member' })

  const vcard = buildVCard(
    {
      name: member.name,
      slug: `${tenant.slug}/${member.slug}`,
      role: member.role,
      department: member.department,
      organization: tenant.name,
      email: member.contact?.email,
      phone: member.contact?.phone,
      mobile: member.contact?.mobile,
      photoUrl: publicMedia(req, member.photo)?.url,
      socialLinks: member.socialLinks,
      note: extractPlainText(member.bio),
      updatedAt: member.updatedAt,
    },
    { baseUrl: cmsBaseUrl(req) },
  )
  return new Response(vcard, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="${member.slug}.vcf"`,
    },
  })
})

function publicMember(req: PayloadRequest, teamUrl: string, tenantSlug: string, member: Team) {
  const manager = typeof member.reportsTo === 'object' && member.reportsTo !== null ? member.reportsTo : null
  return {
    id: member.id,
    slug: member.slug,
    name: member.name,
    role: member.role,
    department: member.department ?? null,
    bio: member.bio ?? null,
    photo: publicMedia(req, member.photo),
    contact: {
      email: member.contact?.email ?? null,
      phone: member.contact?.phone ?? null,
      mobile: member.contact?.mobile ?? null,
    },
    socialLinks: (member.socialLinks ?? []).map(({ platform, url }) => ({ platform, url })),
    qualifications: (member.qualifications ?? []).map(({ title, institution, year }) => ({
      title,
      institution: institution ?? null,
      year: year ?? null,
    })),
    specializations: (member.specializations ?? []).map(({ name }) => name),
    languages: (member.languages ?? []).map(({ language, level }) => ({ language, level })),
    reportsTo: manager ? { id: manager.id, slug: manager.slug, name: manager.name } : null,
    hierarchyLevel: member.hierarchyLevel ?? 0,
    featured: Boolean(member.featured),
    vcardUrl: member.vcardEnabled ? `${teamUrl}/${member.slug}/vcard?tenant=${tenantSlug}` : null,
  }
}
