import { withAuth } from '@case/auth/withAuth'
import { getCase } from '@case/features/cases/caseHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/{id} — one case (masked for kasse_mitarbeiter without a valid disclosure). */
export const GET = withAuth(getCase)
