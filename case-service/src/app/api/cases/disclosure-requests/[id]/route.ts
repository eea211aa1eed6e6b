import { route } from '@case/http/route'
import { deleteOwnDisclosureContract } from '@case/features/disclosures/contracts'
import { deleteOwnDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** DELETE /api/cases/disclosure-requests/{id} — discard one's own expired, revoked or rejected request. */
export const DELETE = route(deleteOwnDisclosureContract, deleteOwnDisclosure)
