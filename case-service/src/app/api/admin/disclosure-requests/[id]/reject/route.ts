import { methods, route } from '@case/http/route'
import { rejectDisclosureContract } from '@case/features/disclosures/contracts'
import { rejectDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** PUT …/reject {reason} — pending → rejected. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(rejectDisclosureContract, rejectDisclosure),
})
