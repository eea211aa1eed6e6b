import { methods, route } from '@case/http/route'
import { revokeOwnDisclosureContract } from '@case/features/disclosures/contracts'
import { revokeOwnDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** PUT /api/cases/disclosure-requests/{id}/revoke — give up one's own valid disclosure. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  PUT: route(revokeOwnDisclosureContract, revokeOwnDisclosure),
})
