import { withAuth } from '@case/auth/withAuth'
import { listCases } from '@case/features/cases/caseHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases — paginated, filtered case list (masked for kasse_mitarbeiter). */
export const GET = withAuth(listCases)
