import path from 'node:path'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { cmsEnv } from '@/env'
import { storeFile } from '@/lib/storage/fileStore'
import { membersOf } from '@/lib/tenants/members'

/**
 * A tenant's data: the documents of every tenant-scoped collection (`custom.tenantScoped`,
 * including plugin collections such as forms) and the users' memberships.
 */
type TenantRef = { id: number | string; slug: string }

export const tenantScopedCollections = (payload: Payload): CollectionSlug[] =>
  payload.config.collections
    .filter((collection) => collection.custom?.tenantScoped === true)
    .map((collection) => collection.slug as CollectionSlug)

const ofTenant = (tenantId: number | string) => ({ tenant: { equals: tenantId } })

export async function countTenantDocuments(
  payload: Payload,
  tenantId: number | string,
  req?: PayloadRequest,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of tenantScopedCollections(payload)) {
    const { totalDocs } = await payload.count({ collection, where: ofTenant(tenantId), overrideAccess: true, req })
    if (totalDocs > 0) counts[collection] = totalDocs
  }
  return counts
}

const PAGE = 200

/** The export as JSON text chunks, page by page, so large tenants never sit in memory at once. */
export async function* tenantExportChunks(
  payload: Payload,
  tenantId: number | string,
  req?: PayloadRequest,
): AsyncGenerator<string> {
  // Without showHiddenFields: the encrypted SMTP password stays out of the export.
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    overrideAccess: true,
    req,
    locale: 'all',
  })
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"tenant":${JSON.stringify(tenant)},"collections":{`
  let firstCollection = true
  for (const collection of tenantScopedCollections(payload)) {
    yield `${firstCollection ? '' : ','}${JSON.stringify(collection)}:[`
    firstCollection = false
    let first = true
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection,
        where: ofTenant(tenantId),
        depth: 0,
        draft: true,
        locale: 'all',
        limit: PAGE,
        page,
        sort: 'id',
        overrideAccess: true,
        req,
      })
      for (const doc of result.docs) {
        yield `${first ? '' : ','}${JSON.stringify(doc)}`
        first = false
      }
      if (!result.hasNextPage) break
    }
    yield ']'
  }
  const members = await membersOf(payload, tenantId, req)
  const memberships = members.map((user) => ({
    user: user.id,
    email: user.email,
    roles:
      user.tenants?.find(
        (row) => String(typeof row.tenant === 'object' ? row.tenant.id : row.tenant) === String(tenantId),
      )?.roles ?? [],
  }))
  yield `},"memberships":${JSON.stringify(memberships)}}`
}

export const exportDir = (): string => path.resolve(cmsEnv().EXPORT_DIR)

/** Writes the export where uploads live (`exports/` in the S3 bucket, else EXPORT_DIR) and returns its location. */
export async function writeTenantExport(payload: Payload, tenant: TenantRef, req?: PayloadRequest): Promise<string> {
  const name = `tenant-${tenant.slug}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  return storeFile({ key: `exports/${name}`, diskDir: exportDir() }, tenantExportChunks(payload, tenant.id, req))
}

/** Deletes the tenant's documents (with their hooks, e.g. upload files) and removes its memberships. */
export async function purgeTenantData(payload: Payload, tenantId: number | string, req: PayloadRequest): Promise<void> {
  for (const collection of tenantScopedCollections(payload)) {
    const result = await payload.delete({ collection, where: ofTenant(tenantId), overrideAccess: true, req })
    if (result.errors.length > 0) {
      throw new Error(
        `Deleting ${collection} of tenant ${tenantId} failed: ${result.errors.map((error) => error.message).join('; ')}`,
      )
    }
  }
  const members = await membersOf(payload, tenantId, req)
  for (const user of members) {
    const tenants = (user.tenants ?? []).filter(
      (row) => String(typeof row.tenant === 'object' ? row.tenant.id : row.tenant) !== String(tenantId),
    )
    await payload.update({ collection: 'users', id: user.id, data: { tenants }, overrideAccess: true, depth: 0, req })
  }
}
