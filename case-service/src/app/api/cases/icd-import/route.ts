import { methods, route } from '@case/http/route'
import { icdImportContract } from '@case/features/icdImport/contracts'
import { importIcd } from '@case/features/icdImport/handlers'

export const dynamic = 'force-dynamic'

/** POST /api/cases/icd-import — ICD-10 codes from an uploaded workbook (admin; ?dry_run=true). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(icdImportContract, importIcd) })
