import { withAuth } from '@case/auth/withAuth'
import { listAllDisclosures } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/admin/disclosure-requests — all requests (?status=), admin. */
export const GET = withAuth(listAllDisclosures, { roles: ['admin'] })
