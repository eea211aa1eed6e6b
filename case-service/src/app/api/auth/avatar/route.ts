import { withAuth } from '@case/auth/withAuth'
import { deleteAvatar, uploadAvatar } from '@case/features/auth/profileService'

export const POST = withAuth(uploadAvatar)
export const DELETE = withAuth(deleteAvatar)
