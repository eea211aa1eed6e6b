import type { Endpoint } from 'payload'
import { z } from 'zod'
import { localizedMessage } from '@/access/localizedMessage'
import { hubTenantsWith } from '@/access/videoHub'
import { loadHubDashboard } from '@/lib/videoHub/dashboard'
import { invalidInput, jsonError } from '../responses'

const dashboardQuery = z.object({ channel: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() })

/** GET /api/video-platform-channels/dashboard?channel= — the hub's figures per readable channel (src/lib/videoHub/dashboard.ts). */
export const dashboardEndpoint: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, localizedMessage(req, { de: 'Anmeldung erforderlich', en: 'Authentication required' }))
    const parsed = dashboardQuery.safeParse(req.query ?? {})
    if (!parsed.success) return invalidInput(parsed.error)
    const tenants = hubTenantsWith(req.user, 'hub.read')
    if (tenants !== 'all' && tenants.length === 0) return jsonError(403, localizedMessage(req, { de: 'Sie haben keine Rolle im Video-Hub.', en: 'You have no video hub role.' }))
    const channels = await loadHubDashboard(req, parsed.data.channel)
    if (!channels) return jsonError(404, localizedMessage(req, { de: 'Kanal nicht gefunden', en: 'Channel not found' }), { path: 'channel' })
    return Response.json({ channels })
  },
}
