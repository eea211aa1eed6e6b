import { methods, route } from '@case/http/route'
import { pendingIcdContract } from '@case/features/cases/contracts'
import { listPendingIcd } from '@case/features/cases/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/pending-icd — cases without ICD-10, oldest first. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(pendingIcdContract, listPendingIcd) })
