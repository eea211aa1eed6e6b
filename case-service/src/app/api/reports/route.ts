import { withAuth } from '@case/auth/withAuth'
import { deleteReportsHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const DELETE = withAuth(deleteReportsHandler, { roles: ['admin'] })
