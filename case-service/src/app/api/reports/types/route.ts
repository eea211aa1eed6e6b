import { withAuth } from '@case/auth/withAuth'
import { reportTypesHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(reportTypesHandler)
