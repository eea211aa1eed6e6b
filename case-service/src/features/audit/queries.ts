import { and, count, eq, getTableColumns, gte, lte, or, sql } from 'drizzle-orm'
import type { Db } from '@case/db/client'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder } from '@case/db/keysetPagination'
import { auditLog, users } from '@case/db/schema'
import type { AuditEntry, AuditLogQuery } from './schemas'

const NEWEST_FIRST: KeysetOrder = {
  column: auditLog.at,
  kind: 'timestamp',
  descending: true,
  id: auditLog.id,
  idKind: 'bigint',
}

/** Entries on the case itself, and those naming it among their details (disclosures, coding batches, searches). */
const aboutCase = (caseId: string) =>
  or(
    and(eq(auditLog.entity_type, 'case'), eq(auditLog.entity_id, caseId)),
    sql`${auditLog.details}->>'case_id' = ${caseId}`,
    sql`${auditLog.details}->'case_ids' @> jsonb_build_array(${caseId}::text)`,
  )

/** A page of the audit log, newest first, filtered by action, user, case and time range. */
export async function pageOfAuditLog(db: Db, query: AuditLogQuery) {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.user_id ? eq(auditLog.user_id, query.user_id) : undefined,
    query.case_id ? aboutCase(query.case_id) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lte(auditLog.at, query.to) : undefined,
  )
  const { action, user_id, case_id, from, to } = query
  const page = await keysetPage(query, {
    // The log grows with every audited view, so it pages by cursor like the case lists.
    fingerprint: listFingerprint('audit-log', {
      action,
      user_id,
      case_id,
      from: from?.toISOString(),
      to: to?.toISOString(),
    }),
    order: NEWEST_FIRST,
    fetch: ({ after, orderBy, limit }) =>
      db
        // The actor is joined at read time: the append-only log keeps no copy of personal data.
        .select({
          ...getTableColumns(auditLog),
          user_name: users.name,
          user_email: users.email,
          sort_key: sortKeyOf(NEWEST_FIRST),
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.user_id))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    count: async () => (await db.select({ value: count() }).from(auditLog).where(where))[0]?.value ?? 0,
  })
  // Stored under a name of AUDIT_ACTIONS (migration 0008 renamed the older ones).
  const items = page.items.map((row) => ({ ...row, at: row.at.toISOString() }) as AuditEntry)
  return { ...page, items }
}
