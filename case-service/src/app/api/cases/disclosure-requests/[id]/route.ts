import { methods, route } from '@case/http/route'
import { deleteOwnDisclosureContract } from '@case/features/disclosures/contracts'
import { deleteOwnDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** DELETE /api/cases/disclosure-requests/{id} — discard one's own expired, revoked or rejected request. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  DELETE: route(deleteOwnDisclosureContract, deleteOwnDisclosure),
})
