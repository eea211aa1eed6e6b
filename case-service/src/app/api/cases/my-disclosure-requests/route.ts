import { withAuth } from '@case/auth/withAuth'
import { listMyDisclosures } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/my-disclosure-requests — the caller's own requests (?status=). */
export const GET = withAuth(listMyDisclosures, { roles: ['kasse_mitarbeiter'] })
