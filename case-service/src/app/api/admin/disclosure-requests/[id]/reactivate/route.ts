import { methods, route } from '@case/http/route'
import { reactivateDisclosureContract } from '@case/features/disclosures/contracts'
import { reactivateDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** PUT …/reactivate — revoked or expired → approved for a new 24 hours. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(reactivateDisclosureContract, reactivateDisclosure),
})
