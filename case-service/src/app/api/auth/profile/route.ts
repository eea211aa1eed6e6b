import { route } from '@case/http/route'
import { updateProfileContract } from '@case/features/auth/contracts'
import { updateProfile } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const PUT = route(updateProfileContract, updateProfile)
