import { route } from '@case/http/route'
import { updateProfileContract } from '@case/features/auth/contracts'
import { updateProfile } from '@case/features/auth/profileService'

export const dynamic = 'force-dynamic'

export const PUT = route(updateProfileContract, updateProfile)
