import { z } from 'zod'
import { loadHubDashboard } from '@/modules/videoHub/lib/dashboard'
import { endpoint } from '@/endpoints/endpoint'
import { NotFound } from '@/endpoints/endpointErrors'

const dashboardQuery = z.object({
  channel: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
})

/** GET /api/video-platform-channels/dashboard?channel= — the hub's figures per readable channel (src/lib/videoHub/dashboard.ts). */
export const dashboardEndpoint = endpoint(
  {
    path: '/dashboard',
    method: 'get',
    auth: 'user',
    query: dashboardQuery,
    capability: {
      videoHub: 'hub.read',
      refused: { de: 'Sie haben keine Rolle im Video-Hub.', en: 'You have no video hub role.' },
    },
  },
  async ({ req, query }) => {
    const channels = await loadHubDashboard(req, query.channel)
    if (!channels) throw new NotFound({ de: 'Kanal nicht gefunden', en: 'Channel not found' }, { path: 'channel' })
    return { channels }
  },
)
