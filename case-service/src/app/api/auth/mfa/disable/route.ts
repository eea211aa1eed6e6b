import { withAuth } from '@case/auth/withAuth'
import { disableMfa } from '@case/features/auth/mfaService'

export const POST = withAuth(disableMfa)
