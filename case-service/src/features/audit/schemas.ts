import { z } from 'zod'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

export const auditLogQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })
  .extend({
    action: z.string().min(1).max(100).optional(),
    user_id: z.uuid().optional(),
    from: instant.optional().describe('Inclusive, ISO 8601 date-time'),
    to: instant.optional().describe('Inclusive, ISO 8601 date-time'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '"from" must not be after "to"',
    path: ['from'],
  })

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
z.globalRegistry.add(auditEntrySchema, { id: 'AuditEntry' })

export const auditPage = keysetPageOf(auditEntrySchema)

export type AuditLogQuery = z.output<typeof auditLogQuery>
export type AuditEntry = z.infer<typeof auditEntrySchema>
