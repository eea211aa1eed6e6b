import { hasTenantRole } from '@/access/tenantAccess'
import { tenantExportChunks } from '@/collections/Tenants/tenantData'
import { recordIdParam } from './inputRules'
import { endpoint } from './endpoint'
import { BadRequest, Forbidden, NotFound } from './endpointErrors'
import { textStream } from './responses'

/**
 * GET /api/tenants/:id/export — the JSON export that a confirmed tenant deletion writes, as a
 * download (super admins, and admins of that tenant), so it can be kept before deleting.
 */
export const tenantExportEndpoint = endpoint(
  { path: '/:id/export', method: 'get', auth: 'user' },
  async ({ req, user }) => {
    const parsed = recordIdParam.safeParse(String(req.routeParams?.id ?? ''))
    if (!parsed.success) throw new BadRequest({ de: 'Ungültige Mandanten-ID', en: 'Invalid tenant id' })
    const id = parsed.data
    if (!hasTenantRole(user, id, ['admin'])) throw new Forbidden({ de: 'Keine Berechtigung', en: 'Forbidden' })
    const tenant = await req.payload.findByID({
      collection: 'tenants',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!tenant) throw new NotFound({ de: 'Nicht gefunden', en: 'Not found' })
    return new Response(textStream(tenantExportChunks(req.payload, tenant.id)), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="tenant-${tenant.slug}.json"`,
      },
    })
  },
)
