import { withAuth } from '@case/auth/withAuth'
import { syncImportHandler } from '@case/features/sync/handlers'

export const dynamic = 'force-dynamic'

export const POST = withAuth(syncImportHandler, { roles: ['admin'] })
