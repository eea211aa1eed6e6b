import { withAuth } from '@case/auth/withAuth'
import { getReRequestPrefill, reRequestDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** GET: the pre-filled form; POST: a new pending request from an expired, revoked or rejected one. */
export const GET = withAuth(getReRequestPrefill, { roles: ['kasse_mitarbeiter'] })
export const POST = withAuth(reRequestDisclosure, { roles: ['kasse_mitarbeiter'] })
