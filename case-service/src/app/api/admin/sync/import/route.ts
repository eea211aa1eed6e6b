import { methods, route } from '@case/http/route'
import { syncImportContract } from '@case/features/sync/contracts'
import { syncImportHandler } from '@case/features/sync/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(syncImportContract, syncImportHandler),
})
