import { methods, route } from '@case/http/route'
import { deleteInvitationContract } from '@case/features/users/contracts'
import { deleteInvitation } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  DELETE: route(deleteInvitationContract, deleteInvitation),
})
