import { methods, route } from '@case/http/route'
import { deleteDisclosureContract } from '@case/features/disclosures/contracts'
import { deleteDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** DELETE /api/admin/disclosure-requests/{id} — hard-delete a revoked, expired or rejected request. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  DELETE: route(deleteDisclosureContract, deleteDisclosure),
})
