import { methods, route } from '@case/http/route'
import { getOwnDisclosureContract, deleteOwnDisclosureContract } from '@case/features/disclosures/contracts'
import { getDisclosure, deleteOwnDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET one of one’s own requests. DELETE /api/cases/disclosure-requests/{id} — discard one's own expired, revoked or rejected request. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(getOwnDisclosureContract, getDisclosure),
  DELETE: route(deleteOwnDisclosureContract, deleteOwnDisclosure),
})
