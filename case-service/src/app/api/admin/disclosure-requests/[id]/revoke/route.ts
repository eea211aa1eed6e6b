import { methods, route } from '@case/http/route'
import { revokeDisclosureContract } from '@case/features/disclosures/contracts'
import { revokeDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** PUT …/revoke — a valid disclosure → revoked. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(revokeDisclosureContract, revokeDisclosure),
})
