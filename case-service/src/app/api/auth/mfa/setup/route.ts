import { withAuth } from '@case/auth/withAuth'
import { setupMfa } from '@case/features/auth/mfaService'

export const POST = withAuth(setupMfa)
