import { withAuth } from '@case/auth/withAuth'
import { deleteOwnDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** DELETE /api/cases/disclosure-requests/{id} — discard one's own expired, revoked or rejected request. */
export const DELETE = withAuth(deleteOwnDisclosure, { roles: ['kasse_mitarbeiter'] })
