import { withAuth } from '@case/auth/withAuth'
import { codeCase } from '@case/features/coding/codingHandlers'

export const dynamic = 'force-dynamic'

/** PUT /api/coding/{case_id} — code one case against its version (admin). */
export const PUT = withAuth(codeCase, { roles: ['admin'] })
