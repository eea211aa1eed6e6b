import { z } from 'zod'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import { AUDIT_ACTIONS } from './auditActions'

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

export const auditLogQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })
  .extend({
    action: z.enum(AUDIT_ACTIONS).optional(),
    user_id: z.uuid().optional(),
    case_id: z
      .uuid()
      .optional()
      .describe('Entries about this case: on the case itself, or naming it in details.case_id or details.case_ids'),
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
  user_name: z.string().nullable().describe('The actor’s current name; null for system entries and deleted users'),
  user_email: z.string().nullable().describe('The actor’s current e-mail address; null like user_name'),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
z.globalRegistry.add(auditEntrySchema, {
  id: 'AuditEntry',
  examples: [
    {
      id: 48213,
      at: '2026-03-16T09:12:44.000Z',
      user_id: '9c1e5a7b-3d2f-4e6a-8b0c-1d2e3f4a5b6c',
      user_name: 'Jonas Weber',
      user_email: 'jonas.weber@aok-nord.example',
      action: 'cases.viewed_unmasked',
      entity_type: 'case',
      entity_id: '0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f',
      ip: '203.0.113.24',
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0',
      details: { disclosure_id: '5b0e7a52-8c1d-4f3e-9a6b-2d4c8e1f7a90' },
    },
  ],
})

export const auditPage = keysetPageOf(auditEntrySchema)

export type AuditLogQuery = z.output<typeof auditLogQuery>
export type AuditEntry = z.infer<typeof auditEntrySchema>
