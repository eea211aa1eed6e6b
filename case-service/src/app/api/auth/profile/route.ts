import { methods, route } from '@case/http/route'
import { updateProfileContract } from '@case/features/auth/contracts'
import { updateProfile } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ PUT: route(updateProfileContract, updateProfile) })
