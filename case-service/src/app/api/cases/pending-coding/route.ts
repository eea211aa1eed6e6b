import { withAuth } from '@case/auth/withAuth'
import { listPendingCoding } from '@case/features/cases/caseHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/pending-coding — Gutachten cases whose coding fields are missing, oldest first. */
export const GET = withAuth(listPendingCoding)
