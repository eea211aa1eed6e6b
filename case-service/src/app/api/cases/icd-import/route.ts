import { withAuth } from '@case/auth/withAuth'
import { importIcd } from '@case/features/icdImport/icdImportHandler'

export const dynamic = 'force-dynamic'

/** POST /api/cases/icd-import — ICD-10 codes from an uploaded workbook (admin; ?dry_run=true). */
export const POST = withAuth(importIcd, { roles: ['admin'] })
