import { withAuth } from '@case/auth/withAuth'
import { updateProfile } from '@case/features/auth/profileService'

export const PUT = withAuth(updateProfile)
