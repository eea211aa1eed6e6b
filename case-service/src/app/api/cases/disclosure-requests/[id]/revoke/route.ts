import { withAuth } from '@case/auth/withAuth'
import { revokeOwnDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** PUT /api/cases/disclosure-requests/{id}/revoke — give up one's own valid disclosure. */
export const PUT = withAuth(revokeOwnDisclosure, { roles: ['kasse_mitarbeiter'] })
