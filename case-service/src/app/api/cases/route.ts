import { methods, route } from '@case/http/route'
import { listCasesContract } from '@case/features/cases/contracts'
import { listCases } from '@case/features/cases/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases — paginated, filtered case list (masked for kasse_mitarbeiter). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(listCasesContract, listCases) })
