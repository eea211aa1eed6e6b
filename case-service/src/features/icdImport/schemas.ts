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

export const icdImportResult = z
  .object({
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
  .meta({
    examples: [
      {
        format: 'coding_template',
        updated: 1,
        unchanged: 1,
        skipped: 0,
        errors: [{ row: 4, message: 'ICD-10 „C5O.9“ ist kein gültiger Code' }],
        rows: [
          {
            row: 2,
            fall_id: '2026-03-16_A123456778',
            outcome: 'update',
            changes: { icd10: 'C50.9', gutachten_ergebnis: 'bestaetigt' },
          },
          { row: 3, fall_id: '2026-03-17_B234567889', outcome: 'unchanged', changes: {} },
        ],
      },
    ],
  })
