import { withAuth } from '@case/auth/withAuth'
import { verifyMfa } from '@case/features/auth/mfaService'

export const POST = withAuth(verifyMfa)
