import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { resolveTenant } from '@/lib/tenants/resolveTenant'
import { NotFound } from '../endpointErrors'
import { queryText } from '../inputRules'
import type { Tenant } from '@/payload-types'

export const LOCALES = ['de', 'en'] as const
export type PublicLocale = (typeof LOCALES)[number]

/** Query parameters every public API accepts. `tenant` is read by publicTenant(). */
export const baseQuery = z.object({
  tenant: queryText(100).optional(),
  locale: z.enum(LOCALES).optional(),
})

export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')
export const pageParam = z.coerce.number().int().min(1).max(10_000)

/** The tenant of a public request (`?tenant=<slug>` or the Host header); NotFound when there is none. */
export async function publicTenant(req: PayloadRequest): Promise<Tenant> {
  const tenant = await resolveTenant(req.payload, {
    host: req.headers.get('host'),
    tenantSlug: req.searchParams.get('tenant'),
  })
  if (!tenant) throw new NotFound({ de: 'Unbekannter Mandant', en: 'Unknown tenant' })
  return tenant
}

/** The requested locale, else the tenant's default. */
export const localeFor = (tenant: Tenant, requested: PublicLocale | undefined): PublicLocale =>
  requested ?? tenant.defaultLocale ?? 'de'

/** The fields a public timeline or workflow starts with. */
export const publicBasics = <
  D extends { id: number; slug?: string | null; title: string; description?: string | null; type: string },
>(
  doc: D,
) => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  description: doc.description ?? null,
  type: doc.type,
})

/**
 * The tenant's published documents of a collection, as an anonymous visitor reads them: those whose
 * fields equal the given values (an unset value filters nothing), in `locale`, sorted by title.
 */
export async function findPublished<Slug extends CollectionSlug>(
  req: PayloadRequest,
  collection: Slug,
  tenant: Tenant,
  { locale, depth, equals }: { locale: PublicLocale; depth: number; equals: Record<string, string | undefined> },
) {
  const and: Where[] = [{ tenant: { equals: tenant.id } }, { _status: { equals: 'published' } }]
  for (const [field, value] of Object.entries(equals)) if (value) and.push({ [field]: { equals: value } })
  const { docs } = await req.payload.find({
    collection,
    where: { and },
    locale,
    sort: 'title',
    depth,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}
