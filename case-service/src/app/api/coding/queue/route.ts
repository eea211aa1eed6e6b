import { methods, route } from '@case/http/route'
import { codingQueueContract } from '@case/features/coding/contracts'
import { codingQueue } from '@case/features/coding/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/coding/queue — cases needing ICD-10 or Gutachten coding, oldest first (admin). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(codingQueueContract, codingQueue) })
