import { and, count, eq, getTableColumns, gte, lte } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder } from '@case/db/keysetPagination'
import { auditLog } from '@case/db/schema'
import type { AuditEntry, AuditLogQuery } from './schemas'

const NEWEST_FIRST: KeysetOrder = {
  column: auditLog.at,
  kind: 'timestamp',
  descending: true,
  id: auditLog.id,
  idKind: 'bigint',
}

/** A page of the audit log, newest first, filtered by action, user and time range. */
export async function pageOfAuditLog(db: Db, query: AuditLogQuery) {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.user_id ? eq(auditLog.user_id, query.user_id) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lte(auditLog.at, query.to) : undefined,
  )
  const { action, user_id, from, to } = query
  const page = await keysetPage(query, {
    // The log grows with every audited view, so it pages by cursor like the case lists.
    fingerprint: listFingerprint('audit-log', { action, user_id, from: from?.toISOString(), to: to?.toISOString() }),
    order: NEWEST_FIRST,
    fetch: ({ after, orderBy, limit }) =>
      db
        .select({ ...getTableColumns(auditLog), sort_key: sortKeyOf(NEWEST_FIRST) })
        .from(auditLog)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    count: async () => (await db.select({ value: count() }).from(auditLog).where(where))[0]?.value ?? 0,
  })
  const items: AuditEntry[] = page.items.map((row) => ({ ...row, at: row.at.toISOString() }))
  return { ...page, items }
}
