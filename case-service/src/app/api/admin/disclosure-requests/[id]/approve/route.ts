import { methods, route } from '@case/http/route'
import { approveDisclosureContract } from '@case/features/disclosures/contracts'
import { approveDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** PUT …/approve — pending → approved for 24 hours. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(approveDisclosureContract, approveDisclosure),
})
