import { methods, route } from '@case/http/route'
import { getDisclosureContract, deleteDisclosureContract } from '@case/features/disclosures/contracts'
import { getDisclosure, deleteDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET one request. DELETE /api/admin/disclosure-requests/{id} — hard-delete a revoked, expired or rejected request. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(getDisclosureContract, getDisclosure),
  DELETE: route(deleteDisclosureContract, deleteDisclosure),
})
