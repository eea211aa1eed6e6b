import { route } from '@case/http/route'
import { deleteAvatarContract, uploadAvatarContract } from '@case/features/auth/contracts'
import { deleteAvatar, uploadAvatar } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(uploadAvatarContract, uploadAvatar)
export const DELETE = route(deleteAvatarContract, deleteAvatar)
