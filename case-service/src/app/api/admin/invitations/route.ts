import { withAuth } from '@case/auth/withAuth'
import { createInvitation, listInvitations } from '@case/features/users/invitations'

export const GET = withAuth(listInvitations, { roles: ['admin'] })
export const POST = withAuth(createInvitation, { roles: ['admin'] })
