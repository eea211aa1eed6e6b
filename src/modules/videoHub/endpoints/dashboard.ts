import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hubTenantsWith } from '@/modules/videoHub/access/videoHub'
import { loadHubDashboard } from '@/modules/videoHub/lib/dashboard'
import { localizedError, signedInQueryHandler } from '@/endpoints/responses'

const dashboardQuery = z.object({
  channel: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
})

/** GET /api/video-platform-channels/dashboard?channel= — the hub's figures per readable channel (src/lib/videoHub/dashboard.ts). */
export const dashboardEndpoint: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: signedInQueryHandler(dashboardQuery, async (req, { user, query }) => {
    const tenants = hubTenantsWith(user, 'hub.read')
    if (tenants !== 'all' && tenants.length === 0)
      return localizedError(req, 403, { de: 'Sie haben keine Rolle im Video-Hub.', en: 'You have no video hub role.' })
    const channels = await loadHubDashboard(req, query.channel)
    if (!channels)
      return localizedError(req, 404, { de: 'Kanal nicht gefunden', en: 'Channel not found' }, { path: 'channel' })
    return Response.json({ channels })
  }),
}
