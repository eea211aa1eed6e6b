import { withAuth } from '@case/auth/withAuth'
import { listPendingIcd } from '@case/features/cases/caseHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/pending-icd — cases without ICD-10, oldest first. */
export const GET = withAuth(listPendingIcd)
