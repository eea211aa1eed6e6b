import { withAuth } from '@case/auth/withAuth'
import { codingQueue } from '@case/features/coding/codingHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/coding/queue — cases needing ICD-10 or Gutachten coding, oldest first (admin). */
export const GET = withAuth(codingQueue, { roles: ['admin'] })
