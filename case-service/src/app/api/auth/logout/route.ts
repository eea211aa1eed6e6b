import { withAuth } from '@case/auth/withAuth'
import { logout } from '@case/features/auth/sessionService'

export const POST = withAuth(logout)
