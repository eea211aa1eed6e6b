import { methods, route } from '@case/http/route'
import { syncExportContract } from '@case/features/sync/contracts'
import { syncExportHandler } from '@case/features/sync/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(syncExportContract, syncExportHandler) })
