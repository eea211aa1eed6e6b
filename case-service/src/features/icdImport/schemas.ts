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
})
