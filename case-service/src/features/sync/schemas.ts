import { z } from 'zod'
import { binaryFile } from '@case/http/zodFields'
import { MAX_JAHR, MIN_JAHR } from '@case/features/reports/schemas'

export const MAX_SYNC_UPLOAD_BYTES = 10 * 1024 * 1024

export const exportQuery = z.object({
  jahr: z.coerce.number().int().min(MIN_JAHR).max(MAX_JAHR).optional().describe('Only cases of this ISO week-year'),
  fallgruppe: z.string().trim().min(1).max(100).optional().describe('Only cases of this Fallgruppe'),
})

export const importBody = z.object({ file: binaryFile('The edited sync export (.xlsx, ≤ 10 MB)') })

export const importResult = z
  .object({
    updated: z.number().int(),
    unchanged: z.number().int(),
    conflicts: z
      .array(z.object({ row: z.number().int(), fall_id: z.string(), reason: z.string() }))
      .describe('Changed in the database since the export: not applied'),
    errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  })
  .meta({
    examples: [
      {
        updated: 12,
        unchanged: 230,
        conflicts: [{ row: 17, fall_id: '2026-03-16_A123456778', reason: 'Seit dem Export in der Datenbank geändert' }],
        errors: [],
      },
    ],
  })
