import { and, count, desc, eq, gte, lte } from 'drizzle-orm'
import { z } from 'zod'
import type { AuthedContext } from '@case/auth/withAuth'
import { auditLog } from '@case/db/schema'
import { parseQuery } from '@case/http/validation'
import { pageBody, pageOf, pageOffset, pageQuery } from '@case/features/users/pagination'

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

export const auditLogQuery = pageQuery({ defaultSize: 50, maxSize: 200 })
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

export const auditPage = pageOf(auditEntrySchema)

/** GET /api/admin/audit-log: newest first. The log is append-only; there is no write endpoint. */
export async function listAuditLog({ db, request }: AuthedContext): Promise<Response> {
  const query = parseQuery(request, auditLogQuery)
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.user_id ? eq(auditLog.user_id, query.user_id) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lte(auditLog.at, query.to) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(query.page_size).offset(pageOffset(query)),
    db.select({ value: count() }).from(auditLog).where(where),
  ])
  const items: z.infer<typeof auditEntrySchema>[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }))
  return Response.json(pageBody(items, total, query))
}
