import { withAuth } from '@case/auth/withAuth'
import { approveDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** PUT …/approve — pending → approved for 24 hours. */
export const PUT = withAuth(approveDisclosure, { roles: ['admin'] })
