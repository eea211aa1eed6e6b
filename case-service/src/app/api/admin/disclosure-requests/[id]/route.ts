import { withAuth } from '@case/auth/withAuth'
import { deleteDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** DELETE /api/admin/disclosure-requests/{id} — hard-delete a revoked, expired or rejected request. */
export const DELETE = withAuth(deleteDisclosure, { roles: ['admin'] })
