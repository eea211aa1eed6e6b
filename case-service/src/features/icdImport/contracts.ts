import { z } from 'zod'
import { binaryFile } from '@case/http/zodFields'
import { contractsFor, ok, xlsxUploadRefusals, type Contract } from '@case/http/contract'
import { icdImportQuery, icdImportResult } from './schemas'

/** The upload and its answers; reports/wochenuebersicht offers the same import to every role. */
export const icdImportUpload = {
  query: icdImportQuery,
  body: z.object({ file: binaryFile('the .xlsx file') }),
  bodyContentType: 'multipart/form-data',
  responses: {
    ...ok('What was (or, on a dry run, would be) changed; row problems in errors', icdImportResult),
    ...xlsxUploadRefusals('import_format_unknown'),
  },
}

export const icdImportContract = contractsFor({ tags: ['coding'], roles: ['admin'] }).post('/api/cases/icd-import', {
  summary:
    'Import ICD-10 codes (and, from a coding template, Gutachten-Ergebnis and Therapieänderung) from a coding template or a Wochenübersicht (.xlsx, ≤ 10 MB, format detected)',
  description:
    'Uploads a filled-in coding template or Wochenübersicht as multipart/form-data (field "file"); the format is detected. dry_run=true reports what would change without writing.',
  ...icdImportUpload,
})

export const contracts: Contract[] = [icdImportContract]
