import { methods, route } from '@case/http/route'
import { deleteAvatarContract, uploadAvatarContract } from '@case/features/auth/contracts'
import { deleteAvatar, uploadAvatar } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(uploadAvatarContract, uploadAvatar),
  DELETE: route(deleteAvatarContract, deleteAvatar),
})
