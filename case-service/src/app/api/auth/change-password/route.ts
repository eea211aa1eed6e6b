import { withAuth } from '@case/auth/withAuth'
import { changePassword } from '@case/features/auth/passwordService'

export const POST = withAuth(changePassword)
