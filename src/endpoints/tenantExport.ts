import type { Endpoint } from 'payload'
import { hasTenantRole } from '@/access/tenantAccess'
import { tenantExportChunks } from '@/collections/Tenants/tenantData'
import { recordIdParam } from './inputRules'
import { jsonError, textStream } from './responses'

/**
 * GET /api/tenants/:id/export — the JSON export that a confirmed tenant deletion writes, as a
 * download (super admins, and admins of that tenant), so it can be kept before deleting.
 */
export const tenantExportEndpoint: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'Unauthorized')
    const parsed = recordIdParam.safeParse(String(req.routeParams?.id ?? ''))
    if (!parsed.success) return jsonError(400, 'Invalid tenant id')
    const id = parsed.data
    if (!hasTenantRole(req.user, id, ['admin'])) return jsonError(403, 'Forbidden')
    const tenant = await req.payload.findByID({
      collection: 'tenants',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!tenant) return jsonError(404, 'Not found')
    return new Response(textStream(tenantExportChunks(req.payload, tenant.id)), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="tenant-${tenant.slug}.json"`,
      },
    })
  },
}
