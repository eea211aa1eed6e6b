import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { postgresDrizzle } from '@/lib/db/payloadPostgres'

type Row = Record<string, unknown>

/**
 * E-mail log counts by status, by day (in `timeZone`) and by tenant for `from` ≤ createdAt < `to`, of the
 * given tenants (`null`: all). Aggregated in SQL.
 */
export async function emailLogStats(
  payload: Payload,
  { from, to, timeZone, tenants }: { from: Date; to: Date; timeZone: string; tenants: number[] | null },
) {
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
  const db = postgresDrizzle(payload)
  const [byStatus, byDay, byTenant] = await Promise.all([
    db.execute(sql`select l.status, count(*)::int as count from email_logs l where ${where} group by l.status`),
    db.execute(
      sql`select to_char(l.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, l.status, count(*)::int as count
            from email_logs l where ${where} group by 1, 2 order by 1`,
    ),
    db.execute(
      sql`select l.tenant_id as tenant, t.name, l.status, count(*)::int as count
            from email_logs l left join tenants t on t.id = l.tenant_id where ${where} group by 1, 2, 3 order by 1`,
    ),
  ])
  const counts = { sent: 0, failed: 0 }
  for (const row of byStatus.rows) counts[row.status as 'sent' | 'failed'] = Number(row.count)
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone,
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
  }
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
