import { withAuth } from '@case/auth/withAuth'
import { updateKvnr } from '@case/features/cases/caseHandlers'

export const dynamic = 'force-dynamic'

/** PUT /api/cases/{id}/kvnr — set the KVNR (admin); rebuilds a random or legacy fall_id. */
export const PUT = withAuth(updateKvnr, { roles: ['admin'] })
