import { route } from '@case/http/route'
import { createInvitationContract, listInvitationsContract } from '@case/features/users/contracts'
import { createInvitation, listInvitations } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(listInvitationsContract, listInvitations)
export const POST = route(createInvitationContract, createInvitation)
