import { GUTACHTEN_ERGEBNISSE } from '@case/db/schema'
import { z } from 'zod'

export const MAX_ICD_UPLOAD_BYTES = 10 * 1024 * 1024

export const icdImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('true: report what would change, write nothing'),
})

export const icdImportResult = z.object({
  format: z.enum(['coding_template', 'wochenuebersicht']),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z
    .number()
    .int()
    .describe(
      'rows without a value to import (ICD-10; in a coding template also Gutachten-Ergebnis, Therapieänderung)',
    ),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  rows: z
    .array(
      z.object({
        row: z.number().int().describe('Row number in the sheet'),
        fall_id: z.string().describe('The case the row names (masked for employees)'),
        outcome: z.enum(['update', 'unchanged']),
        changes: z
          .object({
            icd10: z.string().optional(),
            gutachten_ergebnis: z.enum(GUTACHTEN_ERGEBNISSE).optional(),
            therapieaenderung: z.boolean().optional(),
          })
          .describe('What the row changes (empty when unchanged)'),
      }),
    )
    .describe('Every row that names a case, in sheet order: the row-by-row view of a dry run (errors list the rest)'),
})
