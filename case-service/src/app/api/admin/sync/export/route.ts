import { route } from '@case/http/route'
import { syncExportContract } from '@case/features/sync/contracts'
import { syncExportHandler } from '@case/features/sync/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(syncExportContract, syncExportHandler)
