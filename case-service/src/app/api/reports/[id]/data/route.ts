import { withAuth } from '@case/auth/withAuth'
import { reportDataHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(reportDataHandler)
