import { methods, route } from '@case/http/route'
import { listMyDisclosuresContract } from '@case/features/disclosures/contracts'
import { listMyDisclosures } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/my-disclosure-requests — the caller's own requests (?status=). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listMyDisclosuresContract, listMyDisclosures),
})
