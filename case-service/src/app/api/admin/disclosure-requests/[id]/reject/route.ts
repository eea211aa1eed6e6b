import { withAuth } from '@case/auth/withAuth'
import { rejectDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** PUT …/reject {reason} — pending → rejected. */
export const PUT = withAuth(rejectDisclosure, { roles: ['admin'] })
