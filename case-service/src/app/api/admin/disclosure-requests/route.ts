import { methods, route } from '@case/http/route'
import { listAllDisclosuresContract } from '@case/features/disclosures/contracts'
import { listAllDisclosures } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/admin/disclosure-requests — all requests (?status=), admin. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listAllDisclosuresContract, listAllDisclosures),
})
