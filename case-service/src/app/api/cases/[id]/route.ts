import { methods, route } from '@case/http/route'
import { getCaseContract } from '@case/features/cases/contracts'
import { getCase } from '@case/features/cases/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/{id} — one case (masked for kasse_mitarbeiter without a valid disclosure). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(getCaseContract, getCase) })
