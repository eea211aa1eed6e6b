import { sql } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { tenantIdsWithRole } from '@/access/tenantRoles'
import { postgresDrizzle } from '@/lib/db/payloadPostgres'
import { dateRange, emailLogFilters } from './emailLogFilters'
import { invalidInput, jsonError } from './responses'

const DAY_MS = 24 * 60 * 60 * 1000
const statsQuery = emailLogFilters.omit({ status: true }).extend({
  tz: z
    .string()
    .default('Europe/Berlin')
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone'),
})

type Row = Record<string, unknown>

/**
 * GET /api/email-logs/stats?from&to&tenant&tz — counts by status, by day (in `tz`, default
 * Europe/Berlin) and by tenant; default range: the last 30 days. Aggregated in SQL, limited to
 * the tenants whose logs the user may read (like the list).
 */
export const emailLogsStatsEndpoint: Endpoint = {
  path: '/stats',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'Authentication required')
    const parsed = statsQuery.safeParse(req.query ?? {})
    if (!parsed.success) return invalidInput(parsed.error)
    const { tenant, tz } = parsed.data
    const range = dateRange(parsed.data)
    const to = range.to ?? new Date()
    const from = range.from ?? new Date(to.getTime() - 30 * DAY_MS)
    let tenants: number[] | null = null
    if (!isSuperAdmin(req.user)) {
      tenants = tenantIdsWithRole(req.user, ['admin', 'editor']).map(Number)
      if (tenants.length === 0) return jsonError(403, 'You cannot read e-mail logs')
    }
    if (tenant !== undefined) {
      if (tenants && !tenants.includes(tenant)) return jsonError(403, 'You cannot read e-mail logs of this tenant')
      tenants = [tenant]
    }
    const conditions = [sql`l.created_at >= ${from.toISOString()}`, sql`l.created_at < ${to.toISOString()}`]
    if (tenants)
      conditions.push(
        sql`l.tenant_id in (${sql.join(
          tenants.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    const where = sql.join(conditions, sql` and `)
    // Three independent read-only aggregates, run in parallel on the pool.
    const db = postgresDrizzle(req.payload)
    const [byStatus, byDay, byTenant] = await Promise.all([
      db.execute(sql`select l.status, count(*)::int as count from email_logs l where ${where} group by l.status`),
      db.execute(
        sql`select to_char(l.created_at at time zone ${tz}, 'YYYY-MM-DD') as day, l.status, count(*)::int as count
            from email_logs l where ${where} group by 1, 2 order by 1`,
      ),
      db.execute(
        sql`select l.tenant_id as tenant, t.name, l.status, count(*)::int as count
            from email_logs l left join tenants t on t.id = l.tenant_id where ${where} group by 1, 2, 3 order by 1`,
      ),
    ])
    const counts = { sent: 0, failed: 0 }
    for (const row of byStatus.rows) counts[row.status as 'sent' | 'failed'] = Number(row.count)
    return Response.json({
      from: from.toISOString(),
      to: to.toISOString(),
      timeZone: tz,
      total: counts.sent + counts.failed,
      byStatus: counts,
      byDay: pivot(
        byDay.rows,
        (row) => String(row.day),
        (key) => ({ day: key }),
      ),
      byTenant: pivot(
        byTenant.rows,
        (row) => String(row.tenant ?? 'none'),
        (_key, row) => ({
          tenant: row.tenant === null ? null : Number(row.tenant),
          name: (row.name as string | null) ?? null,
        }),
      ),
    })
  },
}

/** Rows of (key, status, count) → one object per key with `sent`, `failed` and `total`. */
function pivot<T extends object>(rows: Row[], keyOf: (row: Row) => string, base: (key: string, row: Row) => T) {
  const out = new Map<string, T & { sent: number; failed: number; total: number }>()
  for (const row of rows) {
    const key = keyOf(row)
    const entry = out.get(key) ?? { ...base(key, row), sent: 0, failed: 0, total: 0 }
    entry[row.status as 'sent' | 'failed'] += Number(row.count)
    entry.total += Number(row.count)
    out.set(key, entry)
  }
  return [...out.values()]
}
