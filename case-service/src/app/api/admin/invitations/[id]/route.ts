import { withAuth } from '@case/auth/withAuth'
import { deleteInvitation } from '@case/features/users/invitations'

export const DELETE = withAuth(deleteInvitation, { roles: ['admin'] })
