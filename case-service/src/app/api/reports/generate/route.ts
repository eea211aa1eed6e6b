import { withAuth } from '@case/auth/withAuth'
import { generateReportHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const POST = withAuth(generateReportHandler, { roles: ['admin'] })
