import { withAuth } from '@case/auth/withAuth'
import { resetUserMfa } from '@case/features/users/adminUsers'

export const POST = withAuth(resetUserMfa, { roles: ['admin'] })
