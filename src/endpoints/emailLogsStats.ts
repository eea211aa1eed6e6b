import { z } from 'zod'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { tenantIdsWithRole } from '@/access/tenantRoles'
import { emailLogStats } from '@/lib/email/emailLogStats'
import { endpoint } from './endpoint'
import { Forbidden } from './endpointErrors'
import { dateRange, emailLogFilters } from './emailLogFilters'

const DAY_MS = 24 * 60 * 60 * 1000
const statsQuery = emailLogFilters.omit({ status: true }).extend({
  tz: z
    .string()
    .default('Europe/Berlin')
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone'),
})

/**
 * GET /api/email-logs/stats?from&to&tenant&tz — counts by status, by day (in `tz`, default
 * Europe/Berlin) and by tenant; default range: the last 30 days. Limited to the tenants whose logs
 * the user may read (like the list).
 */
export const emailLogsStatsEndpoint = endpoint(
  { path: '/stats', method: 'get', auth: 'user', query: statsQuery },
  async ({ req, user, query }) => {
    const { tenant, tz } = query
    const range = dateRange(query)
    const to = range.to ?? new Date()
    const from = range.from ?? new Date(to.getTime() - 30 * DAY_MS)
    let tenants: number[] | null = null
    if (!isSuperAdmin(user)) {
      tenants = tenantIdsWithRole(user, ['admin', 'editor']).map(Number)
      if (tenants.length === 0)
        throw new Forbidden({ de: 'Sie dürfen keine E-Mail-Protokolle lesen', en: 'You cannot read e-mail logs' })
    }
    if (tenant !== undefined) {
      if (tenants && !tenants.includes(tenant))
        throw new Forbidden({
          de: 'Sie dürfen die E-Mail-Protokolle dieses Mandanten nicht lesen',
          en: 'You cannot read e-mail logs of this tenant',
        })
      tenants = [tenant]
    }
    return emailLogStats(req.payload, { from, to, timeZone: tz, tenants })
  },
)
