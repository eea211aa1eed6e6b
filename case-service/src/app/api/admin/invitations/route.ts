import { methods, route } from '@case/http/route'
import { createInvitationContract, listInvitationsContract } from '@case/features/users/contracts'
import { createInvitation, listInvitations } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listInvitationsContract, listInvitations),
  POST: route(createInvitationContract, createInvitation),
})
