import { and, count, eq, getTableColumns, gte, lte } from 'drizzle-orm'
import { z } from 'zod'
import { auditLog } from '@case/db/schema'
import type { RouteInput } from '@case/http/route'
import { keysetPage, listFingerprint, sortKeyOf, type KeysetOrder } from '@case/db/keysetPagination'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import type { auditLogContract } from './contracts'

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

export const auditLogQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })
  .extend({
    action: z.string().min(1).max(100).optional(),
    user_id: z.uuid().optional(),
    from: instant.optional().describe('Inclusive, ISO 8601 date-time'),
    to: instant.optional().describe('Inclusive, ISO 8601 date-time'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: '"from" must not be after "to"', path: ['from'] })

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  user_id: z.uuid().nullable(),
  action: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})

export const auditPage = keysetPageOf(auditEntrySchema)

const NEWEST_FIRST: KeysetOrder = { column: auditLog.at, kind: 'timestamp', descending: true, id: auditLog.id, idKind: 'bigint' }

/** GET /api/admin/audit-log: newest first. The log is append-only; there is no write endpoint. */
export async function listAuditLog({ db, query }: RouteInput<typeof auditLogContract>): Promise<Response> {
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
    fetch: ({ after, orderBy, limit, offset }) =>
      db
        .select({ ...getTableColumns(auditLog), sort_key: sortKeyOf(NEWEST_FIRST) })
        .from(auditLog)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ value: count() }).from(auditLog).where(where))[0]?.value ?? 0,
  })
  const items: z.infer<typeof auditEntrySchema>[] = page.items.map((row) => ({ ...row, at: row.at.toISOString() }))
  return Response.json({ ...page, items, page: query.page, page_size: query.page_size })
}
