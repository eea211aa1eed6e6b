import { withAuth } from '@case/auth/withAuth'
import { weeklyHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(weeklyHandler)
