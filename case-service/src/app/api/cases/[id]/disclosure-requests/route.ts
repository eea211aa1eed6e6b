import { withAuth } from '@case/auth/withAuth'
import { createDisclosure } from '@case/features/disclosures/disclosureHandlers'

export const dynamic = 'force-dynamic'

/** POST /api/cases/{id}/disclosure-requests — ask to see the case unmasked (kasse_mitarbeiter). */
export const POST = withAuth(createDisclosure, { roles: ['kasse_mitarbeiter'] })
