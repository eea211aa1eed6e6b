import { withAuth } from '@case/auth/withAuth'
import { listReportsHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(listReportsHandler)
