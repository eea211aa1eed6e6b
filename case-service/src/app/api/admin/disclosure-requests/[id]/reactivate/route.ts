import { withAuth } from '@case/auth/withAuth'
import { reactivateDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** PUT …/reactivate — revoked or expired → approved for a new 24 hours. */
export const PUT = withAuth(reactivateDisclosure, { roles: ['admin'] })
