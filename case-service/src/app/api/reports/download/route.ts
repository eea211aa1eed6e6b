import { withAuth } from '@case/auth/withAuth'
import { downloadReportHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(downloadReportHandler, { allowQueryToken: true })
