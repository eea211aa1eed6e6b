import { withAuth } from '@case/auth/withAuth'
import { me } from '@case/features/auth/profileService'

export const GET = withAuth(me)
