import { withAuth } from '@case/auth/withAuth'
import { createUser, listUsers } from '@case/features/users/adminUsers'

export const GET = withAuth(listUsers, { roles: ['admin'] })
export const POST = withAuth(createUser, { roles: ['admin'] })
