import { withAuth } from '@case/auth/withAuth'
import { syncExportHandler } from '@case/features/sync/handlers'

export const dynamic = 'force-dynamic'

export const GET = withAuth(syncExportHandler, { roles: ['admin'] })
