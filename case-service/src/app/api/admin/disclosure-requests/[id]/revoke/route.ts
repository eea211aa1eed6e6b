import { withAuth } from '@case/auth/withAuth'
import { revokeDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** PUT …/revoke — a valid disclosure → revoked. */
export const PUT = withAuth(revokeDisclosure, { roles: ['admin'] })
