import { withAuth } from '@case/auth/withAuth'
import { codeCases } from '@case/features/coding/codingHandlers'

export const dynamic = 'force-dynamic'

/** POST /api/coding/batch — code several cases, all or nothing (admin). */
export const POST = withAuth(codeCases, { roles: ['admin'] })
