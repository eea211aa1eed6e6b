import { methods, route } from '@case/http/route'
import { pendingCodingContract } from '@case/features/cases/contracts'
import { listPendingCoding } from '@case/features/cases/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/pending-coding — Gutachten cases whose coding fields are missing, oldest first. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(pendingCodingContract, listPendingCoding),
})
