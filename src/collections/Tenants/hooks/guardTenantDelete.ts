import type { CollectionBeforeDeleteHook } from 'payload'
import { PublicApiError } from '@/lib/errors/publicApiError'
import { countTenantDocuments, purgeTenantData, writeTenantExport } from '../tenantData'

/**
 * Deleting a tenant never cascades silently. A tenant that still has documents is deleted only
 * with `?confirm=<tenant slug>` (REST) or `context.confirmTenantDelete` (Local API); then its
 * data is first exported as JSON (to the S3 bucket when configured, else EXPORT_DIR), and its documents and memberships are removed in
 * the same transaction as the tenant.
 */
export const guardTenantDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req
  const tenant = await payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true, req })
  const counts = await countTenantDocuments(payload, id, req)
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  const confirmation = req.query?.confirm ?? req.context.confirmTenantDelete
  if (total > 0 && confirmation !== tenant.slug) {
    const summary = Object.entries(counts)
      .map(([collection, count]) => `${collection}: ${count}`)
      .join(', ')
    throw new PublicApiError(
      `Tenant "${tenant.slug}" still has ${total} documents (${summary}). Delete again with ?confirm=${tenant.slug} to export them to a JSON file and delete them with the tenant.`,
      409,
      { counts },
    )
  }
  const file = await writeTenantExport(payload, tenant, req)
  req.context.tenantExportFile = file
  payload.logger.info({ tenant: tenant.slug, file, counts }, 'tenant exported before deletion')
  await purgeTenantData(payload, id, req)
}
