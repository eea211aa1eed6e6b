import { withAuth } from '@case/auth/withAuth'
import { deleteUser, getUser, updateUserByAdmin } from '@case/features/users/adminUsers'

export const GET = withAuth(getUser, { roles: ['admin'] })
export const PUT = withAuth(updateUserByAdmin, { roles: ['admin'] })
export const DELETE = withAuth(deleteUser, { roles: ['admin'] })
