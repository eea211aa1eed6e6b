import { withAuth } from '@case/auth/withAuth'
import { dashboardHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(dashboardHandler)
