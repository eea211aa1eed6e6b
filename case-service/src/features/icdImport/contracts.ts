import { z } from 'zod'
import { contractsFor, ok, xlsxUploadRefusals, type Contract } from '@case/http/contract'

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
  skipped: z.number().int().describe('rows without an ICD-10 value'),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
})

/** The upload and its answers; reports/wochenuebersicht offers the same import to every role. */
export const icdImportUpload = {
  query: icdImportQuery,
  body: z.object({ file: z.string().describe('the .xlsx file') }),
  bodyContentType: 'multipart/form-data',
  responses: {
    ...ok('What was (or, on a dry run, would be) changed; row problems in errors', icdImportResult),
    ...xlsxUploadRefusals('import_format_unknown'),
  },
}

export const icdImportContract = contractsFor({ tags: ['coding'], roles: ['admin'] }).post('/api/cases/icd-import', {
  summary: 'Import ICD-10 codes from a coding template or a Wochenübersicht (.xlsx, ≤ 10 MB, format detected)',
  ...icdImportUpload,
})

export const contracts: Contract[] = [icdImportContract]
